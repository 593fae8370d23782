-- The facts fleet pricing needs: a vehicle's tare and list price, and a quote's registration use and
-- date. drizzle-kit would rebuild both tables to add the CHECKs; columns are added in place instead
-- (SQLite checks a new column's CHECK against existing rows), which keeps `vehicles` rowids, and so
-- its FTS5 model index and triggers (0001), untouched. The snapshot is drizzle-kit's own.
ALTER TABLE `vehicles` ADD `tare_kg` integer CONSTRAINT "vehicles_tare_kg_check" CHECK(`tare_kg` is null or `tare_kg` between 300 and 10000);--> statement-breakpoint
ALTER TABLE `vehicles` ADD `list_price_cents` integer CONSTRAINT "vehicles_list_price_check" CHECK(`list_price_cents` is null or `list_price_cents` >= 0);--> statement-breakpoint
ALTER TABLE `quotes` ADD `registration_use` text DEFAULT 'business' NOT NULL CONSTRAINT "quotes_registration_use_check" CHECK(`registration_use` in ('business', 'private'));--> statement-breakpoint
ALTER TABLE `quotes` ADD `registration_date` text;
