-- An accepted order says whether it holds stock: only then do its completion and cancellation move the listing's
-- quantity. An order accepted while its listing stated no quantity reserved nothing and must release nothing.
ALTER TABLE `purchase_requests` ADD `holds_stock` integer DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE `purchase_requests` SET `holds_stock` = 1
WHERE `status` = 'accepted'
  AND EXISTS (SELECT 1 FROM `listings` WHERE `listings`.`id` = `purchase_requests`.`listing_id` AND `listings`.`quantity` IS NOT NULL);
