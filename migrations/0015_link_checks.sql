CREATE TABLE `link_checks` (
	`tool_id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`outcome` text NOT NULL,
	`status` integer,
	`final_url` text,
	`checked_at` text NOT NULL,
	CONSTRAINT "link_checks_outcome_values" CHECK("link_checks"."outcome" IN ('ok', 'moved', 'dead', 'unchecked'))
);
--> statement-breakpoint
CREATE INDEX `link_checks_checked_at_idx` ON `link_checks` (`checked_at`);--> statement-breakpoint
CREATE INDEX `link_checks_outcome_idx` ON `link_checks` (`outcome`);