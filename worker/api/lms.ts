import { and, asc, eq, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { courses, enrollments, lessonProgress, lessons, quizQuestions } from "../db/schema";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { badRequest, notFound, unauthorized } from "../http/errors";
import { readJson } from "../http/validate";

/** A quiz passes at this percentage or more. */
export const QUIZ_PASS_PERCENT = 70;

const slugPattern = /^[a-z0-9-]{1,80}$/;

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

export const quizBody = z.strictObject({
  answers: z
    .array(z.int("Each answer must be an option number").min(0, "Each answer must be an option number"))
    .max(20, "Too many answers"),
});

function slugParam(value: string | undefined, what: string): string {
  if (!value || !slugPattern.test(value)) throw notFound(`${what} not found`);
  return value;
}

/** One query for course cards: counts, cover image and (when signed in) the caller's progress. */
function courseCards(c: Context<AppEnv>) {
  const userId = c.var.user?.id ?? 0;
  return c.var.db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      summary: courses.summary,
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
    .leftJoin(enrollments, and(eq(enrollments.courseId, courses.id), eq(enrollments.userId, userId)));
}

type CourseCardRow = Awaited<ReturnType<ReturnType<typeof courseCards>["all"]>>[number];

function courseDto(row: CourseCardRow, signedIn: boolean) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
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

async function findCourse(c: Context<AppEnv>, slug: string | undefined) {
  const row = await courseCards(c)
    .where(eq(courses.slug, slugParam(slug, "Course")))
    .get();
  if (!row) throw notFound("Course not found");
  return row;
}

/** The learning area (AgriAcademy): catalog, lessons, progress and quizzes. */
export const lmsRoutes = new Hono<AppEnv>()
  .get("/courses", async (c) => {
    const rows = await courseCards(c).orderBy(asc(courses.position), asc(courses.id)).all();
    return c.json(rows.map((row) => courseDto(row, c.var.user !== null)));
  })
  .get("/courses/:slug", async (c) => {
    const course = await findCourse(c, c.req.param("slug"));
    const userId = c.var.user?.id ?? 0;
    const [lessonRows, questionRows] = await c.var.db.batch([
      c.var.db
        .select({
          slug: lessons.slug,
          title: lessons.title,
          estimatedMinutes: lessons.estimatedMinutes,
          position: lessons.position,
          completed: sql<number>`EXISTS (SELECT 1 FROM lesson_progress p WHERE p.lesson_id = ${lessons.id} AND p.user_id = ${userId})`,
        })
        .from(lessons)
        .where(eq(lessons.courseId, course.id))
        .orderBy(asc(lessons.position)),
      c.var.db
        .select({
          id: quizQuestions.id,
          position: quizQuestions.position,
          question: quizQuestions.question,
          options: quizQuestions.options,
        })
        .from(quizQuestions)
        .where(eq(quizQuestions.courseId, course.id))
        .orderBy(asc(quizQuestions.position)),
    ]);
    const signedIn = c.var.user !== null;
    return c.json({
      course: courseDto(course, signedIn),
      lessons: lessonRows.map((lesson, index) => ({ ...lesson, completed: Boolean(lesson.completed), locked: !signedIn && index > 0 })),
      // The answers stay on the server: questions and options only.
      quiz: {
        passPercent: QUIZ_PASS_PERCENT,
        questions: questionRows.map((question) => ({ ...question, options: JSON.parse(question.options) as string[] })),
      },
    });
  })
  .get("/courses/:slug/lessons/:lessonSlug", async (c) => {
    const slug = slugParam(c.req.param("slug"), "Course");
    const lessonSlug = slugParam(c.req.param("lessonSlug"), "Lesson");
    const userId = c.var.user?.id ?? 0;
    const rows = await c.var.db
      .select({
        id: lessons.id,
        slug: lessons.slug,
        title: lessons.title,
        position: lessons.position,
        courseSlug: courses.slug,
        courseTitle: courses.title,
        completed: sql<number>`EXISTS (SELECT 1 FROM lesson_progress p WHERE p.lesson_id = ${lessons.id} AND p.user_id = ${userId})`,
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(courses.slug, slug))
      .orderBy(asc(lessons.position))
      .all();
    if (rows.length === 0) throw notFound("Course not found");
    const index = rows.findIndex((row) => row.slug === lessonSlug);
    const current = rows[index];
    if (!current) throw notFound("Lesson not found");
    // The first lesson of every course is open to everyone; the rest need an account.
    if (index > 0 && !c.var.user) throw unauthorized("Sign in to read this lesson");
    const lesson = await c.var.db.select().from(lessons).where(eq(lessons.id, current.id)).get();
    if (!lesson) throw notFound("Lesson not found");
    const link = (row: (typeof rows)[number] | undefined) => (row ? { slug: row.slug, title: row.title } : null);
    return c.json({
      course: { slug: current.courseSlug, title: current.courseTitle, lessonCount: rows.length },
      lesson: {
        slug: lesson.slug,
        title: lesson.title,
        body: lesson.body,
        imageUrl: lesson.imageUrl,
        estimatedMinutes: lesson.estimatedMinutes,
        position: index + 1,
        completed: Boolean(current.completed),
      },
      previous: link(rows[index - 1]),
      next: link(rows[index + 1]),
    });
  })
  .post("/courses/:slug/enroll", async (c) => {
    const user = requireUser(c);
    const course = await findCourse(c, c.req.param("slug"));
    const created = await c.var.db
      .insert(enrollments)
      .values({ userId: user.id, courseId: course.id })
      .onConflictDoNothing()
      .returning({ courseId: enrollments.courseId })
      .get();
    const updated = await findCourse(c, course.slug);
    return c.json({ course: courseDto(updated, true) }, created ? 201 : 200);
  })
  .post("/courses/:slug/lessons/:lessonSlug/complete", async (c) => {
    const user = requireUser(c);
    const slug = slugParam(c.req.param("slug"), "Course");
    const lessonSlug = slugParam(c.req.param("lessonSlug"), "Lesson");
    const lesson = await c.var.db
      .select({ id: lessons.id, courseId: lessons.courseId })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(and(eq(courses.slug, slug), eq(lessons.slug, lessonSlug)))
      .get();
    if (!lesson) throw notFound("Lesson not found");
    // Completing a lesson enrolls the learner in its course.
    await c.var.db.batch([
      c.var.db.insert(enrollments).values({ userId: user.id, courseId: lesson.courseId }).onConflictDoNothing(),
      c.var.db.insert(lessonProgress).values({ userId: user.id, lessonId: lesson.id }).onConflictDoNothing(),
    ]);
    const course = await findCourse(c, slug);
    return c.json({ completed: true, course: courseDto(course, true) });
  })
  .post("/courses/:slug/quiz", async (c) => {
    const user = requireUser(c);
    const course = await findCourse(c, c.req.param("slug"));
    const body = await readJson(c, quizBody);
    const questions = await c.var.db
      .select({ options: quizQuestions.options, correctIndex: quizQuestions.correctIndex })
      .from(quizQuestions)
      .where(eq(quizQuestions.courseId, course.id))
      .orderBy(asc(quizQuestions.position))
      .all();
    if (questions.length === 0) throw notFound("This course has no quiz");
    if (body.answers.length !== questions.length)
      throw badRequest(`Answer all ${questions.length} questions`, { answers: `Answer all ${questions.length} questions` });
    body.answers.forEach((answer, index) => {
      const count = (JSON.parse(questions[index]?.options ?? "[]") as string[]).length;
      if (answer >= count) throw badRequest("An answer is not one of the options", { [`answers.${index}`]: "Not one of the options" });
    });
    const result = quizScore(
      body.answers,
      questions.map((question) => question.correctIndex),
    );
    // Keeps the best score; the pass date is set the first time the learner passes.
    await c.var.db.batch([
      c.var.db.insert(enrollments).values({ userId: user.id, courseId: course.id }).onConflictDoNothing(),
      c.var.db
        .update(enrollments)
        .set({
          quizScore: sql`max(coalesce(${enrollments.quizScore}, 0), ${result.score})`,
          quizPassedAt: result.passed
            ? sql`coalesce(${enrollments.quizPassedAt}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`
            : sql`${enrollments.quizPassedAt}`,
        })
        .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, course.id))),
    ]);
    return c.json({
      ...result,
      passPercent: QUIZ_PASS_PERCENT,
      results: questions.map((question, index) => ({
        correctIndex: question.correctIndex,
        correct: body.answers[index] === question.correctIndex,
      })),
    });
  })
  .get("/progress", async (c) => {
    requireUser(c);
    const rows = await courseCards(c)
      .where(sql`${enrollments.enrolledAt} IS NOT NULL`)
      .orderBy(asc(courses.position), asc(courses.id))
      .all();
    return c.json({ courses: rows.map((row) => courseDto(row, true)) });
  });
