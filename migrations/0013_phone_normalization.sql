-- Stores every phone number in E.164 ("+234" and 10 digits), the form the API now writes (docs/decisions/018-phone-identity.md).
-- Separators people type are removed first.
UPDATE `users` SET `phone` = replace(replace(replace(replace(replace(trim(`phone`), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')
WHERE `phone` IS NOT NULL;
--> statement-breakpoint
-- Then the national 10 digits are kept from "+234...", "00234...", "234..." (13 digits), "0..." (11 digits) or the bare 10.
UPDATE `users` SET `phone` = CASE
    WHEN `phone` LIKE '+234%' THEN substr(`phone`, 5)
    WHEN `phone` LIKE '00234%' THEN substr(`phone`, 6)
    WHEN `phone` LIKE '234%' AND length(`phone`) = 13 THEN substr(`phone`, 4)
    WHEN `phone` LIKE '0%' AND length(`phone`) = 11 THEN substr(`phone`, 2)
    ELSE `phone`
  END
WHERE `phone` IS NOT NULL;
--> statement-breakpoint
-- "+234 0803..." mixes both forms.
UPDATE `users` SET `phone` = substr(`phone`, 2) WHERE `phone` LIKE '0%' AND length(`phone`) = 11;
--> statement-breakpoint
-- What is not a Nigerian mobile number (10 digits, 070/080/081/090/091 ranges) cannot be stored any more.
UPDATE `users` SET `phone` = NULL
WHERE `phone` IS NOT NULL
  AND (length(`phone`) <> 10 OR `phone` GLOB '*[^0-9]*' OR substr(`phone`, 1, 2) NOT IN ('70', '80', '81', '90', '91'));
--> statement-breakpoint
UPDATE `users` SET `phone` = '+234' || `phone` WHERE `phone` IS NOT NULL;
--> statement-breakpoint
-- A number on several accounts stays with the oldest account; the others are cleared (they can add it again, confirmed).
UPDATE `users` SET `phone` = NULL
WHERE `phone` IS NOT NULL AND EXISTS (
  SELECT 1 FROM `users` AS `older`
  WHERE `older`.`phone` = `users`.`phone`
    AND (`older`.`created_at` < `users`.`created_at` OR (`older`.`created_at` = `users`.`created_at` AND `older`.`id` < `users`.`id`))
);
