-- Tenders close, and one of their quotes can be accepted (docs/quotes-and-tenders.md). Rebuilds
-- webhook_deliveries (a delivery is about a quote or, now, a tender: quote_id may be null) and
-- tenders (every tender has a closes_at). Each rebuild's INSERT ... SELECT was written by drizzle-kit to
-- read the new columns from the old tables, which lack them: it is corrected by hand to give them
-- their first values (scripts/deploy/migrations-check.ts refuses the uncorrected form).
-- D1 always enforces foreign keys; deferring them lets quotes, webhook_attempts and
-- webhook_deliveries keep pointing at the tables being swapped within this migration's transaction.
-- contract: each rebuilt table keeps every column of the old one, with the same name and meaning, so
-- the version still running while a deploy rolls out reads and writes them as before: its deliveries
-- name a quote as always, and a tender it writes without closes_at gets one from the trigger below
-- (closes_at is left nullable in the table for that version; this version always writes it).
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`quote_id` text,
	`tender_id` text,
	`client_id` text NOT NULL,
	`url` text NOT NULL,
	`event` text DEFAULT 'quote.completed' NOT NULL,
	`payload` text NOT NULL,
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
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tender_id`) REFERENCES `tenders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`client_id`) REFERENCES `api_clients`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "webhook_deliveries_status_check" CHECK("__new_webhook_deliveries"."status" in ('pending', 'delivered', 'abandoned')),
	CONSTRAINT "webhook_deliveries_attempts_check" CHECK("__new_webhook_deliveries"."attempts" between 0 and 3),
	CONSTRAINT "webhook_deliveries_one_subject" CHECK(("__new_webhook_deliveries"."quote_id" is null) <> ("__new_webhook_deliveries"."tender_id" is null))
);
--> statement-breakpoint
INSERT INTO `__new_webhook_deliveries`("id", "quote_id", "tender_id", "client_id", "url", "event", "payload", "status", "attempts", "redeliveries", "redrives", "enqueued_at", "next_attempt_at", "locked_until", "last_error", "finished_at", "created_at", "updated_at") SELECT "id", "quote_id", NULL, "client_id", "url", "event", "payload", "status", "attempts", "redeliveries", "redrives", "enqueued_at", "next_attempt_at", "locked_until", "last_error", "finished_at", "created_at", "updated_at" FROM `webhook_deliveries`;--> statement-breakpoint
DROP TABLE `webhook_deliveries`;--> statement-breakpoint
ALTER TABLE `__new_webhook_deliveries` RENAME TO `webhook_deliveries`;--> statement-breakpoint
CREATE INDEX `webhook_deliveries_status_next_idx` ON `webhook_deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_quote_idx` ON `webhook_deliveries` (`quote_id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_tender_idx` ON `webhook_deliveries` (`tender_id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_finished_idx` ON `webhook_deliveries` (`finished_at`);--> statement-breakpoint
ALTER TABLE `quotes` ADD `outcome` text;--> statement-breakpoint
ALTER TABLE `quotes` ADD `outcome_at` text;--> statement-breakpoint
ALTER TABLE `quotes` ADD `order_reference` text;--> statement-breakpoint
CREATE TABLE `__new_tenders` (
	`id` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`vehicle_id` text,
	`requested_model` text,
	`requested_version` text,
	`state` text,
	`dealerships` text NOT NULL,
	`callback_url` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`closes_at` text,
	`closed_at` text,
	`close_reason` text,
	`awarded_quote_id` text,
	`close_token` text,
	FOREIGN KEY (`client_id`) REFERENCES `api_clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "tenders_closed_with_reason" CHECK(("__new_tenders"."closed_at" is null) = ("__new_tenders"."close_reason" is null)),
	CONSTRAINT "tenders_awarded_closed" CHECK("__new_tenders"."awarded_quote_id" is null or "__new_tenders"."closed_at" is not null)
);
--> statement-breakpoint
INSERT INTO `__new_tenders`("id", "client_id", "vehicle_id", "requested_model", "requested_version", "state", "dealerships", "callback_url", "created_at", "closes_at", "closed_at", "close_reason", "awarded_quote_id", "close_token") SELECT "id", "client_id", "vehicle_id", "requested_model", "requested_version", "state", "dealerships", (SELECT "callback_url" FROM `quotes` WHERE "tender_id" = `tenders`."id" AND "callback_url" IS NOT NULL LIMIT 1), "created_at", strftime('%Y-%m-%dT%H:%M:%fZ', "created_at", '+72 hours'), NULL, NULL, NULL, NULL FROM `tenders`;--> statement-breakpoint
DROP TABLE `tenders`;--> statement-breakpoint
ALTER TABLE `__new_tenders` RENAME TO `tenders`;--> statement-breakpoint
PRAGMA defer_foreign_keys = off;--> statement-breakpoint
CREATE INDEX `tenders_client_created_idx` ON `tenders` (`client_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `tenders_open_closes_idx` ON `tenders` (`closes_at`) WHERE "tenders"."closed_at" is null;--> statement-breakpoint
CREATE TRIGGER `tenders_closes_at_default` AFTER INSERT ON `tenders` WHEN new.`closes_at` IS NULL BEGIN
	UPDATE `tenders` SET `closes_at` = strftime('%Y-%m-%dT%H:%M:%fZ', new.`created_at`, '+72 hours') WHERE `id` = new.`id`;
END;
