CREATE TABLE `gateway_refusals` (
	`hour` text NOT NULL,
	`route` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`hour`, `route`)
);
--> statement-breakpoint
ALTER TABLE `purchase_requests` ADD `sms_code` text;--> statement-breakpoint
CREATE UNIQUE INDEX `purchase_requests_seller_code_idx` ON `purchase_requests` (`seller_id`,`sms_code`) WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE `outbound_messages` ADD `gateway_message_id` text;--> statement-breakpoint
ALTER TABLE `outbound_messages` ADD `gateway_status` text;--> statement-breakpoint
ALTER TABLE `outbound_messages` ADD `gateway_failure` text;--> statement-breakpoint
CREATE INDEX `outbound_messages_gateway_id_idx` ON `outbound_messages` (`gateway_message_id`);