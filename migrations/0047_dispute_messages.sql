CREATE TABLE `dispute_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dispute_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`side` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`dispute_id`) REFERENCES `payment_disputes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "dispute_messages_side_known" CHECK("dispute_messages"."side" IN ('buyer', 'seller')),
	CONSTRAINT "dispute_messages_body_length" CHECK(length("dispute_messages"."body") BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE INDEX `dispute_messages_dispute_idx` ON `dispute_messages` (`dispute_id`,`id`);--> statement-breakpoint
DROP INDEX `ledger_entries_once_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_once_idx` ON `ledger_entries` (`payment_id`,`kind`) WHERE kind = 'buyer_paid' OR (kind = 'fee' AND amount_kobo >= 0);