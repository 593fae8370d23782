-- The FMO console (issue 39): its users, its e-mailed sign-in links (an outbox of their own, valid
-- 15 minutes, only the token's hash stored), its sessions (only the id's hash stored); a key the FMO
-- revoked (api_clients.key_revoked_at); the index the console's list of a client's webhook
-- deliveries reads; and the audit record widened to FMOs' changes (actor 'fmo', actor_type 'fmo',
-- with the FMO, the console user's address and the session).
--
-- Hand-edited from drizzle-kit's output (its snapshot is kept as written):
-- - audit_entries is rebuilt, as drizzle-kit wrote it, because its actor CHECK changes (SQLite
--   cannot change a CHECK in place, and an FMO's entry passes neither the operator's nor the
--   dealer's branch of it).
-- contract: the rebuild's DROP and RENAME are safe while the previous version runs: the table keeps
--   every column, in the order the live table has them (0017 added actor_id before actor_type; the
--   snapshot's order differs, as 0017 says, without effect: queries name their columns), under the
--   same names, with both CHECKs; the three new columns are nullable and at the end, and every row
--   the previous version writes (actor 'operator' or 'dealer') passes the new CHECK.
-- - The rebuild's INSERT names only the columns the old table has (drizzle-kit named the three new
--   ones too, which SQLite would read as strings) and copies the rows in rowid order, so entries of
--   the same instant keep their order (the record lists newest first by at, then rowid). The table
--   has no foreign keys: drizzle-kit's PRAGMA foreign_keys lines (a no-op on D1) are left out.
CREATE TABLE `console_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`console_user_id` text,
	`email` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `api_clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`console_user_id`) REFERENCES `console_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `console_sessions_expires_idx` ON `console_sessions` (`expires_at`);--> statement-breakpoint
CREATE INDEX `console_sessions_client_idx` ON `console_sessions` (`client_id`);--> statement-breakpoint
CREATE TABLE `console_sign_in_links` (
	`id` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`console_user_id` text,
	`recipient` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`redrives` integer DEFAULT 0 NOT NULL,
	`enqueued_at` text,
	`next_attempt_at` text,
	`locked_until` text,
	`last_error` text,
	`finished_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`client_id`) REFERENCES `api_clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`console_user_id`) REFERENCES `console_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `console_sign_in_links_token_idx` ON `console_sign_in_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `console_sign_in_links_status_next_idx` ON `console_sign_in_links` (`status`,`next_attempt_at`) WHERE "console_sign_in_links"."status" = 'pending';--> statement-breakpoint
CREATE INDEX `console_sign_in_links_expires_idx` ON `console_sign_in_links` (`expires_at`);--> statement-breakpoint
CREATE TABLE `console_users` (
	`id` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`email` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `api_clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `console_users_client_email_idx` ON `console_users` (`client_id`,lower("email"));--> statement-breakpoint
CREATE INDEX `console_users_email_idx` ON `console_users` (lower("email"));--> statement-breakpoint
CREATE TABLE `__new_audit_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`at` text NOT NULL,
	`actor` text NOT NULL,
	`dealership_id` text,
	`actor_key_id` text,
	`portal_session` text,
	`request_id` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`before` text,
	`after` text,
	`actor_id` text,
	`actor_type` text,
	`actor_name` text,
	`actor_key_prefix` text,
	`client_id` text,
	`actor_email` text,
	`console_session` text,
	CONSTRAINT "audit_entries_actor_check" CHECK(("__new_audit_entries"."actor" = 'operator' and "__new_audit_entries"."actor_key_id" is null) or ("__new_audit_entries"."actor" = 'dealer' and "__new_audit_entries"."actor_key_id" is not null and "__new_audit_entries"."dealership_id" is not null) or ("__new_audit_entries"."actor" = 'fmo' and "__new_audit_entries"."client_id" is not null and "__new_audit_entries"."actor_key_id" is null)),
	CONSTRAINT "audit_entries_actor_type_check" CHECK("__new_audit_entries"."actor_type" is null or (("__new_audit_entries"."actor_type" = 'dealer') = ("__new_audit_entries"."actor" = 'dealer') and ("__new_audit_entries"."actor_type" = 'operator') = ("__new_audit_entries"."actor_id" is not null)))
);
--> statement-breakpoint
INSERT INTO `__new_audit_entries`("id", "at", "actor", "dealership_id", "actor_key_id", "portal_session", "request_id", "action", "target_type", "target_id", "before", "after", "actor_id", "actor_type", "actor_name", "actor_key_prefix") SELECT "id", "at", "actor", "dealership_id", "actor_key_id", "portal_session", "request_id", "action", "target_type", "target_id", "before", "after", "actor_id", "actor_type", "actor_name", "actor_key_prefix" FROM `audit_entries` ORDER BY rowid;--> statement-breakpoint
DROP TABLE `audit_entries`;--> statement-breakpoint
ALTER TABLE `__new_audit_entries` RENAME TO `audit_entries`;--> statement-breakpoint
CREATE INDEX `audit_entries_at_idx` ON `audit_entries` (`at`);--> statement-breakpoint
CREATE INDEX `audit_entries_target_idx` ON `audit_entries` (`target_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_entries_dealership_idx` ON `audit_entries` (`dealership_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_entries_actor_idx` ON `audit_entries` (`actor`,`at`);--> statement-breakpoint
CREATE INDEX `audit_entries_actor_key_idx` ON `audit_entries` (`actor_key_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_entries_actor_id_idx` ON `audit_entries` (`actor_id`,`at`) WHERE "audit_entries"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX `audit_entries_client_idx` ON `audit_entries` (`client_id`,`at`);--> statement-breakpoint
ALTER TABLE `api_clients` ADD `key_revoked_at` text;--> statement-breakpoint
CREATE INDEX `webhook_deliveries_client_created_idx` ON `webhook_deliveries` (`client_id`,`created_at`);