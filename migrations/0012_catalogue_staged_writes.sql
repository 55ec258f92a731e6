CREATE TABLE `catalogue_staged_writes` (
	`batch_id` text NOT NULL,
	`seq` integer NOT NULL,
	`tool_id` text NOT NULL,
	`previous_id` text,
	`expected_updated_at` text,
	`updated_at` text NOT NULL,
	`tool_row` text NOT NULL,
	`text_rows` text NOT NULL,
	`search_rows` text NOT NULL,
	`fields` text NOT NULL,
	`before` text,
	`after` text NOT NULL,
	`conflict` integer DEFAULT 0 NOT NULL,
	`staged_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`batch_id`, `tool_id`)
);
--> statement-breakpoint
CREATE INDEX `catalogue_staged_writes_staged_at_idx` ON `catalogue_staged_writes` (`staged_at`);