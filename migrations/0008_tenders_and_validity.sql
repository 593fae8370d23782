-- Tenders (one request, several dealerships) and how long a priced quote holds. The dealerships
-- column is added in place with its CHECK (drizzle-kit would rebuild the table for it); the
-- snapshot is drizzle-kit's own.
CREATE TABLE `tenders` (
	`id` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`vehicle_id` text,
	`requested_model` text,
	`requested_version` text,
	`state` text,
	`dealerships` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `api_clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `tenders_client_created_idx` ON `tenders` (`client_id`,`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `dealerships` ADD `quote_validity_days` integer DEFAULT 14 NOT NULL CONSTRAINT "dealerships_quote_validity_days_check" CHECK(`quote_validity_days` between 1 and 90);--> statement-breakpoint
ALTER TABLE `idempotency_keys` ADD `tender_id` text;--> statement-breakpoint
ALTER TABLE `quotes` ADD `tender_id` text REFERENCES tenders(id);--> statement-breakpoint
ALTER TABLE `quotes` ADD `valid_until` text;--> statement-breakpoint
CREATE INDEX `quotes_tender_idx` ON `quotes` (`tender_id`);