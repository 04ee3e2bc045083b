-- Full-text search over listings (title, description, location), kept in sync by triggers.
-- External-content FTS5: the text lives once, in listings; the index holds only tokens.
-- No stemmer: queries are word prefixes, and a stemmer breaks those ("soy"* would not find "soybeans").
CREATE VIRTUAL TABLE `listings_fts` USING fts5(
	title,
	description,
	location,
	content = 'listings',
	content_rowid = 'id',
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_insert` AFTER INSERT ON `listings` BEGIN
	INSERT INTO `listings_fts` (rowid, title, description, location) VALUES (new.id, new.title, new.description, new.location);
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_delete` AFTER DELETE ON `listings` BEGIN
	INSERT INTO `listings_fts` (`listings_fts`, rowid, title, description, location) VALUES ('delete', old.id, old.title, old.description, old.location);
END;
--> statement-breakpoint
CREATE TRIGGER `listings_fts_after_update` AFTER UPDATE OF title, description, location ON `listings` BEGIN
	INSERT INTO `listings_fts` (`listings_fts`, rowid, title, description, location) VALUES ('delete', old.id, old.title, old.description, old.location);
	INSERT INTO `listings_fts` (rowid, title, description, location) VALUES (new.id, new.title, new.description, new.location);
END;
--> statement-breakpoint
-- Index whatever listings already exist.
INSERT INTO `listings_fts` (`listings_fts`) VALUES ('rebuild');
