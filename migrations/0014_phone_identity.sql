-- E-mail becomes optional and the phone unique (docs/decisions/018-phone-identity.md). SQLite cannot drop NOT NULL in place,
-- so users is rebuilt. D1 keeps foreign keys on inside a migration, and dropping a parent table deletes its rows first,
-- which cascades: so the rows of every table that cascades (or sets null) from users are kept aside and put back, and
-- users is recreated under its own name and refilled so the deferred checks of the other child tables are satisfied.
PRAGMA defer_foreign_keys = on;
--> statement-breakpoint
CREATE TABLE `_keep_users` AS SELECT * FROM `users`;
--> statement-breakpoint
CREATE TABLE `_keep_sessions` AS SELECT * FROM `sessions`;
--> statement-breakpoint
CREATE TABLE `_keep_enrollments` AS SELECT * FROM `enrollments`;
--> statement-breakpoint
CREATE TABLE `_keep_lesson_progress` AS SELECT * FROM `lesson_progress`;
--> statement-breakpoint
CREATE TABLE `_keep_chat_room_sessions` AS SELECT * FROM `chat_room_sessions`;
--> statement-breakpoint
CREATE TABLE `_keep_quiz_attempts` AS SELECT * FROM `quiz_attempts`;
--> statement-breakpoint
CREATE TABLE `_keep_outbound_messages` AS SELECT `id`, `user_id` FROM `outbound_messages` WHERE `user_id` IS NOT NULL;
--> statement-breakpoint
DROP TABLE `users`;
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text,
	`password_hash` text NOT NULL,
	`full_name` text NOT NULL,
	`role` text NOT NULL,
	`phone` text,
	`location` text,
	`verification_badge` text,
	`is_verified` integer DEFAULT false NOT NULL,
	`low_data` integer DEFAULT false NOT NULL,
	`language` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
INSERT INTO `users`("id", "email", "password_hash", "full_name", "role", "phone", "location", "verification_badge", "is_verified", "low_data", "language", "created_at", "updated_at") SELECT "id", "email", "password_hash", "full_name", "role", "phone", "location", "verification_badge", "is_verified", "low_data", "language", "created_at", "updated_at" FROM `_keep_users`;
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_phone_unique` ON `users` (`phone`) WHERE phone IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`);
--> statement-breakpoint
INSERT OR IGNORE INTO `sessions` SELECT * FROM `_keep_sessions`;
--> statement-breakpoint
INSERT OR IGNORE INTO `enrollments` SELECT * FROM `_keep_enrollments`;
--> statement-breakpoint
INSERT OR IGNORE INTO `lesson_progress` SELECT * FROM `_keep_lesson_progress`;
--> statement-breakpoint
INSERT OR IGNORE INTO `chat_room_sessions` SELECT * FROM `_keep_chat_room_sessions`;
--> statement-breakpoint
INSERT OR IGNORE INTO `quiz_attempts` SELECT * FROM `_keep_quiz_attempts`;
--> statement-breakpoint
UPDATE `outbound_messages` SET `user_id` = (SELECT `k`.`user_id` FROM `_keep_outbound_messages` AS `k` WHERE `k`.`id` = `outbound_messages`.`id`)
WHERE `id` IN (SELECT `id` FROM `_keep_outbound_messages`);
--> statement-breakpoint
DROP TABLE `_keep_users`;
--> statement-breakpoint
DROP TABLE `_keep_sessions`;
--> statement-breakpoint
DROP TABLE `_keep_enrollments`;
--> statement-breakpoint
DROP TABLE `_keep_lesson_progress`;
--> statement-breakpoint
DROP TABLE `_keep_chat_room_sessions`;
--> statement-breakpoint
DROP TABLE `_keep_quiz_attempts`;
--> statement-breakpoint
DROP TABLE `_keep_outbound_messages`;
--> statement-breakpoint
CREATE TABLE `one_time_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`purpose` text NOT NULL,
	`channel` text NOT NULL,
	`recipient` text NOT NULL,
	`user_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `one_time_codes_recipient_idx` ON `one_time_codes` (`purpose`,`recipient`,`id`);
--> statement-breakpoint
CREATE INDEX `one_time_codes_hash_idx` ON `one_time_codes` (`code_hash`);
--> statement-breakpoint
CREATE INDEX `one_time_codes_user_idx` ON `one_time_codes` (`user_id`);
