CREATE TABLE `dev_payment_transfers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`recipient_code` text NOT NULL,
	`amount_kobo` integer NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'success' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dev_payment_transfers_reference_unique` ON `dev_payment_transfers` (`reference`);--> statement-breakpoint
ALTER TABLE `payments` ADD `handover_tries` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `released_at` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `transfer_reference` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `transfer_code` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `transfer_status` text;