ALTER TABLE `payments` ADD `sms_handover_tries` integer DEFAULT 0 NOT NULL;
