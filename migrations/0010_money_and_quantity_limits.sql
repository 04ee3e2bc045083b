-- Repairs rows from before the money and quantity limits (docs/decisions/014-money-and-quantity-limits.md).
-- Requests past the limits are refused and flagged, whatever their status, so they leave revenue.
UPDATE `purchase_requests`
SET `status` = 'rejected',
    `flagged_reason` = 'out of range before limits: quantity ' || `quantity` || ', offered price kobo ' || coalesce(`offered_price_kobo`, 'none'),
    `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `quantity` > 1000000 OR `quantity` <= 0 OR `offered_price_kobo` > 10000000000 OR `offered_price_kobo` < 0;
--> statement-breakpoint
-- Listings are clamped into range: the seller can still edit them, and no sale depends on the old value.
UPDATE `listings` SET `price_kobo` = 10000000000 WHERE `price_kobo` > 10000000000;
--> statement-breakpoint
UPDATE `listings` SET `quantity` = 1000000 WHERE `quantity` > 1000000;
--> statement-breakpoint
-- Accepted and completed requests get the price they were agreed at, as well as it can be known now.
UPDATE `purchase_requests`
SET `unit_price_kobo` = coalesce(`offered_price_kobo`, (SELECT `price_kobo` FROM `listings` WHERE `listings`.`id` = `purchase_requests`.`listing_id`))
WHERE `status` IN ('accepted', 'completed') AND `unit_price_kobo` IS NULL;
