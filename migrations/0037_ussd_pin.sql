CREATE TABLE `ussd_answers` (
	`session_id` text NOT NULL,
	`phone` text NOT NULL,
	`text` text NOT NULL,
	`answer` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`session_id`, `phone`, `text`)
);
--> statement-breakpoint
CREATE INDEX `ussd_answers_created_idx` ON `ussd_answers` (`created_at`);--> statement-breakpoint
CREATE TABLE `ussd_pins` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`pin_hash` text NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`paused_until` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
