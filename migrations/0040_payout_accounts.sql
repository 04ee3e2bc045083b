CREATE TABLE `payout_accounts` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`bank_code` text NOT NULL,
	`bank_name` text NOT NULL,
	`account_number` text NOT NULL,
	`account_name` text NOT NULL,
	`recipient_code` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "payout_accounts_number_digits" CHECK(length("payout_accounts"."account_number") = 10 AND "payout_accounts"."account_number" NOT GLOB '*[^0-9]*')
);
