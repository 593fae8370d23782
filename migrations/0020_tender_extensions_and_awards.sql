ALTER TABLE `tenders` ADD `extensions` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `tenders` ADD `awards` text;--> statement-breakpoint
ALTER TABLE `tenders` ADD `award_reason` text;