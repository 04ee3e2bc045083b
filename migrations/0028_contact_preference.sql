-- How others may reach a person: 'phone' (signed-in users see the number when they ask) or 'requests_only' (nobody but
-- admins sees it). Every existing account keeps today's behaviour for signed-in viewers.
ALTER TABLE `users` ADD `contact_preference` text DEFAULT 'phone' NOT NULL;