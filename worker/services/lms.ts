// The learning area's rules (progress, quiz scores) and queries: course cards with the caller's progress,
// a course's lessons and quiz, and the writes that enroll, complete lessons and keep the best quiz score.
// Words come in the reader's language where translated, else English (ADR 070); progress and scores belong to the
// course, lesson and question themselves, so they are the same in every language.
import { and, asc, eq, gte, type SQL, sql } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import {
  courses,
  courseTranslations,
  enrollments,
  lessonProgress,
  lessons,
  lessonTranslations,
  quizAttempts,
  quizQuestions,
  quizQuestionTranslations,
} from "../db/schema";
import { MAX_QUIZ_ATTEMPTS_PER_DAY } from "../domain";
import type { Language } from "../languages";

const courseText = alias(courseTranslations, "course_text");
const lessonText = alias(lessonTranslations, "lesson_text");
const questionText = alias(quizQuestionTranslations, "question_text");

/** A translated column, or the English one where the reader's language has no translation. */
const inLanguage = <T>(translated: SQLiteColumn, english: SQLiteColumn) => sql<T>`coalesce(${translated}, ${english})`;
/** The language a row's words come in: the translation's, or English. */
const wordsLanguage = (translated: SQLiteColumn) => sql<Language>`coalesce(${translated}, 'en')`;

/** A quiz passes at this percentage or more. */
export const QUIZ_PASS_PERCENT = 70;

/** Whole-number percentage of lessons completed (0 for a course without lessons). */
export function percentComplete(completedLessons: number, lessonCount: number): number {
  if (lessonCount <= 0) return 0;
  return Math.round((100 * Math.min(completedLessons, lessonCount)) / lessonCount);
}

/** A quiz's score: the share of right answers as a whole percentage. */
export function quizScore(answers: number[], correctIndexes: number[]) {
  const correct = answers.filter((answer, index) => answer === correctIndexes[index]).length;
  const score = correctIndexes.length === 0 ? 0 : Math.round((100 * correct) / correctIndexes.length);
  return { correct, total: correctIndexes.length, score, passed: score >= QUIZ_PASS_PERCENT };
}

/** One query for course cards, in `language` where translated: counts, cover image and (when `userId` is not 0) that user's progress. */
function courseCards(db: Database, userId: number, language: Language) {
  return db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: inLanguage<string>(courseText.title, courses.title),
      summary: inLanguage<string>(courseText.summary, courses.summary),
      language: wordsLanguage(courseText.language),
      estimatedMinutes: courses.estimatedMinutes,
      lessonCount: sql<number>`(SELECT count(*) FROM lessons l WHERE l.course_id = ${courses.id})`,
      questionCount: sql<number>`(SELECT count(*) FROM quiz_questions q WHERE q.course_id = ${courses.id})`,
      imageUrl: sql<string | null>`(SELECT l.image_url FROM lessons l WHERE l.course_id = ${courses.id} ORDER BY l.position LIMIT 1)`,
      completedLessons: sql<number>`(SELECT count(*) FROM lesson_progress p JOIN lessons l ON l.id = p.lesson_id WHERE l.course_id = ${courses.id} AND p.user_id = ${userId})`,
      enrolledAt: enrollments.enrolledAt,
      quizScore: enrollments.quizScore,
      quizPassedAt: enrollments.quizPassedAt,
    })
    .from(courses)
    .leftJoin(courseText, and(eq(courseText.courseId, courses.id), eq(courseText.language, language)))
    .leftJoin(enrollments, and(eq(enrollments.courseId, courses.id), eq(enrollments.userId, userId)));
}

export type CourseCardRow = Awaited<ReturnType<ReturnType<typeof courseCards>["all"]>>[number];

export function courseDto(row: CourseCardRow, signedIn: boolean) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    /** The language of the title and summary: the reader's, or English where the course is not translated. */
    language: row.language,
    estimatedMinutes: row.estimatedMinutes,
    lessonCount: row.lessonCount,
    questionCount: row.questionCount,
    imageUrl: row.imageUrl,
    progress: signedIn
      ? {
          enrolled: row.enrolledAt !== null,
          completedLessons: row.completedLessons,
          percentComplete: percentComplete(row.completedLessons, row.lessonCount),
          quizScore: row.quizScore,
          quizPassed: row.quizPassedAt !== null,
        }
      : null,
  };
}

export type CourseDto = ReturnType<typeof courseDto>;

