-- Seed and agrochemical listings carry the product's registration details; an expired one leaves public view.
ALTER TABLE `listings` ADD `registration_number` text;
--> statement-breakpoint
ALTER TABLE `listings` ADD `registration_body` text;
--> statement-breakpoint
ALTER TABLE `listings` ADD `manufacturer` text;
--> statement-breakpoint
ALTER TABLE `listings` ADD `batch_number` text;
--> statement-breakpoint
ALTER TABLE `listings` ADD `expiry_date` text;
--> statement-breakpoint
ALTER TABLE `listings` ADD `variety` text;
