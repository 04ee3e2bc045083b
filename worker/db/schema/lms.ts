// The learning area: courses, lessons, quizzes and each learner's progress.
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, now, TRANSLATED_LANGUAGE } from "./columns";
import { users } from "./users";

export const courses = sqliteTable(
  "courses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    estimatedMinutes: integer("estimated_minutes").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("courses_slug_unique").on(t.slug), index("courses_position_idx").on(t.position)],
);

export const lessons = sqliteTable(
  "lessons",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    imageUrl: text("image_url"),
    estimatedMinutes: integer("estimated_minutes").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    uniqueIndex("lessons_course_slug_unique").on(t.courseId, t.slug),
    index("lessons_course_position_idx").on(t.courseId, t.position),
  ],
);

export const quizQuestions = sqliteTable(
  "quiz_questions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    question: text("question").notNull(),
    /** JSON array of answer options. */
    options: text("options").notNull(),
    correctIndex: integer("correct_index").notNull(),
  },
  (t) => [index("quiz_questions_course_idx").on(t.courseId, t.position)],
);

/**
 * A course's title and summary in another language (ADR 070): the course row stays the one identity that progress,
 * enrollments and quiz attempts point at, so a learner who switches language keeps them.
 */
export const courseTranslations = sqliteTable(
  "course_translations",
  {
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.language] }), check("course_translations_language", TRANSLATED_LANGUAGE(t.language))],
);

/** A lesson's title and text in another language; its slug, image, minutes and place stay on the lesson. */
export const lessonTranslations = sqliteTable(
  "lesson_translations",
  {
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.language] }), check("lesson_translations_language", TRANSLATED_LANGUAGE(t.language))],
);

/** A quiz question and its options in another language, in the same order: the right answer stays on the question. */
export const quizQuestionTranslations = sqliteTable(
  "quiz_question_translations",
  {
    questionId: integer("question_id")
      .notNull()
      .references(() => quizQuestions.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    question: text("question").notNull(),
    /** JSON array of answer options, as many as the question's and in its order. */
    options: text("options").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.language] }),
    check("quiz_question_translations_language", TRANSLATED_LANGUAGE(t.language)),
  ],
);

export const enrollments = sqliteTable(
  "enrollments",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    quizScore: integer("quiz_score"),
    quizPassedAt: text("quiz_passed_at"),
    enrolledAt: text("enrolled_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), index("enrollments_course_id_idx").on(t.courseId)],
);

export const lessonProgress = sqliteTable(
  "lesson_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    completedAt: text("completed_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index("lesson_progress_lesson_id_idx").on(t.lessonId)],
);

/** One scored quiz submission: the daily attempt limit counts these. */
export const quizAttempts = sqliteTable(
  "quiz_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    attemptedAt: text("attempted_at").notNull(),
  },
  (t) => [index("quiz_attempts_user_course_time_idx").on(t.userId, t.courseId, t.attemptedAt)],
);