/** Every course card in catalog order; `enrolledOnly` keeps the ones the user is enrolled in. */
export function listCourseCards(db: Database, userId: number, language: Language, enrolledOnly = false) {
  const where: SQL | undefined = enrolledOnly ? sql`${enrollments.enrolledAt} IS NOT NULL` : undefined;
  return courseCards(db, userId, language).where(where).orderBy(asc(courses.position), asc(courses.id)).all();
}

/** One course card by slug, or undefined. */
export function findCourseCard(db: Database, userId: number, slug: string, language: Language) {
  return courseCards(db, userId, language).where(eq(courses.slug, slug)).get();
}

/**
 * A course's card, lessons (with whether the user completed each) and questions without the answers, by its slug, in
 * one round trip: the lessons and questions name their course by a subquery on the slug, so nothing waits for the
 * card's id. The card is undefined when there is no such course (and then there are no lessons or questions).
 */
export async function courseOutline(db: Database, slug: string, userId: number, language: Language) {
  const courseId = sql`(select c.id from courses c where c.slug = ${slug})`;
  const [[card], lessonRows, questionRows] = await db.batch([
    courseCards(db, userId, language).where(eq(courses.slug, slug)),
    db
      .select({
        slug: lessons.slug,
        title: inLanguage<string>(lessonText.title, lessons.title),
        language: wordsLanguage(lessonText.language),
        estimatedMinutes: lessons.estimatedMinutes,
        position: lessons.position,
        completed: sql<number>`EXISTS (SELECT 1 FROM lesson_progress p WHERE p.lesson_id = ${lessons.id} AND p.user_id = ${userId})`,
      })
      .from(lessons)
      .leftJoin(lessonText, and(eq(lessonText.lessonId, lessons.id), eq(lessonText.language, language)))
      .where(eq(lessons.courseId, courseId))
      .orderBy(asc(lessons.position)),
    db
      .select({
        id: quizQuestions.id,
        position: quizQuestions.position,
        question: inLanguage<string>(questionText.question, quizQuestions.question),
        options: inLanguage<string>(questionText.options, quizQuestions.options),
        language: wordsLanguage(questionText.language),
      })
      .from(quizQuestions)
      .leftJoin(questionText, and(eq(questionText.questionId, quizQuestions.id), eq(questionText.language, language)))
      .where(eq(quizQuestions.courseId, courseId))
      .orderBy(asc(quizQuestions.position)),
  ]);
  return { card, lessonRows, questionRows };
}

/**
 * Every lesson of a course in order, with the course's title and whether the user completed each (empty: no such
 * course). The course's columns carry names of their own: a batch answers rows by column name, where the lesson's
 * and the course's `slug` and `title` would be one.
 */
function courseLessonIndex(db: Database, courseSlug: string, userId: number, language: Language) {
  return db
    .select({
      id: lessons.id,
      slug: lessons.slug,
      title: inLanguage<string>(lessonText.title, lessons.title),
      language: wordsLanguage(lessonText.language),
      position: lessons.position,
      courseSlug: sql<string>`${courses.slug}`.as("course_slug"),
      courseTitle: sql<string>`coalesce(${courseText.title}, ${courses.title})`.as("course_title"),
      courseLanguage: sql<Language>`coalesce(${courseText.language}, 'en')`.as("course_language"),
      completed: sql<number>`EXISTS (SELECT 1 FROM lesson_progress p WHERE p.lesson_id = ${lessons.id} AND p.user_id = ${userId})`,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .leftJoin(courseText, and(eq(courseText.courseId, courses.id), eq(courseText.language, language)))
    .leftJoin(lessonText, and(eq(lessonText.lessonId, lessons.id), eq(lessonText.language, language)))
    .where(eq(courses.slug, courseSlug))
    .orderBy(asc(lessons.position));
}

/**
 * A lesson by its course's slug and its own, with the course's lesson index (courseLessonIndex), in one round trip.
 * The caller decides from the index whether the reader may see the lesson.
 */
export async function lessonWithIndex(db: Database, courseSlug: string, lessonSlug: string, userId: number, language: Language) {
  const [index, [lesson]] = await db.batch([
    courseLessonIndex(db, courseSlug, userId, language),
    db
      .select({
        slug: lessons.slug,
        title: inLanguage<string>(lessonText.title, lessons.title),
        body: inLanguage<string>(lessonText.body, lessons.body),
        language: wordsLanguage(lessonText.language),
        imageUrl: lessons.imageUrl,
        estimatedMinutes: lessons.estimatedMinutes,
      })
      .from(lessons)
      .leftJoin(lessonText, and(eq(lessonText.lessonId, lessons.id), eq(lessonText.language, language)))
      .where(and(sql`${lessons.courseId} = (select c.id from courses c where c.slug = ${courseSlug})`, eq(lessons.slug, lessonSlug))),
  ]);
  return { index, lesson };
}

/** Enrolls the user; true when this call created the enrollment. */
export async function enroll(db: Database, userId: number, courseId: number) {
  const created = await db
    .insert(enrollments)
    .values({ userId, courseId })
    .onConflictDoNothing()
    .returning({ courseId: enrollments.courseId })
    .get();
  return created !== undefined;
}

/** Marks a lesson complete (and enrolls the learner in its course); false when there is no such lesson. */
export async function completeLesson(db: Database, userId: number, courseSlug: string, lessonSlug: string) {
  const lesson = await db
    .select({ id: lessons.id, courseId: lessons.courseId })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(courses.slug, courseSlug), eq(lessons.slug, lessonSlug)))
    .get();
  if (!lesson) return false;
  await db.batch([
    db.insert(enrollments).values({ userId, courseId: lesson.courseId }).onConflictDoNothing(),
    db.insert(lessonProgress).values({ userId, lessonId: lesson.id }).onConflictDoNothing(),
  ]);
  return true;
}

