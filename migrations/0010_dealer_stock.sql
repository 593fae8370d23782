-- Dealers keep their own stock, prices and accessories: every row a dealer or the operator changes
-- records when and by whom (the operator, or the dealer key used). drizzle-kit would rebuild
-- dealer_inventory, dealer_accessories and dealerships to add the CHECKs; the columns are added in
-- place instead, each CHECK on the last column it names (SQLite checks it against existing rows,
-- all null here). Rows written before this have no author (null). The snapshot is drizzle-kit's own.
ALTER TABLE `dealer_inventory` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `dealer_inventory` ADD `updated_by_key_id` text REFERENCES dealer_keys(id) CONSTRAINT "dealer_inventory_updated_by_check" CHECK(`updated_by` is null or (`updated_by` = 'operator' and `updated_by_key_id` is null) or (`updated_by` = 'dealer' and `updated_by_key_id` is not null));--> statement-breakpoint
ALTER TABLE `dealer_accessories` ADD `updated_at` text;--> statement-breakpoint
ALTER TABLE `dealer_accessories` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `dealer_accessories` ADD `updated_by_key_id` text REFERENCES dealer_keys(id) CONSTRAINT "dealer_accessories_updated_by_check" CHECK(`updated_by` is null or (`updated_by` = 'operator' and `updated_by_key_id` is null) or (`updated_by` = 'dealer' and `updated_by_key_id` is not null));--> statement-breakpoint
ALTER TABLE `dealerships` ADD `settings_updated_at` text;--> statement-breakpoint
ALTER TABLE `dealerships` ADD `settings_updated_by` text;--> statement-breakpoint
ALTER TABLE `dealerships` ADD `settings_updated_by_key_id` text REFERENCES dealer_keys(id) CONSTRAINT "dealerships_settings_updated_by_check" CHECK(`settings_updated_by` is null or (`settings_updated_by` = 'operator' and `settings_updated_by_key_id` is null) or (`settings_updated_by` = 'dealer' and `settings_updated_by_key_id` is not null));
