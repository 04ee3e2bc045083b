-- Each request names its listing's owner, so a seller's received requests are a page of one index instead of a walk
-- over every listing of theirs. A listing never changes owner, so the copy never goes stale.
ALTER TABLE `purchase_requests` ADD `seller_id` integer REFERENCES users(id);
--> statement-breakpoint
UPDATE `purchase_requests` SET `seller_id` = (SELECT `user_id` FROM `listings` WHERE `listings`.`id` = `purchase_requests`.`listing_id`);
--> statement-breakpoint
CREATE INDEX `purchase_requests_seller_id_idx` ON `purchase_requests` (`seller_id`,`id`);
--> statement-breakpoint
-- An insert that does not name the seller (the seed, a data repair) gets it from the listing.
CREATE TRIGGER `purchase_requests_seller_on_insert` AFTER INSERT ON `purchase_requests`
WHEN new.seller_id IS NULL BEGIN
	UPDATE `purchase_requests` SET `seller_id` = (SELECT `user_id` FROM `listings` WHERE `id` = new.listing_id) WHERE `id` = new.id;
END;
