-- Double opt-in and the consent record (docs/decisions/042). `is_active` becomes `status`: addresses stored before
-- this migration keep their state (active or unsubscribed) with no confirmation date, as they were never asked to
-- confirm. Confirmation mails are counted per address (on its row), per network and day (salted) and per day.
CREATE TABLE `daily_mail_networks` (
	`day` text NOT NULL,
	`network_hash` text NOT NULL,
	`sent` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `network_hash`)
);
--> statement-breakpoint
CREATE TABLE `daily_mail_totals` (
	`day` text PRIMARY KEY NOT NULL,
	`sent` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`subscribed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`unsubscribe_token` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`source` text DEFAULT 'home' NOT NULL,
	`consent_version` text,
	`confirmed_at` text,
	`unsubscribed_at` text,
	`confirm_token_hash` text,
	`confirm_expires_at` text,
	`last_confirmation_sent_at` text,
	`confirmation_day` text,
	`confirmations_that_day` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subscribers_status_known" CHECK("__new_subscribers"."status" IN ('pending', 'active', 'unsubscribed'))
);
--> statement-breakpoint
INSERT INTO `__new_subscribers`("id", "email", "subscribed_at", "status", "unsubscribe_token", "language", "source") SELECT "id", "email", "subscribed_at", CASE WHEN "is_active" = 1 THEN 'active' ELSE 'unsubscribed' END, "unsubscribe_token", "language", "source" FROM `subscribers`;--> statement-breakpoint
DROP TABLE `subscribers`;--> statement-breakpoint
ALTER TABLE `__new_subscribers` RENAME TO `subscribers`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_email_unique` ON `subscribers` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_token_unique` ON `subscribers` (`unsubscribe_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_confirm_token_unique` ON `subscribers` (`confirm_token_hash`);--> statement-breakpoint
CREATE INDEX `subscribers_subscribed_at_idx` ON `subscribers` (`subscribed_at`);--> statement-breakpoint
CREATE INDEX `subscribers_confirm_expires_idx` ON `subscribers` (`confirm_expires_at`);--> statement-breakpoint
CREATE INDEX `subscribers_status_idx` ON `subscribers` (`status`);