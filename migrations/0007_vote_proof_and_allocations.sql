CREATE TABLE `daily_vote_allocations` (
	`day` text NOT NULL,
	`allocation_tool_hash` text NOT NULL,
	`votes` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `allocation_tool_hash`)
);
--> statement-breakpoint
CREATE TABLE `signing_keys` (
	`name` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `spent_vote_challenges` (
	`nonce` text PRIMARY KEY NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `spent_vote_challenges_expires_at_idx` ON `spent_vote_challenges` (`expires_at`);