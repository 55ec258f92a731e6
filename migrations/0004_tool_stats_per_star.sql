ALTER TABLE `tool_stats` ADD `stars_1` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `tool_stats` ADD `stars_2` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `tool_stats` ADD `stars_3` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `tool_stats` ADD `stars_4` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `tool_stats` ADD `stars_5` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill the votes per star from votes recorded before this migration.
UPDATE `tool_stats` SET
  `stars_1` = (SELECT COUNT(*) FROM `votes` WHERE `votes`.`tool_id` = `tool_stats`.`tool_id` AND `rating` = 1),
  `stars_2` = (SELECT COUNT(*) FROM `votes` WHERE `votes`.`tool_id` = `tool_stats`.`tool_id` AND `rating` = 2),
  `stars_3` = (SELECT COUNT(*) FROM `votes` WHERE `votes`.`tool_id` = `tool_stats`.`tool_id` AND `rating` = 3),
  `stars_4` = (SELECT COUNT(*) FROM `votes` WHERE `votes`.`tool_id` = `tool_stats`.`tool_id` AND `rating` = 4),
  `stars_5` = (SELECT COUNT(*) FROM `votes` WHERE `votes`.`tool_id` = `tool_stats`.`tool_id` AND `rating` = 5);
