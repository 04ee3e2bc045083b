ALTER TABLE `group_messages` ADD `audio_key` text;--> statement-breakpoint
ALTER TABLE `group_messages` ADD `audio_content_type` text;--> statement-breakpoint
ALTER TABLE `group_messages` ADD `audio_size` integer;--> statement-breakpoint
ALTER TABLE `group_messages` ADD `audio_duration_ms` integer;--> statement-breakpoint
CREATE INDEX `group_messages_audio_key_idx` ON `group_messages` (`audio_key`);