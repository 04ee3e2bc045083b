CREATE TABLE `dev_payment_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`amount_kobo` integer NOT NULL,
	`currency` text DEFAULT 'NGN' NOT NULL,
	`email` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`paid_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dev_payment_transactions_reference_unique` ON `dev_payment_transactions` (`reference`);--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` integer NOT NULL,
	`kind` text NOT NULL,
	`amount_kobo` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "ledger_entries_kind_known" CHECK("ledger_entries"."kind" IN ('buyer_paid', 'fee', 'held', 'released', 'refunded', 'transfer_failed'))
);
--> statement-breakpoint
CREATE INDEX `ledger_entries_payment_idx` ON `ledger_entries` (`payment_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_once_idx` ON `ledger_entries` (`payment_id`,`kind`) WHERE kind IN ('buyer_paid', 'fee');--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider` text NOT NULL,
	`event_key` text NOT NULL,
	`event` text NOT NULL,
	`reference` text,
	`payment_id` integer,
	`outcome` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_events_event_key_unique` ON `payment_events` (`event_key`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`buyer_id` integer NOT NULL,
	`seller_id` integer NOT NULL,
	`reference` text NOT NULL,
	`amount_kobo` integer NOT NULL,
	`fee_kobo` integer NOT NULL,
	`currency` text DEFAULT 'NGN' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider` text NOT NULL,
	`checkout_url` text,
	`access_code` text,
	`transfer_account_number` text,
	`transfer_bank_name` text,
	`transfer_account_name` text,
	`transfer_expires_at` text,
	`provider_transaction_id` text,
	`channel` text,
	`paid_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `purchase_requests`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "payments_amount_positive" CHECK("payments"."amount_kobo" > 0),
	CONSTRAINT "payments_fee_range" CHECK("payments"."fee_kobo" >= 0 AND "payments"."fee_kobo" <= "payments"."amount_kobo"),
	CONSTRAINT "payments_currency_ngn" CHECK("payments"."currency" = 'NGN'),
	CONSTRAINT "payments_status_known" CHECK("payments"."status" IN ('pending', 'held', 'released', 'refunded', 'disputed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_reference_unique` ON `payments` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_one_open_idx` ON `payments` (`request_id`) WHERE status IN ('pending', 'held', 'disputed');--> statement-breakpoint
CREATE INDEX `payments_request_idx` ON `payments` (`request_id`,`id`);