-- The operator's day without SQL (docs/operations.md): the credit ledger (credit_entries), the
-- audit record (audit_entries), drive-away estimates counted per client and day (estimate_counts),
-- when each key was last used, and the indexes the operator's lists read.
-- No table is rebuilt. credit_entries is WITHOUT ROWID (written here by hand; drizzle cannot say
-- it): an entry per quote, kept for good, is stored once, in its primary key's order (dealership,
-- at, seq: the statement's), with no rowid and no index beside it. Every existing balance becomes
-- its dealership's opening entry (an `adjustment` with a note, at the moment this runs), so each
-- statement adds up from the start.
-- email_outbox_quote_idx now holds only e-mails written before their ids were derived from their
-- quote (UUIDs, 36 characters): the archive finds newer ones by id. While the deploy rolls out, the
-- previous version's hourly archive reads a quote's e-mails without it (slower, not wrong).
CREATE TABLE `audit_entries` (
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
	CONSTRAINT "audit_entries_actor_check" CHECK(("audit_entries"."actor" = 'operator' and "audit_entries"."actor_key_id" is null) or ("audit_entries"."actor" = 'dealer' and "audit_entries"."actor_key_id" is not null and "audit_entries"."dealership_id" is not null))
);
--> statement-breakpoint
CREATE INDEX `audit_entries_at_idx` ON `audit_entries` (`at`);--> statement-breakpoint
CREATE INDEX `audit_entries_target_idx` ON `audit_entries` (`target_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_entries_dealership_idx` ON `audit_entries` (`dealership_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_entries_actor_idx` ON `audit_entries` (`actor`,`at`);--> statement-breakpoint
CREATE INDEX `audit_entries_actor_key_idx` ON `audit_entries` (`actor_key_id`,`at`);--> statement-breakpoint
CREATE TABLE `credit_entries` (
	`dealership_id` text NOT NULL,
	`seq` integer NOT NULL,
	`at` text NOT NULL,
	`change` integer NOT NULL,
	`balance` integer NOT NULL,
	`reason` text NOT NULL,
	`quote_id` text,
	`tender_id` text,
	`note` text,
	PRIMARY KEY(`dealership_id`, `at`, `seq`),
	FOREIGN KEY (`dealership_id`) REFERENCES `dealerships`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "credit_entries_seq_check" CHECK("credit_entries"."seq" >= 1),
	CONSTRAINT "credit_entries_balance_check" CHECK("credit_entries"."balance" >= 0),
	CONSTRAINT "credit_entries_reason_check" CHECK("credit_entries"."reason" in ('purchase', 'quote', 'returned', 'adjustment')),
	CONSTRAINT "credit_entries_adjustment_note" CHECK("credit_entries"."reason" <> 'adjustment' or coalesce(length(trim("credit_entries"."note")), 0) > 0),
	CONSTRAINT "credit_entries_quote_named" CHECK("credit_entries"."reason" not in ('quote', 'returned') or "credit_entries"."quote_id" is not null)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_entries_one_return_idx` ON `credit_entries` (`quote_id`) WHERE "credit_entries"."reason" = 'returned';--> statement-breakpoint
CREATE TABLE `estimate_counts` (
	`client_id` text NOT NULL,
	`day` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`client_id`, `day`),
	FOREIGN KEY (`client_id`) REFERENCES `api_clients`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "estimate_counts_count_check" CHECK("estimate_counts"."count" >= 0)
);
--> statement-breakpoint
CREATE INDEX `estimate_counts_day_idx` ON `estimate_counts` (`day`,`client_id`,`count`);--> statement-breakpoint
DROP INDEX `email_outbox_quote_idx`;--> statement-breakpoint
CREATE INDEX `email_outbox_quote_idx` ON `email_outbox` (`quote_id`) WHERE length("email_outbox"."id") = 36;--> statement-breakpoint
ALTER TABLE `api_clients` ADD `last_used_at` text;--> statement-breakpoint
ALTER TABLE `dealer_keys` ADD `last_used_at` text;--> statement-breakpoint
CREATE INDEX `dealerships_created_idx` ON `dealerships` (`created_at`);--> statement-breakpoint
CREATE INDEX `tenders_created_idx` ON `tenders` (`created_at`,`client_id`);--> statement-breakpoint
INSERT INTO `credit_entries` (`dealership_id`, `seq`, `at`, `change`, `balance`, `reason`, `note`) SELECT `id`, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), `credits`, `credits`, 'adjustment', 'Opening balance: the credits held when the statement began' FROM `dealerships`;
