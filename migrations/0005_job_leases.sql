DROP INDEX `email_outbox_status_idx`;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `redrives` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `next_attempt_at` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `locked_until` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `finished_at` text;--> statement-breakpoint
CREATE INDEX `email_outbox_status_next_idx` ON `email_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_finished_idx` ON `email_outbox` (`finished_at`);--> statement-breakpoint
DROP INDEX `webhook_attempts_delivery_attempt_idx`;--> statement-breakpoint
ALTER TABLE `webhook_attempts` ADD `series` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_attempts_delivery_series_attempt_idx` ON `webhook_attempts` (`delivery_id`,`series`,`attempt`);--> statement-breakpoint
CREATE INDEX `webhook_attempts_attempted_idx` ON `webhook_attempts` (`attempted_at`);--> statement-breakpoint
DROP INDEX `webhook_deliveries_status_idx`;--> statement-breakpoint
ALTER TABLE `webhook_deliveries` ADD `redeliveries` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `webhook_deliveries` ADD `redrives` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `webhook_deliveries` ADD `next_attempt_at` text;--> statement-breakpoint
ALTER TABLE `webhook_deliveries` ADD `locked_until` text;--> statement-breakpoint
ALTER TABLE `webhook_deliveries` ADD `last_error` text;--> statement-breakpoint
ALTER TABLE `webhook_deliveries` ADD `finished_at` text;--> statement-breakpoint
CREATE INDEX `webhook_deliveries_status_next_idx` ON `webhook_deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_quote_idx` ON `webhook_deliveries` (`quote_id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_finished_idx` ON `webhook_deliveries` (`finished_at`);--> statement-breakpoint
-- Backfill: rows written before this migration get the new bookkeeping from what they had.
UPDATE `email_outbox` SET `next_attempt_at` = coalesce(`updated_at`, `created_at`);--> statement-breakpoint
UPDATE `email_outbox` SET `finished_at` = coalesce(`updated_at`, `created_at`) WHERE `status` <> 'pending';--> statement-breakpoint
UPDATE `webhook_deliveries` SET `next_attempt_at` = coalesce(`updated_at`, `created_at`);--> statement-breakpoint
UPDATE `webhook_deliveries` SET `finished_at` = coalesce(`updated_at`, `created_at`) WHERE `status` <> 'pending';
