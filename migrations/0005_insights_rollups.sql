CREATE TABLE `click_daily` (
	`day` text NOT NULL,
	`tool_id` text NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	`tool_page_clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `tool_id`)
);
--> statement-breakpoint
CREATE TABLE `clicks` (
	`id` integer PRIMARY KEY NOT NULL,
	`clicked_at` text NOT NULL,
	`tool_id` text NOT NULL,
	`page` text NOT NULL,
	`lang` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `clicks_clicked_at_idx` ON `clicks` (`clicked_at`);--> statement-breakpoint
CREATE TABLE `search_daily` (
	`day` text NOT NULL,
	`lang` text NOT NULL,
	`term` text NOT NULL,
	`searches` integer DEFAULT 0 NOT NULL,
	`results` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `lang`, `term`)
);
--> statement-breakpoint
CREATE INDEX `search_daily_term_idx` ON `search_daily` (`term`,`day`,`searches`,`results`);--> statement-breakpoint
ALTER TABLE `daily_visitors` ADD `last_seen_minute` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `visits` ADD `device` text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE `visits` ADD `os` text DEFAULT 'Unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE `visits` ADD `utm_source` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `visits` ADD `utm_medium` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `visits` ADD `utm_campaign` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The roll-ups move to the layout of decision 022, keeping every count. Page views get their language: from the
-- raw visit rows still kept, and as '--' (language not recorded) for the rest of each day's page count.
INSERT INTO `visit_daily` (`day`, `dim`, `value`, `visits`) SELECT substr(`visited_at`, 1, 10), 'lang_page', `lang` || `page`, COUNT(*) FROM `visits` GROUP BY 1, 3;
--> statement-breakpoint
INSERT INTO `visit_daily` (`day`, `dim`, `value`, `visits`) SELECT `day`, 'lang_page', '--' || `value`, `rest` FROM (SELECT p.`day`, p.`value`, p.`visits` - COALESCE((SELECT SUM(v.`visits`) FROM `visit_daily` v WHERE v.`dim` = 'lang_page' AND v.`day` = p.`day` AND substr(v.`value`, 3) = p.`value`), 0) AS `rest` FROM `visit_daily` p WHERE p.`dim` = 'page') WHERE `rest` > 0;
--> statement-breakpoint
-- The day's total is the sum of its page views now.
DELETE FROM `visit_daily` WHERE `dim` IN ('page', 'total');
--> statement-breakpoint
-- Browser, device and system share one row; the days before knew only the browser.
UPDATE `visit_daily` SET `dim` = 'agent', `value` = json_array(`value`, 'unknown', 'Unknown') WHERE `dim` = 'browser';
--> statement-breakpoint
-- A day's unique visitors are its entries now; entries counted before entry pages were have no page.
UPDATE `visit_daily` SET `dim` = 'entry' WHERE `dim` = 'uniques';
