CREATE TABLE `dev_payment_refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`transaction_reference` text NOT NULL,
	`amount_kobo` integer NOT NULL,
	`note` text,
	`status` text DEFAULT 'processed' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payment_disputes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` integer NOT NULL,
	`request_id` integer NOT NULL,
	`buyer_id` integer NOT NULL,
	`reason` text NOT NULL,
	`details` text,
	`status` text DEFAULT 'open' NOT NULL,
	`refund_kobo` integer,
	`released_kobo` integer,
	`note` text,
	`resolved_by` integer,
	`resolved_at` text,
	`refund_code` text,
	`refund_status` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`request_id`) REFERENCES `purchase_requests`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "payment_disputes_reason_known" CHECK("payment_disputes"."reason" IN ('not_received', 'not_as_described', 'damaged', 'wrong_quantity', 'other')),
	CONSTRAINT "payment_disputes_status_known" CHECK("payment_disputes"."status" IN ('open', 'released', 'refunded')),
	CONSTRAINT "payment_disputes_amounts" CHECK("payment_disputes"."refund_kobo" IS NULL OR ("payment_disputes"."refund_kobo" >= 0 AND "payment_disputes"."released_kobo" >= 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_disputes_payment_unique` ON `payment_disputes` (`payment_id`);--> statement-breakpoint
CREATE INDEX `payment_disputes_status_idx` ON `payment_disputes` (`status`,`id`);