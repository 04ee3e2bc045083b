CREATE TABLE `payment_transfers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` integer NOT NULL,
	`reference` text NOT NULL,
	`status` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_transfers_reference_unique` ON `payment_transfers` (`reference`);--> statement-breakpoint
CREATE INDEX `payment_transfers_payment_idx` ON `payment_transfers` (`payment_id`);--> statement-breakpoint
ALTER TABLE `payments` ADD `transfer_retries` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `transfer_error` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `transfer_retry_at` text;