/**
 * A course's questions in order, with their options (JSON), right answers and the options' words in `language` (the
 * same count and order, ADR 070): the answers are checked against the stored options, the learner is told in hers.
 */
export function quizAnswerKey(db: Database, courseId: number, language: Language) {
  return db
    .select({
      options: quizQuestions.options,
      correctIndex: quizQuestions.correctIndex,
      shownOptions: inLanguage<string>(questionText.options, quizQuestions.options),
    })
    .from(quizQuestions)
    .leftJoin(questionText, and(eq(questionText.questionId, quizQuestions.id), eq(questionText.language, language)))
    .where(eq(quizQuestions.courseId, courseId))
    .orderBy(asc(quizQuestions.position))
    .all();
}

/** The start of `now`'s UTC day (ISO) and the whole seconds until the next UTC midnight (at least 1). */
export function utcDay(now: Date) {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { startIso: new Date(start).toISOString(), secondsToNext: Math.max(1, Math.ceil((start + 86_400_000 - now.getTime()) / 1000)) };
}

/** How many scored attempts the learner made at this course's quiz since `now`'s UTC midnight. */
export async function quizAttemptsToday(db: Database, userId: number, courseId: number, now: Date) {
  const row = await db
    .select({ used: sql<number>`count(*)` })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.courseId, courseId), gte(quizAttempts.attemptedAt, utcDay(now).startIso)))
    .get();
  return row?.used ?? 0;
}

/** Records an attempt only while today's count is under the limit, in one statement so two at once cannot both slip in. */
export async function claimQuizAttempt(db: Database, userId: number, courseId: number, score: number, now: Date) {
  const rows = await db.all<{ id: number }>(sql`
    INSERT INTO ${quizAttempts} (user_id, course_id, score, attempted_at)
    SELECT ${userId}, ${courseId}, ${score}, ${now.toISOString()}
    WHERE (SELECT count(*) FROM ${quizAttempts} WHERE user_id = ${userId} AND course_id = ${courseId} AND attempted_at >= ${utcDay(now).startIso}) < ${MAX_QUIZ_ATTEMPTS_PER_DAY}
    RETURNING id`);
  return rows.length > 0;
}

/** Keeps the best score; the pass date is set the first time the learner passes. */
export async function recordQuizResult(
  db: Database,
  userId: number,
  courseId: number,
  result: { score: number; passed: boolean },
  now: Date,
) {
  await db.batch([
    db.insert(enrollments).values({ userId, courseId }).onConflictDoNothing(),
    db
      .update(enrollments)
      .set({
        quizScore: sql`max(coalesce(${enrollments.quizScore}, 0), ${result.score})`,
        quizPassedAt: result.passed ? sql`coalesce(${enrollments.quizPassedAt}, ${now.toISOString()})` : sql`${enrollments.quizPassedAt}`,
      })
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId))),
  ]);
}
