CREATE TABLE `outbound_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel` text NOT NULL,
	`recipient` text NOT NULL,
	`user_id` integer,
	`kind` text NOT NULL,
	`subject` text,
	`body` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`next_attempt_at` text,
	`sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `outbound_messages_status_next_idx` ON `outbound_messages` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `outbound_messages_recipient_created_idx` ON `outbound_messages` (`recipient`,`created_at`);--> statement-breakpoint
CREATE INDEX `outbound_messages_user_created_idx` ON `outbound_messages` (`user_id`,`created_at`);