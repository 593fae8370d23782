CREATE TABLE `api_clients` (
	`id` text PRIMARY KEY NOT NULL,
	`company_name` text NOT NULL,
	`contact_email` text NOT NULL,
	`contact_phone` text,
	`company_abn` text,
	`key_hash` text NOT NULL,
	`key_prefix` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_clients_key_hash_idx` ON `api_clients` (`key_hash`);--> statement-breakpoint
CREATE TABLE `dealer_accessories` (
	`id` text PRIMARY KEY NOT NULL,
	`dealership_id` text NOT NULL,
	`name` text NOT NULL,
	`price_cents` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`dealership_id`) REFERENCES `dealerships`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "dealer_accessories_price_non_negative" CHECK("dealer_accessories"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `dealer_accessories_dealership_idx` ON `dealer_accessories` (`dealership_id`);--> statement-breakpoint
CREATE TABLE `dealer_inventory` (
	`dealership_id` text NOT NULL,
	`vehicle_id` text NOT NULL,
	`price_cents` integer NOT NULL,
	`available` integer DEFAULT true NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`dealership_id`, `vehicle_id`),
	FOREIGN KEY (`dealership_id`) REFERENCES `dealerships`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "dealer_inventory_price_non_negative" CHECK("dealer_inventory"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `dealer_inventory_vehicle_available_idx` ON `dealer_inventory` (`vehicle_id`,`available`,`dealership_id`);--> statement-breakpoint
CREATE TABLE `dealer_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`dealership_id` text NOT NULL,
	`key_hash` text NOT NULL,
	`key_prefix` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`dealership_id`) REFERENCES `dealerships`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dealer_keys_key_hash_idx` ON `dealer_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `dealer_keys_dealership_idx` ON `dealer_keys` (`dealership_id`);--> statement-breakpoint
CREATE TABLE `dealerships` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`contact_email` text,
	`suburb` text,
	`state` text,
	`postcode` text,
	`approved` integer DEFAULT false NOT NULL,
	`tier` text DEFAULT 'standard' NOT NULL,
	`auto_respond` integer DEFAULT false NOT NULL,
	`delivery_fee_cents` integer DEFAULT 0 NOT NULL,
	`standard_margin_cents` integer DEFAULT 0 NOT NULL,
	`api_margin_cents` integer,
	`credits` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "dealerships_tier_check" CHECK("dealerships"."tier" in ('standard', 'enterprise')),
	CONSTRAINT "dealerships_auto_respond_enterprise_only" CHECK("dealerships"."auto_respond" = 0 or "dealerships"."tier" = 'enterprise'),
	CONSTRAINT "dealerships_credits_non_negative" CHECK("dealerships"."credits" >= 0),
	CONSTRAINT "dealerships_money_non_negative" CHECK("dealerships"."delivery_fee_cents" >= 0 and "dealerships"."standard_margin_cents" >= 0 and ("dealerships"."api_margin_cents" is null or "dealerships"."api_margin_cents" >= 0))
);
--> statement-breakpoint
CREATE INDEX `dealerships_approved_name_idx` ON `dealerships` (`approved`,`name`,`id`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`quote_id` text NOT NULL,
	`kind` text NOT NULL,
	`recipient` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `email_outbox_status_idx` ON `email_outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`client_id` text NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`quote_id` text,
	`response_status` integer,
	`response_body` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`client_id`, `key`),
	FOREIGN KEY (`client_id`) REFERENCES `api_clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` text PRIMARY KEY NOT NULL,
	`client_id` text NOT NULL,
	`dealership_id` text NOT NULL,
	`vehicle_id` text NOT NULL,
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
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text,
	FOREIGN KEY (`client_id`) REFERENCES `api_clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`dealership_id`) REFERENCES `dealerships`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "quotes_status_check" CHECK("quotes"."status" in ('pending', 'sent', 'draft')),
	CONSTRAINT "quotes_quantity_check" CHECK("quotes"."quantity" between 1 and 1000)
);
--> statement-breakpoint
CREATE INDEX `quotes_client_created_idx` ON `quotes` (`client_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `quotes_dealership_status_idx` ON `quotes` (`dealership_id`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `vehicles` (
	`id` text PRIMARY KEY NOT NULL,
	`model` text NOT NULL,
	`version` text NOT NULL,
	`model_search_key` text NOT NULL,
	`body_class` text NOT NULL,
	`body_type` text NOT NULL,
	`powertrain` text NOT NULL,
	`engine` text,
	`cylinders` integer,
	`co2_g_per_km` integer,
	`image_url` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "vehicles_powertrain_check" CHECK("vehicles"."powertrain" in ('ice', 'hybrid', 'phev', 'bev', 'fcev')),
	CONSTRAINT "vehicles_body_class_check" CHECK("vehicles"."body_class" in ('passenger', 'commercial', 'motorcycle', 'heavy'))
);
--> statement-breakpoint
CREATE INDEX `vehicles_model_search_key_idx` ON `vehicles` (`model_search_key`);--> statement-breakpoint
CREATE TABLE `webhook_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`delivery_id` text NOT NULL,
	`attempt` integer NOT NULL,
	`attempted_at` text NOT NULL,
	`status_code` integer,
	`duration_ms` integer NOT NULL,
	`error` text,
	FOREIGN KEY (`delivery_id`) REFERENCES `webhook_deliveries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_attempts_delivery_attempt_idx` ON `webhook_attempts` (`delivery_id`,`attempt`);--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`quote_id` text NOT NULL,
	`client_id` text NOT NULL,
	`url` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`enqueued_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`client_id`) REFERENCES `api_clients`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "webhook_deliveries_status_check" CHECK("webhook_deliveries"."status" in ('pending', 'delivered', 'abandoned')),
	CONSTRAINT "webhook_deliveries_attempts_check" CHECK("webhook_deliveries"."attempts" between 0 and 3)
);
--> statement-breakpoint
CREATE INDEX `webhook_deliveries_status_idx` ON `webhook_deliveries` (`status`,`created_at`);