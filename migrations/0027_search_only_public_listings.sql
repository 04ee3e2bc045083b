-- The search index holds only listings the public may see (issue #32, finding 4). It held every listing and search
-- read the index before the public filter: the rows a search read (Server-Timing) told an anonymous caller whether a
-- pending, rejected, frozen or deleted listing contained a word, one prefix at a time. Now a hidden listing's words are
-- not in the index at all, so a search cannot read them.
--
-- Contentless with deletes (SQLite 3.43+): the text lives once, in listings, and a row can be removed by its rowid
-- alone, whether or not it is in the index, so the triggers never need the text a row was indexed with. Queries use
-- only rowid, MATCH and bm25().
DROP TRIGGER `listings_fts_after_insert`;
--> statement-breakpoint
DROP TRIGGER `listings_fts_after_delete`;
--> statement-breakpoint
DROP TRIGGER `listings_fts_after_update`;
--> statement-breakpoint
DROP TABLE `listings_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `listings_fts` USING fts5(
	title,
	description,
	location,
	content = '',
	contentless_delete = 1,
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
-- What the index holds: the rule of a public listing (isPublicListing in worker/services/listings.ts) as of the moment
-- the row is written, Nigerian day for the expiry date. A listing whose product expires later keeps its words until
-- its next change; the search's own public filter leaves it out of every answer meanwhile, and its words were public
-- until that day. scripts/restore.mjs fills the index from this view too (a contentless index cannot 'rebuild').
CREATE VIEW `listings_fts_source` AS
	SELECT `id`, `title`, `description`, `location` FROM `listings`
	WHERE `status` = 'approved' AND `is_frozen` = 0 AND `deleted_at` IS NULL AND `seller_suspended` = 0
		AND (`expiry_date` IS NULL OR `expiry_date` >= date('now', '+1 hour'));
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_insert` AFTER INSERT ON `listings` BEGIN
	INSERT INTO `listings_fts` (rowid, title, description, location)
		SELECT `id`, `title`, `description`, `location` FROM `listings_fts_source` WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_delete` AFTER DELETE ON `listings` BEGIN
	DELETE FROM `listings_fts` WHERE rowid = old.`id`;
END;
--> statement-breakpoint
-- Any change to the words or to whether the listing is public takes it out and puts it back if it is public now.
CREATE TRIGGER `listings_fts_after_update` AFTER UPDATE OF title, description, location, status, is_frozen, deleted_at, seller_suspended, expiry_date ON `listings`
WHEN old.`title` IS NOT new.`title` OR old.`description` IS NOT new.`description` OR old.`location` IS NOT new.`location`
	OR old.`status` IS NOT new.`status` OR old.`is_frozen` IS NOT new.`is_frozen` OR old.`deleted_at` IS NOT new.`deleted_at`
	OR old.`seller_suspended` IS NOT new.`seller_suspended` OR old.`expiry_date` IS NOT new.`expiry_date`
BEGIN
	DELETE FROM `listings_fts` WHERE rowid = old.`id`;
	INSERT INTO `listings_fts` (rowid, title, description, location)
		SELECT `id`, `title`, `description`, `location` FROM `listings_fts_source` WHERE `id` = new.`id`;
END;
--> statement-breakpoint
INSERT INTO `listings_fts` (rowid, title, description, location) SELECT `id`, `title`, `description`, `location` FROM `listings_fts_source`;
