CREATE TABLE `catalogue_tool_languages` (
	`lang` text NOT NULL,
	`tool_id` text NOT NULL,
	PRIMARY KEY(`lang`, `tool_id`)
);
--> statement-breakpoint
CREATE INDEX `catalogue_tool_languages_tool_idx` ON `catalogue_tool_languages` (`tool_id`);--> statement-breakpoint
ALTER TABLE `catalogue_texts` ADD `free_limits` text;--> statement-breakpoint
ALTER TABLE `catalogue_tools` ADD `facts` text;--> statement-breakpoint
ALTER TABLE `catalogue_tools` ADD `facts_checked_on` text;--> statement-breakpoint
CREATE INDEX `catalogue_tools_status_facts_checked_idx` ON `catalogue_tools` (`status`,`facts_checked_on`);--> statement-breakpoint
CREATE INDEX `catalogue_tools_status_created_idx` ON `catalogue_tools` (`status`,`created_at`);