-- Listings in crops and seeds name a product of worker/products.ts, the key of the price guide.
ALTER TABLE `listings` ADD `product` text;
--> statement-breakpoint
-- Public browse by product, newest first (the same partial condition as the other public indexes).
CREATE INDEX `listings_public_product_idx` ON `listings` (`product`,`id`) WHERE status = 'approved' AND is_frozen = 0 AND deleted_at IS NULL;
--> statement-breakpoint
-- Existing crops and seeds listings take the product their title names, else their description: words split on
-- spaces and punctuation, specific phrases first ("paddy rice" is paddy, not milled rice), then the earliest word
-- (rank and zero-padded position lead the slug so min() picks the best match and substr() keeps its slug).
-- The words are English and the ASCII local names of the search glossary (masara, dawa, gero, shinkafa, wake, ...).
CREATE TABLE `product_backfill_words` (`slug` text NOT NULL, `category` text NOT NULL, `word` text NOT NULL, `rank` integer NOT NULL);
--> statement-breakpoint
INSERT INTO `product_backfill_words` (`slug`, `category`, `word`, `rank`) VALUES
		('rice-paddy', 'crops', ' paddy ', 0), ('irish-potato', 'crops', ' irish potato ', 0), ('irish-potato', 'crops', ' irish potatoes ', 0),
		('sweet-potato', 'crops', ' sweet potato ', 0), ('sweet-potato', 'crops', ' sweet potatoes ', 0), ('sorghum', 'crops', ' guinea corn ', 0),
		('soybean', 'crops', ' soya beans ', 0), ('soybean', 'crops', ' soy beans ', 0), ('cocoyam', 'crops', ' cocoyam ', 0),
		('maize', 'crops', ' maize ', 1), ('maize', 'crops', ' corn ', 1), ('maize', 'crops', ' masara ', 1), ('maize', 'crops', ' agbado ', 1),
		('sorghum', 'crops', ' sorghum ', 1), ('sorghum', 'crops', ' dawa ', 1), ('millet', 'crops', ' millet ', 1), ('millet', 'crops', ' gero ', 1),
		('milled-rice', 'crops', ' rice ', 1), ('milled-rice', 'crops', ' shinkafa ', 1), ('milled-rice', 'crops', ' osikapa ', 1),
		('cowpea', 'crops', ' cowpea ', 1), ('cowpea', 'crops', ' cowpeas ', 1), ('cowpea', 'crops', ' beans ', 1), ('cowpea', 'crops', ' wake ', 1),
		('soybean', 'crops', ' soybean ', 1), ('soybean', 'crops', ' soybeans ', 1), ('soybean', 'crops', ' soya ', 1),
		('groundnut', 'crops', ' groundnut ', 1), ('groundnut', 'crops', ' groundnuts ', 1), ('groundnut', 'crops', ' peanut ', 1),
		('groundnut', 'crops', ' peanuts ', 1), ('sesame', 'crops', ' sesame ', 1), ('sesame', 'crops', ' beniseed ', 1),
		('cassava', 'crops', ' cassava ', 1), ('cassava', 'crops', ' rogo ', 1), ('garri', 'crops', ' garri ', 1), ('garri', 'crops', ' gari ', 1),
		('yam', 'crops', ' yam ', 1), ('yam', 'crops', ' yams ', 1), ('yam', 'crops', ' doya ', 1),
		('tomato', 'crops', ' tomato ', 1), ('tomato', 'crops', ' tomatoes ', 1), ('tomato', 'crops', ' tumatir ', 1),
		('pepper', 'crops', ' pepper ', 1), ('pepper', 'crops', ' peppers ', 1), ('pepper', 'crops', ' barkono ', 1), ('pepper', 'crops', ' tatashe ', 1),
		('onion', 'crops', ' onion ', 1), ('onion', 'crops', ' onions ', 1), ('onion', 'crops', ' albasa ', 1),
		('okra', 'crops', ' okra ', 1), ('okra', 'crops', ' okro ', 1), ('plantain', 'crops', ' plantain ', 1), ('plantain', 'crops', ' plantains ', 1),
		('cocoa', 'crops', ' cocoa ', 1), ('cashew', 'crops', ' cashew ', 1), ('ginger', 'crops', ' ginger ', 1), ('sugarcane', 'crops', ' sugarcane ', 1),
		('seed-yam', 'seeds', ' seed yam ', 0), ('seed-yam', 'seeds', ' yam ', 1), ('cassava-stems', 'seeds', ' cassava ', 1),
		('maize-seed', 'seeds', ' maize ', 1), ('maize-seed', 'seeds', ' corn ', 1), ('rice-seed', 'seeds', ' rice ', 1), ('rice-seed', 'seeds', ' paddy ', 1),
		('sorghum-seed', 'seeds', ' sorghum ', 1), ('cowpea-seed', 'seeds', ' cowpea ', 1), ('cowpea-seed', 'seeds', ' beans ', 1),
		('soybean-seed', 'seeds', ' soybean ', 1), ('soybean-seed', 'seeds', ' soya ', 1), ('groundnut-seed', 'seeds', ' groundnut ', 1),
		('vegetable-seed', 'seeds', ' vegetable ', 1), ('vegetable-seed', 'seeds', ' tomato ', 1), ('vegetable-seed', 'seeds', ' pepper ', 1),
		('vegetable-seed', 'seeds', ' okra ', 1), ('vegetable-seed', 'seeds', ' onion ', 1);
