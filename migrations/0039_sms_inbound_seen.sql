CREATE TABLE `sms_inbound_seen` (
	`gateway_id` text PRIMARY KEY NOT NULL,
	`received_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sms_inbound_seen_received_idx` ON `sms_inbound_seen` (`received_at`);