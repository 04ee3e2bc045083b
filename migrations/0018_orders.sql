-- Orders (docs/decisions/025-orders.md): buyers cancel and confirm receipt, rejections carry a reason, each
-- state change keeps its time, and accepted orders hold stock.
ALTER TABLE `purchase_requests` ADD `accepted_at` text;
--> statement-breakpoint
ALTER TABLE `purchase_requests` ADD `rejected_at` text;
--> statement-breakpoint
ALTER TABLE `purchase_requests` ADD `cancelled_at` text;
--> statement-breakpoint
ALTER TABLE `purchase_requests` ADD `completed_at` text;
--> statement-breakpoint
ALTER TABLE `purchase_requests` ADD `buyer_confirmed` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `purchase_requests` ADD `reject_reason` text;
--> statement-breakpoint
ALTER TABLE `purchase_requests` ADD `reject_note` text;
--> statement-breakpoint
-- What accepted orders hold of a listing; `quantity` is what is still available to new requests.
ALTER TABLE `listings` ADD `reserved_quantity` real DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Past moves keep the time of their last change, the best that is known.
UPDATE `purchase_requests` SET `accepted_at` = `updated_at` WHERE `status` = 'accepted';
--> statement-breakpoint
UPDATE `purchase_requests` SET `rejected_at` = `updated_at` WHERE `status` = 'rejected';
--> statement-breakpoint
UPDATE `purchase_requests` SET `completed_at` = `updated_at` WHERE `status` = 'completed';
--> statement-breakpoint
-- One open request per buyer and listing: of duplicates, an accepted one stays, else the newest; the rest are cancelled and flagged.
UPDATE `purchase_requests`
SET `status` = 'cancelled',
    `cancelled_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
    `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
    `flagged_reason` = 'duplicate open request closed when orders began'
WHERE `status` IN ('pending', 'accepted') AND EXISTS (
  SELECT 1 FROM `purchase_requests` AS `kept`
  WHERE `kept`.`listing_id` = `purchase_requests`.`listing_id`
    AND `kept`.`buyer_id` = `purchase_requests`.`buyer_id`
    AND `kept`.`status` IN ('pending', 'accepted')
    AND `kept`.`id` <> `purchase_requests`.`id`
    AND ((`kept`.`status` = 'accepted') > (`purchase_requests`.`status` = 'accepted')
      OR ((`kept`.`status` = 'accepted') = (`purchase_requests`.`status` = 'accepted') AND `kept`.`id` > `purchase_requests`.`id`))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `purchase_requests_one_open_idx` ON `purchase_requests` (`listing_id`,`buyer_id`) WHERE status IN ('pending', 'accepted');
--> statement-breakpoint
-- Accepted orders reserve their quantity, as new acceptances will (never below zero available).
UPDATE `listings`
SET `reserved_quantity` = (SELECT round(sum(`quantity`), 3) FROM `purchase_requests` WHERE `listing_id` = `listings`.`id` AND `status` = 'accepted'),
    `quantity` = max(0, round(`quantity` - (SELECT sum(`quantity`) FROM `purchase_requests` WHERE `listing_id` = `listings`.`id` AND `status` = 'accepted'), 3))
WHERE `quantity` IS NOT NULL AND EXISTS (SELECT 1 FROM `purchase_requests` WHERE `listing_id` = `listings`.`id` AND `status` = 'accepted');
--> statement-breakpoint
-- Nothing left to sell: sold out, out of public browse.
UPDATE `listings` SET `status` = 'sold' WHERE `status` = 'approved' AND `quantity` IS NOT NULL AND `quantity` <= 0;
