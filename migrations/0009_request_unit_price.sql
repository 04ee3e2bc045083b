ALTER TABLE `purchase_requests` ADD `unit_price_kobo` integer;--> statement-breakpoint
ALTER TABLE `purchase_requests` ADD `flagged_reason` text;