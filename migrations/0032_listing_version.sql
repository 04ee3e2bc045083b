-- A listing's version: what an admin approves is the version they looked at (docs/decisions/054-approval-names-the-version.md).
ALTER TABLE `listings` ADD `version` integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- Every change of what the admin judges moves the version, whichever code path made it: the fields...
CREATE TRIGGER `listings_version_after_edit` AFTER UPDATE OF `title`, `description`, `category`, `price_kobo`, `price_unit`, `quantity`, `location`, `state`, `product`, `registration_number`, `registration_body`, `manufacturer`, `batch_number`, `expiry_date`, `variety` ON `listings`
WHEN old.`title` IS NOT new.`title` OR old.`description` IS NOT new.`description` OR old.`category` IS NOT new.`category` OR old.`price_kobo` IS NOT new.`price_kobo` OR old.`price_unit` IS NOT new.`price_unit` OR old.`quantity` IS NOT new.`quantity` OR old.`location` IS NOT new.`location` OR old.`state` IS NOT new.`state` OR old.`product` IS NOT new.`product` OR old.`registration_number` IS NOT new.`registration_number` OR old.`registration_body` IS NOT new.`registration_body` OR old.`manufacturer` IS NOT new.`manufacturer` OR old.`batch_number` IS NOT new.`batch_number` OR old.`expiry_date` IS NOT new.`expiry_date` OR old.`variety` IS NOT new.`variety`
BEGIN
	UPDATE `listings` SET `version` = `version` + 1 WHERE `id` = new.`id`;
END;
--> statement-breakpoint
-- ...and the photos (added, removed or moved).
CREATE TRIGGER `listings_version_after_photo_insert` AFTER INSERT ON `listing_images` BEGIN
	UPDATE `listings` SET `version` = `version` + 1 WHERE `id` = new.`listing_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_version_after_photo_delete` AFTER DELETE ON `listing_images` BEGIN
	UPDATE `listings` SET `version` = `version` + 1 WHERE `id` = old.`listing_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_version_after_photo_move` AFTER UPDATE OF `position`, `r2_key` ON `listing_images`
WHEN old.`position` IS NOT new.`position` OR old.`r2_key` IS NOT new.`r2_key`
BEGIN
	UPDATE `listings` SET `version` = `version` + 1 WHERE `id` = new.`listing_id`;
END;
