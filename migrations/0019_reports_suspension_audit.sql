-- Suspension: when an admin suspended the account (null: not suspended), with a partial index of the few suspended.
ALTER TABLE `users` ADD `suspended_at` text;--> statement-breakpoint
CREATE INDEX `users_suspended_idx` ON `users` (`id`) WHERE "users"."suspended_at" IS NOT NULL;--> statement-breakpoint
-- A suspended seller's listings carry the mark themselves, set and cleared in the suspension's batch: the public
-- listing rule then reads only the listing's own row (a lookup in users per listing doubled the rows read).
ALTER TABLE `listings` ADD `seller_suspended` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Content an admin removed after a report: kept for the record, shown to nobody.
ALTER TABLE `group_messages` ADD `removed_at` text;--> statement-breakpoint
ALTER TABLE `hub_posts` ADD `removed_at` text;--> statement-breakpoint
ALTER TABLE `hub_post_replies` ADD `removed_at` text;--> statement-breakpoint
CREATE TABLE `reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reporter_id` integer NOT NULL,
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`reason` text NOT NULL,
	`details` text,
	`status` text DEFAULT 'open' NOT NULL,
	`action` text,
	`note` text,
	`resolved_by` integer,
	`resolved_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reports_one_open` ON `reports` (`reporter_id`,`target_type`,`target_id`) WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX `reports_status_idx` ON `reports` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `reports_target_idx` ON `reports` (`target_type`,`target_id`,`status`);--> statement-breakpoint
CREATE INDEX `reports_resolved_by_idx` ON `reports` (`resolved_by`);--> statement-breakpoint
CREATE TABLE `admin_audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_admin_idx` ON `admin_audit_log` (`admin_id`,`id`);--> statement-breakpoint
CREATE INDEX `admin_audit_log_action_idx` ON `admin_audit_log` (`action`,`id`);--> statement-breakpoint
-- Append-only in the database itself: no route, script or mistake can rewrite or erase what an admin did.
CREATE TRIGGER `admin_audit_log_no_update` BEFORE UPDATE ON `admin_audit_log` BEGIN
	SELECT RAISE(ABORT, 'admin_audit_log is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `admin_audit_log_no_delete` BEFORE DELETE ON `admin_audit_log` BEGIN
	SELECT RAISE(ABORT, 'admin_audit_log is append-only');
END;
