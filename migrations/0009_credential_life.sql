-- Credentials that can end and be replaced (issue 20): an FMO key rotated with a grace period (the
-- previous key's hash beside the current one), a webhook secret rotated by generation (secrets are
-- still derived, never stored), and per-dealership generations that end every portal link and
-- session at once. drizzle-kit would rebuild api_clients and dealerships to add the CHECKs; the
-- columns are added in place instead (SQLite checks a new column's CHECK against existing rows),
-- and the index on lower(contact_email) is written as an expression (drizzle-kit quotes it as a
-- column name). The snapshot is drizzle-kit's own.
ALTER TABLE `api_clients` ADD `previous_key_hash` text;--> statement-breakpoint
ALTER TABLE `api_clients` ADD `previous_key_prefix` text;--> statement-breakpoint
ALTER TABLE `api_clients` ADD `previous_key_expires_at` text CONSTRAINT "api_clients_previous_key_complete" CHECK((`previous_key_hash` is null) = (`previous_key_expires_at` is null));--> statement-breakpoint
ALTER TABLE `api_clients` ADD `webhook_secret_generation` integer DEFAULT 1 NOT NULL CONSTRAINT "api_clients_webhook_secret_generation_check" CHECK(`webhook_secret_generation` >= 1);--> statement-breakpoint
ALTER TABLE `api_clients` ADD `previous_webhook_secret_expires_at` text;--> statement-breakpoint
ALTER TABLE `api_clients` ADD `webhook_secret_rotated_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `api_clients_previous_key_hash_idx` ON `api_clients` (`previous_key_hash`);--> statement-breakpoint
CREATE INDEX `api_clients_contact_email_idx` ON `api_clients` (lower(`contact_email`));--> statement-breakpoint
ALTER TABLE `dealerships` ADD `link_generation` integer DEFAULT 1 NOT NULL CONSTRAINT "dealerships_link_generation_check" CHECK(`link_generation` >= 1);--> statement-breakpoint
ALTER TABLE `dealerships` ADD `session_generation` integer DEFAULT 1 NOT NULL CONSTRAINT "dealerships_session_generation_check" CHECK(`session_generation` >= 1);--> statement-breakpoint
ALTER TABLE `portal_sessions` ADD `generation` integer DEFAULT 1 NOT NULL;
