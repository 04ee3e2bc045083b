-- Listings gain a state (a slug of the 36 states or fct), the filter of browse and of price statistics.
ALTER TABLE `listings` ADD `state` text;
--> statement-breakpoint
-- Public browse by state, newest first (the same partial condition as the other public indexes).
CREATE INDEX `listings_public_state_idx` ON `listings` (`state`,`id`) WHERE status = 'approved' AND is_frozen = 0 AND deleted_at IS NULL;
--> statement-breakpoint
-- Public browse by price, cheapest or dearest first, walked in either direction; also within a category or a state.
CREATE INDEX `listings_public_price_idx` ON `listings` (`price_kobo`,`id`) WHERE status = 'approved' AND is_frozen = 0 AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX `listings_public_category_price_idx` ON `listings` (`category`,`price_kobo`,`id`) WHERE status = 'approved' AND is_frozen = 0 AND deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX `listings_public_state_price_idx` ON `listings` (`state`,`price_kobo`,`id`) WHERE status = 'approved' AND is_frozen = 0 AND deleted_at IS NULL;
--> statement-breakpoint
-- Existing listings take the state their location names, as worker/states.ts derives it for new ones: words
-- split on spaces and punctuation, the mention nearest the end wins ("Kano Road, Kaduna" is in Kaduna).
-- The position is zero-padded before the slug so max() picks the last mention and substr() keeps its slug.
UPDATE `listings` SET `state` = (
	SELECT substr(max(printf('%05d', instr(' ' || lower(replace(replace(replace(replace(replace(replace(`listings`.`location`, ',', ' '), '.', ' '), '-', ' '), '/', ' '), '(', ' '), ')', ' ')) || ' ', `column2`)) || `column1`), 6)
	FROM (
		VALUES
			('abia', ' abia '),
			('adamawa', ' adamawa '),
			('akwa-ibom', ' akwa ibom '),
			('anambra', ' anambra '),
			('bauchi', ' bauchi '),
			('bayelsa', ' bayelsa '),
			('benue', ' benue '),
			('borno', ' borno '),
			('cross-river', ' cross river '),
			('delta', ' delta '),
			('ebonyi', ' ebonyi '),
			('edo', ' edo '),
			('ekiti', ' ekiti '),
			('enugu', ' enugu '),
			('gombe', ' gombe '),
			('imo', ' imo '),
			('jigawa', ' jigawa '),
			('kaduna', ' kaduna '),
			('kano', ' kano '),
			('katsina', ' katsina '),
			('kebbi', ' kebbi '),
			('kogi', ' kogi '),
			('kwara', ' kwara '),
			('lagos', ' lagos '),
			('nasarawa', ' nasarawa '),
			('niger', ' niger '),
			('ogun', ' ogun '),
			('ondo', ' ondo '),
			('osun', ' osun '),
			('oyo', ' oyo '),
			('plateau', ' plateau '),
			('rivers', ' rivers '),
			('sokoto', ' sokoto '),
			('taraba', ' taraba '),
			('yobe', ' yobe '),
			('zamfara', ' zamfara '),
			('nasarawa', ' nassarawa '),
			('fct', ' fct '),
			('fct', ' abuja '),
			('fct', ' federal capital territory ')
	)
	WHERE instr(' ' || lower(replace(replace(replace(replace(replace(replace(`listings`.`location`, ',', ' '), '.', ' '), '-', ' '), '/', ' '), '(', ' '), ')', ' ')) || ' ', `column2`) > 0
)
WHERE `state` IS NULL AND `location` <> '';
