CREATE TABLE `daily_visitors` (
	`day` text NOT NULL,
	`visitor_hash` text NOT NULL,
	PRIMARY KEY(`day`, `visitor_hash`)
);
--> statement-breakpoint
CREATE TABLE `visit_daily` (
	`day` text NOT NULL,
	`dim` text NOT NULL,
	`value` text NOT NULL,
	`visits` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `dim`, `value`)
);
--> statement-breakpoint
CREATE INDEX `visit_daily_dim_day_idx` ON `visit_daily` (`dim`,`day`);--> statement-breakpoint
-- Backfill the roll-ups from visits recorded before this migration.
INSERT INTO `visit_daily` (`day`, `dim`, `value`, `visits`) SELECT substr(`visited_at`, 1, 10), 'page', `page`, COUNT(*) FROM `visits` GROUP BY 1, 3;
--> statement-breakpoint
INSERT INTO `visit_daily` (`day`, `dim`, `value`, `visits`) SELECT substr(`visited_at`, 1, 10), 'country', `country`, COUNT(*) FROM `visits` GROUP BY 1, 3;
--> statement-breakpoint
INSERT INTO `visit_daily` (`day`, `dim`, `value`, `visits`) SELECT substr(`visited_at`, 1, 10), 'browser', `browser`, COUNT(*) FROM `visits` GROUP BY 1, 3;
--> statement-breakpoint
INSERT INTO `visit_daily` (`day`, `dim`, `value`, `visits`) SELECT substr(`visited_at`, 1, 10), 'referrer', `referrer_domain`, COUNT(*) FROM `visits` GROUP BY 1, 3;
--> statement-breakpoint
INSERT INTO `visit_daily` (`day`, `dim`, `value`, `visits`) SELECT substr(`visited_at`, 1, 10), 'total', '', COUNT(*) FROM `visits` GROUP BY 1;
--> statement-breakpoint
INSERT INTO `visit_daily` (`day`, `dim`, `value`, `visits`) SELECT substr(`visited_at`, 1, 10), 'uniques', '', COUNT(DISTINCT `visitor_hash`) FROM `visits` GROUP BY 1;
