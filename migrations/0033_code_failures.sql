-- Failed code tries per account, kept an hour (docs/decisions/052-code-tries-and-the-sms-cap.md).
CREATE TABLE `code_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `code_failures_user_idx` ON `code_failures` (`user_id`,`created_at`);