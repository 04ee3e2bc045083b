-- When the user first opened their dashboard (null: never, so the next view greets a newcomer).
ALTER TABLE `users` ADD `welcomed_at` text;--> statement-breakpoint
-- Accounts that already exist have used Gona before: they keep being welcomed back.
UPDATE `users` SET `welcomed_at` = `created_at`;
