-- Limits that were checked by counting before the insert, so that requests sent at once all passed (issue #32): the
-- database now refuses the row that would go past the limit, whatever the code path. The error message names the
-- limit; worker/db/limits.ts turns it into the API's answer. Each count walks the index that begins with its column.
-- At most 5 photos on a listing (MAX_LISTING_IMAGES, worker/domain.ts).
CREATE TRIGGER `listing_images_at_most_5` BEFORE INSERT ON `listing_images`
WHEN (SELECT count(*) FROM `listing_images` WHERE `listing_id` = NEW.`listing_id`) >= 5
BEGIN
	SELECT RAISE(ABORT, 'gona_limit:listing_images');
END;
--> statement-breakpoint
-- At most 20 price alerts per user (MAX_PRICE_ALERTS, worker/services/price-alerts.ts). Saving an alert the user
-- already has on the same key is an upsert that changes its threshold: BEFORE INSERT fires for it too, so it is let
-- through.
CREATE TRIGGER `price_alerts_at_most_20` BEFORE INSERT ON `price_alerts`
WHEN NOT EXISTS (
		SELECT 1 FROM `price_alerts`
		WHERE `user_id` = NEW.`user_id` AND `product` = NEW.`product` AND `unit` = NEW.`unit` AND `region` = NEW.`region`
	)
	AND (SELECT count(*) FROM `price_alerts` WHERE `user_id` = NEW.`user_id`) >= 20
BEGIN
	SELECT RAISE(ABORT, 'gona_limit:price_alerts');
END;
