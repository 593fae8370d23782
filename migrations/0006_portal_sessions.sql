CREATE TABLE `portal_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`dealership_id` text NOT NULL,
	`dealer_key_id` text,
	`quote_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`dealership_id`) REFERENCES `dealerships`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`dealer_key_id`) REFERENCES `dealer_keys`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "portal_sessions_key_or_link" CHECK(("portal_sessions"."dealer_key_id" is null) <> ("portal_sessions"."quote_id" is null))
);
--> statement-breakpoint
CREATE INDEX `portal_sessions_expires_idx` ON `portal_sessions` (`expires_at`);