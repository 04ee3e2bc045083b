ALTER TABLE `hub_posts` ADD `accepted_reply_id` integer REFERENCES hub_post_replies(id);--> statement-breakpoint
ALTER TABLE `hub_posts` ADD `approved_by` integer REFERENCES users(id);