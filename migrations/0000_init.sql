CREATE TABLE `subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`subscribed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`unsubscribe_token` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`source` text DEFAULT 'home' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_email_unique` ON `subscribers` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_token_unique` ON `subscribers` (`unsubscribe_token`);--> statement-breakpoint
CREATE INDEX `subscribers_subscribed_at_idx` ON `subscribers` (`subscribed_at`);--> statement-breakpoint
CREATE TABLE `visitor_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `visits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`visited_at` text NOT NULL,
	`page` text NOT NULL,
	`lang` text NOT NULL,
	`country` text NOT NULL,
	`browser` text NOT NULL,
	`referrer_domain` text NOT NULL,
	`visitor_hash` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `visits_visited_at_idx` ON `visits` (`visited_at`);--> statement-breakpoint
CREATE INDEX `visits_page_visited_at_idx` ON `visits` (`page`,`visited_at`);--> statement-breakpoint
CREATE TABLE `votes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tool_id` text NOT NULL,
	`voter_id` text NOT NULL,
	`rating` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "votes_rating_range" CHECK("votes"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `votes_tool_voter_unique` ON `votes` (`tool_id`,`voter_id`);--> statement-breakpoint
CREATE INDEX `votes_voter_idx` ON `votes` (`voter_id`);