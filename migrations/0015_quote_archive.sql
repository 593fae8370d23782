-- Old quotes move to R2 and live ones stay small (docs/jobs-and-retention.md): archived_quotes keeps
-- an archived quote's thin row; charge_provenance holds each priced charge's dates, sources and notes
-- once; quotes gain the drive-away total (backfilled, and kept by the triggers below for rows the
-- previous version writes) and the refs of a packed breakdown, and their list indexes order by the
-- creation instant in milliseconds, as archived rows do. webhook_deliveries (quote_id without a
-- foreign key, payload nullable) and portal_sessions (quote_id without a foreign key) are rebuilt: an
-- archived quote's redelivered delivery and its e-mailed link outlive its row. Finished e-mails and
-- deliveries leave the sweep's indexes (now partial), and e-mails are indexed by quote for the archive.
-- D1 always enforces foreign keys; deferring them lets webhook_attempts keep pointing at the table
-- being swapped within this migration's transaction.
-- contract: each rebuilt table keeps every column of the old one, with the same name and meaning, and
-- the previous version writes payloads and JSON pricing as before. It cannot read what this version
-- writes (packed pricing, payloads composed when sent): deploy this version all at once, and do not
-- roll back past it (docs/deploy.md, rollout notes).
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `archived_quotes` (
	`id` text NOT NULL,
	`seq` integer NOT NULL,
	`client_id` text NOT NULL,
	`dealership_id` text NOT NULL,
	`tender_id` text,
	`vehicle_id` text,
	`requested_model` text,
	`requested_version` text,
	`status` text NOT NULL,
	`channel` text NOT NULL,
	`client_name` text NOT NULL,
	`client_email` text,
	`quantity` integer NOT NULL,
	`created_ms` integer NOT NULL,
	`sent_ms` integer,
	`valid_until_ms` integer,
	`outcome` text,
	`outcome_ms` integer,
	`total_cents` integer,
	`object_key` text NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `api_clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`dealership_id`) REFERENCES `dealerships`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tender_id`) REFERENCES `tenders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `archived_quotes_id_idx` ON `archived_quotes` (substr("id", 1, 8));--> statement-breakpoint
CREATE INDEX `archived_quotes_client_created_idx` ON `archived_quotes` (`client_id`,`created_ms`,`seq`);--> statement-breakpoint
CREATE INDEX `archived_quotes_dealership_created_idx` ON `archived_quotes` (`dealership_id`,`created_ms`,`seq`);--> statement-breakpoint
CREATE INDEX `archived_quotes_tender_idx` ON `archived_quotes` (`tender_id`) WHERE "archived_quotes"."tender_id" is not null;--> statement-breakpoint
CREATE TABLE `charge_provenance` (
	`id` integer PRIMARY KEY NOT NULL,
	`ref` text NOT NULL,
	`body` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `charge_provenance_ref_idx` ON `charge_provenance` (`ref`);--> statement-breakpoint
CREATE TABLE `__new_portal_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`dealership_id` text NOT NULL,
	`dealer_key_id` text,
	`quote_id` text,
	`generation` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`dealership_id`) REFERENCES `dealerships`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`dealer_key_id`) REFERENCES `dealer_keys`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "portal_sessions_key_or_link" CHECK(("__new_portal_sessions"."dealer_key_id" is null) <> ("__new_portal_sessions"."quote_id" is null))
);
--> statement-breakpoint
INSERT INTO `__new_portal_sessions`("token_hash", "dealership_id", "dealer_key_id", "quote_id", "generation", "created_at", "expires_at") SELECT "token_hash", "dealership_id", "dealer_key_id", "quote_id", "generation", "created_at", "expires_at" FROM `portal_sessions`;--> statement-breakpoint
DROP TABLE `portal_sessions`;--> statement-breakpoint
ALTER TABLE `__new_portal_sessions` RENAME TO `portal_sessions`;--> statement-breakpoint
CREATE INDEX `portal_sessions_expires_idx` ON `portal_sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `__new_webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`quote_id` text,
	`tender_id` text,
	`client_id` text NOT NULL,
	`url` text NOT NULL,
	`event` text DEFAULT 'quote.completed' NOT NULL,
	`payload` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`redeliveries` integer DEFAULT 0 NOT NULL,
	`redrives` integer DEFAULT 0 NOT NULL,
	`enqueued_at` text,
	`next_attempt_at` text,
	`locked_until` text,
	`last_error` text,
	`finished_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`tender_id`) REFERENCES `tenders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`client_id`) REFERENCES `api_clients`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "webhook_deliveries_status_check" CHECK("__new_webhook_deliveries"."status" in ('pending', 'delivered', 'abandoned')),
	CONSTRAINT "webhook_deliveries_attempts_check" CHECK("__new_webhook_deliveries"."attempts" between 0 and 3),
	CONSTRAINT "webhook_deliveries_one_subject" CHECK(("__new_webhook_deliveries"."quote_id" is null) <> ("__new_webhook_deliveries"."tender_id" is null))
);
--> statement-breakpoint
INSERT INTO `__new_webhook_deliveries`("id", "quote_id", "tender_id", "client_id", "url", "event", "payload", "status", "attempts", "redeliveries", "redrives", "enqueued_at", "next_attempt_at", "locked_until", "last_error", "finished_at", "created_at", "updated_at") SELECT "id", "quote_id", "tender_id", "client_id", "url", "event", "payload", "status", "attempts", "redeliveries", "redrives", "enqueued_at", "next_attempt_at", "locked_until", "last_error", "finished_at", "created_at", "updated_at" FROM `webhook_deliveries`;--> statement-breakpoint
DROP TABLE `webhook_deliveries`;--> statement-breakpoint
ALTER TABLE `__new_webhook_deliveries` RENAME TO `webhook_deliveries`;--> statement-breakpoint
CREATE INDEX `webhook_deliveries_status_next_idx` ON `webhook_deliveries` (`status`,`next_attempt_at`) WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX `webhook_deliveries_quote_idx` ON `webhook_deliveries` (`quote_id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_tender_idx` ON `webhook_deliveries` (`tender_id`);--> statement-breakpoint
DROP INDEX `email_outbox_finished_idx`;--> statement-breakpoint
DROP INDEX `email_outbox_status_next_idx`;--> statement-breakpoint
CREATE INDEX `email_outbox_quote_idx` ON `email_outbox` (`quote_id`);--> statement-breakpoint
CREATE INDEX `email_outbox_status_next_idx` ON `email_outbox` (`status`,`next_attempt_at`) WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
DROP INDEX `quotes_dealership_status_idx`;--> statement-breakpoint
DROP INDEX `quotes_client_created_idx`;--> statement-breakpoint
DROP INDEX `quotes_tender_idx`;--> statement-breakpoint
ALTER TABLE `quotes` ADD `provenance_ids` text;--> statement-breakpoint
ALTER TABLE `quotes` ADD `total_cents` integer;--> statement-breakpoint
UPDATE `quotes` SET `total_cents` = `pricing` ->> '$.totalDriveAwayCents' WHERE `pricing` IS NOT NULL;--> statement-breakpoint
CREATE TRIGGER `quotes_total_of_json_pricing` AFTER UPDATE OF `pricing` ON `quotes`
WHEN new.`total_cents` IS NULL AND typeof(new.`pricing`) = 'text'
BEGIN
	UPDATE `quotes` SET `total_cents` = new.`pricing` ->> '$.totalDriveAwayCents' WHERE `id` = new.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `quotes_total_of_json_pricing_insert` AFTER INSERT ON `quotes`
WHEN new.`total_cents` IS NULL AND typeof(new.`pricing`) = 'text'
BEGIN
	UPDATE `quotes` SET `total_cents` = new.`pricing` ->> '$.totalDriveAwayCents' WHERE `id` = new.`id`;
END;--> statement-breakpoint
CREATE INDEX `quotes_dealership_created_idx` ON `quotes` (`dealership_id`,cast(round((julianday("created_at") - 2440587.5) * 86400000) as integer));--> statement-breakpoint
CREATE INDEX `quotes_client_created_idx` ON `quotes` (`client_id`,cast(round((julianday("created_at") - 2440587.5) * 86400000) as integer));--> statement-breakpoint
CREATE INDEX `quotes_tender_idx` ON `quotes` (`tender_id`) WHERE "quotes"."tender_id" is not null;