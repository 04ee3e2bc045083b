ALTER TABLE `payment_disputes` ADD `refund_attempts` integer DEFAULT 0 NOT NULL;
