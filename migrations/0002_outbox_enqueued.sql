DROP INDEX `email_outbox_status_idx`;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `enqueued_at` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `last_error` text;--> statement-breakpoint
CREATE INDEX `email_outbox_status_idx` ON `email_outbox` (`status`,`enqueued_at`,`created_at`);--> statement-breakpoint
DROP INDEX `webhook_deliveries_status_idx`;--> statement-breakpoint
CREATE INDEX `webhook_deliveries_status_idx` ON `webhook_deliveries` (`status`,`enqueued_at`,`created_at`);