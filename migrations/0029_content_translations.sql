-- Content in Hausa, Yoruba, Igbo and Pidgin beside the English rows (ADR 070): a translation hangs off its English
-- row by id and language, so a course, lesson or question keeps one identity (progress and quiz attempts are shared
-- across languages) and a page falls back to English where a translation is missing.
CREATE TABLE `course_translations` (
	`course_id` integer NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	PRIMARY KEY(`course_id`, `language`),
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "course_translations_language" CHECK("course_translations"."language" IN ('ha', 'yo', 'ig', 'pcm'))
);
--> statement-breakpoint
CREATE TABLE `lesson_translations` (
	`lesson_id` integer NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	PRIMARY KEY(`lesson_id`, `language`),
	FOREIGN KEY (`lesson_id`) REFERENCES `lessons`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "lesson_translations_language" CHECK("lesson_translations"."language" IN ('ha', 'yo', 'ig', 'pcm'))
);
--> statement-breakpoint
CREATE TABLE `quiz_question_translations` (
	`question_id` integer NOT NULL,
	`language` text NOT NULL,
	`question` text NOT NULL,
	`options` text NOT NULL,
	PRIMARY KEY(`question_id`, `language`),
	FOREIGN KEY (`question_id`) REFERENCES `quiz_questions`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "quiz_question_translations_language" CHECK("quiz_question_translations"."language" IN ('ha', 'yo', 'ig', 'pcm'))
);
--> statement-breakpoint
CREATE TABLE `knowledge_translations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document_id` integer NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`topics` text NOT NULL,
	`body` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `knowledge_documents`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "knowledge_translations_language" CHECK("knowledge_translations"."language" IN ('ha', 'yo', 'ig', 'pcm'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `knowledge_translations_document_language_unique` ON `knowledge_translations` (`document_id`,`language`);--> statement-breakpoint
-- Ask AI's search over the translated guides. Its text is folded (no tone marks or underdots, ɓ ɗ ƙ ƴ as b d k y) by
-- the generator that writes each translation (scripts/build-knowledge-migration.ts), so "kwari" finds "ƙwari"; the
-- rowid is the translation's id. A deleted translation takes its index row with it.
CREATE VIRTUAL TABLE `knowledge_translations_fts` USING fts5(
	title, topics, body,
	tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `knowledge_translations_fts_ad` AFTER DELETE ON `knowledge_translations` BEGIN
	DELETE FROM knowledge_translations_fts WHERE rowid = old.id;
END;
