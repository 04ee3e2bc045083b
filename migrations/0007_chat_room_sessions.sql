CREATE TABLE `chat_room_sessions` (
	`session_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`group_id` integer NOT NULL,
	`joined_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`session_id`, `group_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `chat_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_room_sessions_user_id_idx` ON `chat_room_sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `chat_room_sessions_group_id_idx` ON `chat_room_sessions` (`group_id`);