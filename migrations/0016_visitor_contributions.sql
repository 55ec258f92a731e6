CREATE TABLE `daily_contribution_networks` (
	`day` text NOT NULL,
	`network_hash` text NOT NULL,
	`sent` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `network_hash`)
);
--> statement-breakpoint
CREATE TABLE `tool_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`tool_id` text NOT NULL,
	`reason` text NOT NULL,
	`note` text NOT NULL,
	`email` text,
	`language` text NOT NULL,
	`channel` text NOT NULL,
	`receipt` text NOT NULL,
	`created_at` text NOT NULL,
	`closed_at` text,
	`closing_note` text,
	CONSTRAINT "tool_reports_status_values" CHECK("tool_reports"."status" IN ('new', 'accepted', 'rejected', 'spam'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tool_reports_receipt_unique` ON `tool_reports` (`receipt`);--> statement-breakpoint
CREATE INDEX `tool_reports_status_idx` ON `tool_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `tool_reports_tool_idx` ON `tool_reports` (`tool_id`,`status`);--> statement-breakpoint
CREATE TABLE `tool_suggestions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`name` text NOT NULL,
	`url` text NOT NULL,
	`host` text NOT NULL,
	`category` text NOT NULL,
	`description` text NOT NULL,
	`email` text,
	`language` text NOT NULL,
	`channel` text NOT NULL,
	`receipt` text NOT NULL,
	`created_at` text NOT NULL,
	`closed_at` text,
	`closing_note` text,
	`draft_tool_id` text,
	CONSTRAINT "tool_suggestions_status_values" CHECK("tool_suggestions"."status" IN ('new', 'accepted', 'rejected', 'spam'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tool_suggestions_receipt_unique` ON `tool_suggestions` (`receipt`);--> statement-breakpoint
CREATE INDEX `tool_suggestions_status_idx` ON `tool_suggestions` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `tool_suggestions_host_idx` ON `tool_suggestions` (`host`,`status`);