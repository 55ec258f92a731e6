CREATE TABLE `daily_vote_networks` (
	`day` text NOT NULL,
	`network_tool_hash` text NOT NULL,
	PRIMARY KEY(`day`, `network_tool_hash`)
);
--> statement-breakpoint
CREATE TABLE `tool_stats` (
	`tool_id` text PRIMARY KEY NOT NULL,
	`vote_count` integer DEFAULT 0 NOT NULL,
	`rating_sum` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Backfill the per-tool totals from votes recorded before this migration.
INSERT INTO `tool_stats` (`tool_id`, `vote_count`, `rating_sum`) SELECT `tool_id`, COUNT(*), SUM(`rating`) FROM `votes` GROUP BY `tool_id`;
