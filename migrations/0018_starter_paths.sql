CREATE TABLE `starter_paths` (
	`id` text PRIMARY KEY NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`guide` text,
	`content` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "starter_paths_status_values" CHECK("starter_paths"."status" IN ('draft', 'published'))
);
--> statement-breakpoint
CREATE INDEX `starter_paths_status_position_idx` ON `starter_paths` (`status`,`position`,`id`);