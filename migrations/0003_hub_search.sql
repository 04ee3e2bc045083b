-- Farmers Hub search (Ask AI retrieval): FTS5 indexes over the knowledge base and over Q&A posts,
-- kept in step with their tables by triggers. Only solved posts are used as answers (filtered at query time).
CREATE VIRTUAL TABLE `knowledge_fts` USING fts5(
	title, topics, body,
	content='knowledge_documents', content_rowid='id', tokenize='porter unicode61'
);
--> statement-breakpoint
CREATE TRIGGER `knowledge_fts_ai` AFTER INSERT ON `knowledge_documents` BEGIN
	INSERT INTO knowledge_fts(rowid, title, topics, body) VALUES (new.id, new.title, new.topics, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER `knowledge_fts_ad` AFTER DELETE ON `knowledge_documents` BEGIN
	INSERT INTO knowledge_fts(knowledge_fts, rowid, title, topics, body) VALUES ('delete', old.id, old.title, old.topics, old.body);
END;
--> statement-breakpoint
CREATE TRIGGER `knowledge_fts_au` AFTER UPDATE ON `knowledge_documents` BEGIN
	INSERT INTO knowledge_fts(knowledge_fts, rowid, title, topics, body) VALUES ('delete', old.id, old.title, old.topics, old.body);
	INSERT INTO knowledge_fts(rowid, title, topics, body) VALUES (new.id, new.title, new.topics, new.body);
END;
--> statement-breakpoint
INSERT INTO knowledge_fts(knowledge_fts) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `hub_posts_fts` USING fts5(
	title, content,
	content='hub_posts', content_rowid='id', tokenize='porter unicode61'
);
--> statement-breakpoint
CREATE TRIGGER `hub_posts_fts_ai` AFTER INSERT ON `hub_posts` BEGIN
	INSERT INTO hub_posts_fts(rowid, title, content) VALUES (new.id, new.title, new.content);
END;
--> statement-breakpoint
CREATE TRIGGER `hub_posts_fts_ad` AFTER DELETE ON `hub_posts` BEGIN
	INSERT INTO hub_posts_fts(hub_posts_fts, rowid, title, content) VALUES ('delete', old.id, old.title, old.content);
END;
--> statement-breakpoint
CREATE TRIGGER `hub_posts_fts_au` AFTER UPDATE OF title, content ON `hub_posts` BEGIN
	INSERT INTO hub_posts_fts(hub_posts_fts, rowid, title, content) VALUES ('delete', old.id, old.title, old.content);
	INSERT INTO hub_posts_fts(rowid, title, content) VALUES (new.id, new.title, new.content);
END;
--> statement-breakpoint
INSERT INTO hub_posts_fts(hub_posts_fts) VALUES ('rebuild');