--> statement-breakpoint
UPDATE `listings` SET `product` = coalesce(
	(
		SELECT substr(min(`rank` || printf('%05d', instr(' ' || lower(replace(replace(replace(replace(replace(replace(`listings`.`title`, ',', ' '), '.', ' '), '-', ' '), '/', ' '), '(', ' '), ')', ' ')) || ' ', `word`)) || `slug`), 7) FROM `product_backfill_words`
		WHERE `product_backfill_words`.`category` = `listings`.`category`
			AND instr(' ' || lower(replace(replace(replace(replace(replace(replace(`listings`.`title`, ',', ' '), '.', ' '), '-', ' '), '/', ' '), '(', ' '), ')', ' ')) || ' ', `word`) > 0
	),
	(
		SELECT substr(min(`rank` || printf('%05d', instr(' ' || lower(replace(replace(replace(replace(replace(replace(`listings`.`description`, ',', ' '), '.', ' '), '-', ' '), '/', ' '), '(', ' '), ')', ' ')) || ' ', `word`)) || `slug`), 7) FROM `product_backfill_words`
		WHERE `product_backfill_words`.`category` = `listings`.`category`
			AND instr(' ' || lower(replace(replace(replace(replace(replace(replace(`listings`.`description`, ',', ' '), '.', ' '), '-', ' '), '/', ' '), '(', ' '), ')', ' ')) || ' ', `word`) > 0
	)
)
WHERE `product` IS NULL AND `category` IN ('crops', 'seeds');
--> statement-breakpoint
DROP TABLE `product_backfill_words`;
--> statement-breakpoint
-- One price observation: a public listing's asking price in one week (a listing counts once per week), or a
-- completed purchase request's agreed price in the week it completed. Past weeks are history and stay.
CREATE TABLE `price_points` (
	`source` text NOT NULL,
	`source_id` integer NOT NULL,
	`week_start` text NOT NULL,
	`product` text NOT NULL,
	`unit` text NOT NULL,
	`state` text,
	`price_kobo` integer NOT NULL,
	PRIMARY KEY(`source`, `source_id`, `week_start`)
);
--> statement-breakpoint
CREATE INDEX `price_points_week_idx` ON `price_points` (`week_start`);
--> statement-breakpoint
-- Weekly statistics per product, unit, region (a state slug or 'all') and source ('listing' or 'deal').
CREATE TABLE `price_weekly` (
	`product` text NOT NULL,
	`unit` text NOT NULL,
	`region` text NOT NULL,
	`source` text NOT NULL,
	`week_start` text NOT NULL,
	`count` integer NOT NULL,
	`median_kobo` integer,
	`p25_kobo` integer,
	`p75_kobo` integer,
	`outliers` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product`, `unit`, `region`, `source`, `week_start`)
);
--> statement-breakpoint
CREATE INDEX `price_weekly_week_idx` ON `price_weekly` (`week_start`);
--> statement-breakpoint
-- The guide's rows: per region and window (30, 90, 180 or 365 days), one row per product and unit with the listing
-- and deal statistics, the 30-day change and the weekly listing medians of the window (JSON [[week, kobo|null], ...]).
CREATE TABLE `price_summary` (
	`region` text NOT NULL,
	`days` integer NOT NULL,
	`product` text NOT NULL,
	`unit` text NOT NULL,
	`listings_count` integer DEFAULT 0 NOT NULL,
	`median_kobo` integer,
	`p25_kobo` integer,
	`p75_kobo` integer,
	`outliers` integer DEFAULT 0 NOT NULL,
	`deals_count` integer DEFAULT 0 NOT NULL,
	`deals_median_kobo` integer,
	`change_30d_pct` real,
	`weekly` text DEFAULT '[]' NOT NULL,
	`computed_at` text NOT NULL,
	PRIMARY KEY(`region`, `days`, `product`, `unit`)
);
--> statement-breakpoint
-- "Tell me when the median of <product> per <unit> in <region> moves by more than <threshold>%": the median last told
-- (or seen when the alert was made) is the baseline the next change is measured from.
CREATE TABLE `price_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`product` text NOT NULL,
	`unit` text NOT NULL,
	`region` text NOT NULL,
	`threshold_pct` integer NOT NULL,
	`baseline_kobo` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`notified_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `price_alerts_user_key_unique` ON `price_alerts` (`user_id`,`product`,`unit`,`region`);
--> statement-breakpoint
CREATE INDEX `price_alerts_key_idx` ON `price_alerts` (`product`,`unit`,`region`);
