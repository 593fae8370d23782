-- Named operators, each with a key of their own (docs/operations.md), and who made each audit entry,
-- by name: its actor's type, the operator's id, the operator's or the dealership's name, and the
-- display prefix of the key used.
-- Hand-edited: drizzle-kit rebuilds audit_entries for its new CHECK (a contract step the deploy
-- refuses); the columns are added in place instead, the CHECK inline on `actor_type`, which SQLite
-- checks against the existing rows (all null), as 0007 to 0010 do. `actor_id` comes first, as the
-- CHECK names it; queries name their columns, so the order differs from drizzle-kit's snapshot
-- (kept as written) without effect. The entries written before are then read as they were made:
-- the operator's side had only the ADMIN_TOKEN (`bootstrap`), a dealer's change names its key's
-- prefix and its dealership (by its name now).
CREATE TABLE `operators` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`scope` text NOT NULL,
	`key_hash` text NOT NULL,
	`key_prefix` text NOT NULL,
	`created_at` text NOT NULL,
	`revoked_at` text,
	CONSTRAINT "operators_scope_check" CHECK("operators"."scope" in ('read', 'write'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `operators_key_hash_idx` ON `operators` (`key_hash`);--> statement-breakpoint
CREATE INDEX `operators_created_idx` ON `operators` (`created_at`);--> statement-breakpoint
ALTER TABLE `audit_entries` ADD `actor_id` text;--> statement-breakpoint
ALTER TABLE `audit_entries` ADD `actor_type` text CONSTRAINT "audit_entries_actor_type_check" CHECK("actor_type" is null or (("actor_type" = 'dealer') = ("actor" = 'dealer') and ("actor_type" = 'operator') = ("actor_id" is not null)));--> statement-breakpoint
ALTER TABLE `audit_entries` ADD `actor_name` text;--> statement-breakpoint
ALTER TABLE `audit_entries` ADD `actor_key_prefix` text;--> statement-breakpoint
CREATE INDEX `audit_entries_actor_id_idx` ON `audit_entries` (`actor_id`,`at`) WHERE "audit_entries"."actor_id" is not null;--> statement-breakpoint
UPDATE `audit_entries` SET
	`actor_type` = CASE `actor` WHEN 'dealer' THEN 'dealer' ELSE 'bootstrap' END,
	`actor_name` = CASE `actor` WHEN 'dealer' THEN (SELECT `name` FROM `dealerships` WHERE `dealerships`.`id` = `audit_entries`.`dealership_id`) END,
	`actor_key_prefix` = CASE `actor` WHEN 'dealer' THEN (SELECT `key_prefix` FROM `dealer_keys` WHERE `dealer_keys`.`id` = `audit_entries`.`actor_key_id`) END;
