-- A phone is part of an account only once confirmed (docs/decisions/050-phones-are-confirmed.md). Unconfirmed numbers
-- are claims: several accounts may hold one, so the unique index covers confirmed numbers only.
DROP INDEX `users_phone_unique`;
--> statement-breakpoint
ALTER TABLE `users` ADD `phone_confirmed` integer DEFAULT false NOT NULL;
--> statement-breakpoint
-- Numbers already stored are confirmed only where a code proved them: the account's own number came from the
-- profile's "Change phone", whose code (contact_confirm, by SMS, to that number, for that account) was used. The newest
-- such code of a number can only have been used by typing it back (a newer code is what retires an older one).
-- Numbers given at registration were never proven and stay claims; their owners confirm them at the next sign-in.
UPDATE `users` SET `phone_confirmed` = 1
WHERE `phone` IS NOT NULL AND EXISTS (
  SELECT 1 FROM `one_time_codes` AS `c`
  WHERE `c`.`purpose` = 'contact_confirm' AND `c`.`channel` = 'sms' AND `c`.`recipient` = `users`.`phone`
    AND `c`.`user_id` = `users`.`id` AND `c`.`used_at` IS NOT NULL
    AND `c`.`id` = (SELECT max(`n`.`id`) FROM `one_time_codes` AS `n` WHERE `n`.`purpose` = 'contact_confirm' AND `n`.`recipient` = `c`.`recipient`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_phone_confirmed_unique` ON `users` (`phone`) WHERE phone IS NOT NULL AND phone_confirmed = 1;
--> statement-breakpoint
CREATE INDEX `users_phone_idx` ON `users` (`phone`);
