-- Rebuilds quotes so that vehicle_id may be null (SQLite cannot relax NOT NULL in place).
-- D1 always enforces foreign keys; deferring them lets email_outbox and webhook_deliveries keep
-- pointing at "quotes" while the table is swapped within this migration's transaction.
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_quotes` (
	`id` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`dealership_id` text NOT NULL,
	`vehicle_id` text,
	`requested_model` text,
	`requested_version` text,
	`status` text NOT NULL,
	`channel` text NOT NULL,
	`client_name` text NOT NULL,
	`client_email` text,
	`client_phone` text,
	`postcode` text,
	`quantity` integer DEFAULT 1 NOT NULL,
	`accessory_ids` text NOT NULL,
	`notes` text,
	`callback_url` text,
	`pricing` text,
	`dealer_notes` text,
	`completion_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text,
	FOREIGN KEY (`client_id`) REFERENCES `api_clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`dealership_id`) REFERENCES `dealerships`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "quotes_status_check" CHECK("__new_quotes"."status" in ('pending', 'sent', 'draft')),
	CONSTRAINT "quotes_quantity_check" CHECK("__new_quotes"."quantity" between 1 and 1000)
);
--> statement-breakpoint
INSERT INTO `__new_quotes`("id", "client_id", "dealership_id", "vehicle_id", "requested_model", "requested_version", "status", "channel", "client_name", "client_email", "client_phone", "postcode", "quantity", "accessory_ids", "notes", "callback_url", "pricing", "dealer_notes", "completion_id", "created_at", "sent_at") SELECT "id", "client_id", "dealership_id", "vehicle_id", NULL, NULL, "status", "channel", "client_name", "client_email", "client_phone", "postcode", "quantity", "accessory_ids", "notes", "callback_url", "pricing", "dealer_notes", "completion_id", "created_at", "sent_at" FROM `quotes`;--> statement-breakpoint
DROP TABLE `quotes`;--> statement-breakpoint
ALTER TABLE `__new_quotes` RENAME TO `quotes`;--> statement-breakpoint
PRAGMA defer_foreign_keys = off;--> statement-breakpoint
CREATE INDEX `quotes_client_created_idx` ON `quotes` (`client_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `quotes_dealership_status_idx` ON `quotes` (`dealership_id`,`status`,`created_at`);