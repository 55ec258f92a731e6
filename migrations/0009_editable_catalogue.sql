CREATE TABLE `catalogue_redirects` (
	`from_id` text PRIMARY KEY NOT NULL,
	`to_id` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `catalogue_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tool_id` text NOT NULL,
	`changed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`fields` text NOT NULL,
	`before` text,
	`after` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `catalogue_revisions_tool_idx` ON `catalogue_revisions` (`tool_id`,`id`);--> statement-breakpoint
CREATE TABLE `catalogue_texts` (
	`tool_id` text NOT NULL,
	`lang` text NOT NULL,
	`description` text,
	`best_for` text,
	`what_it_does` text,
	`top_use_cases` text,
	`example` text,
	PRIMARY KEY(`tool_id`, `lang`)
);
--> statement-breakpoint
CREATE TABLE `catalogue_tools` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`company` text NOT NULL,
	`logo_text` text NOT NULL,
	`logo_color` text NOT NULL,
	`pricing` text NOT NULL,
	`rating` real NOT NULL,
	`reviews` integer NOT NULL,
	`tags` text NOT NULL,
	`category` text NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`url` text NOT NULL,
	`difficulty` text,
	`free_option` integer NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "catalogue_tools_status_values" CHECK("catalogue_tools"."status" IN ('draft', 'published', 'archived'))
);
--> statement-breakpoint
CREATE INDEX `catalogue_tools_status_category_idx` ON `catalogue_tools` (`status`,`category`,`position`,`id`);--> statement-breakpoint
CREATE INDEX `catalogue_tools_status_position_idx` ON `catalogue_tools` (`status`,`position`,`id`);--> statement-breakpoint
CREATE INDEX `catalogue_tools_status_name_idx` ON `catalogue_tools` (`status`,`name`);