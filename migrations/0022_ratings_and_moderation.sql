-- Ratings: each party of a completed purchase request rates the other once (editable for 14 days).
CREATE TABLE `ratings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`rater_id` integer NOT NULL,
	`ratee_id` integer NOT NULL,
	`stars` integer NOT NULL,
	`comment` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `purchase_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rater_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`ratee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CHECK (`stars` BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ratings_request_rater_unique` ON `ratings` (`request_id`,`rater_id`);
--> statement-breakpoint
CREATE INDEX `ratings_ratee_idx` ON `ratings` (`ratee_id`,`id`);
--> statement-breakpoint
-- A user's trade figures, kept by the triggers below so listing cards read them with one key lookup.
CREATE TABLE `trade_stats` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`completed_deals` integer DEFAULT 0 NOT NULL,
	`rating_sum` integer DEFAULT 0 NOT NULL,
	`rating_count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- A request that becomes completed (by whichever road) counts once for its listing's seller.
CREATE TRIGGER `trade_stats_after_request_completed` AFTER UPDATE OF status ON `purchase_requests`
WHEN new.status = 'completed' AND old.status <> 'completed' BEGIN
	INSERT INTO `trade_stats` (user_id, completed_deals) SELECT user_id, 1 FROM `listings` WHERE id = new.listing_id
		ON CONFLICT(user_id) DO UPDATE SET completed_deals = completed_deals + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `trade_stats_after_completed_request_insert` AFTER INSERT ON `purchase_requests`
WHEN new.status = 'completed' BEGIN
	INSERT INTO `trade_stats` (user_id, completed_deals) SELECT user_id, 1 FROM `listings` WHERE id = new.listing_id
		ON CONFLICT(user_id) DO UPDATE SET completed_deals = completed_deals + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `trade_stats_after_rating_insert` AFTER INSERT ON `ratings` BEGIN
	INSERT INTO `trade_stats` (user_id, rating_sum, rating_count) VALUES (new.ratee_id, new.stars, 1)
		ON CONFLICT(user_id) DO UPDATE SET rating_sum = rating_sum + new.stars, rating_count = rating_count + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `trade_stats_after_rating_update` AFTER UPDATE OF stars ON `ratings` BEGIN
	UPDATE `trade_stats` SET rating_sum = rating_sum - old.stars + new.stars WHERE user_id = new.ratee_id;
END;
--> statement-breakpoint
-- The figures of deals completed before this migration.
INSERT INTO `trade_stats` (user_id, completed_deals)
	SELECT l.user_id, count(*) FROM `purchase_requests` p JOIN `listings` l ON l.id = p.listing_id
	WHERE p.status = 'completed' GROUP BY l.user_id;
--> statement-breakpoint
-- Why an admin rejected or froze a listing (a reason code and an optional note), shown to its seller.
ALTER TABLE `listings` ADD `moderation_reason` text;
--> statement-breakpoint
ALTER TABLE `listings` ADD `moderation_note` text;
--> statement-breakpoint
-- Changes to a live listing that kept it live (price, quantity), for the record.
CREATE TABLE `listing_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`changes` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `listing_changes_listing_idx` ON `listing_changes` (`listing_id`,`id`);
