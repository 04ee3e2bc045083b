import { type Context, Hono } from "hono";
import { MAX_QUIZ_ATTEMPTS_PER_DAY } from "../domain";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { badRequest, notFound, tooManyRequests, unauthorized } from "../http/errors";
import { readJson } from "../http/validate";
import { resolveLanguage } from "../languages";
import {
  claimQuizAttempt,
  completeLesson,
  courseDto,
  courseOutline,
  enroll,
  findCourseCard,
  lessonWithIndex,
  listCourseCards,
  QUIZ_PASS_PERCENT,
  quizAnswerKey,
  quizAttemptsToday,
  quizScore,
  recordQuizResult,
  utcDay,
} from "../services/lms";
import { newAttemptKey, QUIZ_ATTEMPT_KEY, quizOptionOrders, storedAnswers } from "../services/quiz-order";
import { quizBody } from "./community-schemas";

const slugPattern = /^[a-z0-9-]{1,80}$/;

function slugParam(value: string | undefined, missing: "course_not_found" | "lesson_not_found"): string {
  if (!value || !slugPattern.test(value)) throw notFound(missing);
  return value;
}

/** The reader's language (`?lang=` > cookie > profile > Accept-Language): the words come in it where translated. */
const readerLanguage = (c: Context<AppEnv>) => resolveLanguage(c.req.raw, c.var.user?.language);

async function findCourse(c: Context<AppEnv>, slug: string | undefined) {
  const row = await findCourseCard(c.var.db, c.var.user?.id ?? 0, slugParam(slug, "course_not_found"), readerLanguage(c));
  if (!row) throw notFound("course_not_found");
  return row;
}

/**
 * The learning area (AgriAcademy): catalog, lessons, progress and quizzes, in the reader's language where translated
 * (each course, lesson and question says which language its words are in); progress is the same in every language.
 */
export const lmsRoutes = new Hono<AppEnv>()
  .get("/courses", async (c) => {
    const rows = await listCourseCards(c.var.db, c.var.user?.id ?? 0, readerLanguage(c));
    return c.json(rows.map((row) => courseDto(row, c.var.user !== null)));
  })
  .get("/courses/:slug", async (c) => {
    const slug = slugParam(c.req.param("slug"), "course_not_found");
    const { card: course, lessonRows, questionRows } = await courseOutline(c.var.db, slug, c.var.user?.id ?? 0, readerLanguage(c));
    if (!course) throw notFound("course_not_found");
    const signedIn = c.var.user !== null;
    const options = questionRows.map((question) => JSON.parse(question.options) as string[]);
    // Every fetch is a new attempt with its own option order, unless it names the attempt the learner answered: the
    // results page then shows the options in the order they were chosen from (the key alone tells nothing of it).
    const asked = c.req.query("attempt");
    if (asked !== undefined && !QUIZ_ATTEMPT_KEY.test(asked)) throw badRequest("quiz_attempt_invalid");
    const attempt = asked ?? newAttemptKey();
    const orders = await quizOptionOrders(
      c.env.JWT_SECRET,
      { userId: c.var.user?.id ?? 0, courseId: course.id, key: attempt },
      options.map((list) => list.length),
    );
    return c.json({
      course: courseDto(course, signedIn),
      lessons: lessonRows.map((lesson, index) => ({ ...lesson, completed: Boolean(lesson.completed), locked: !signedIn && index > 0 })),
      // The answers stay on the server: questions and options only.
      quiz: {
        passPercent: QUIZ_PASS_PERCENT,
        attempt,
        questions: questionRows.map((question, index) => ({
          ...question,
          options: (orders[index] ?? []).map((stored) => options[index]?.[stored] ?? ""),
        })),
      },
    });
  })
  .get("/courses/:slug/lessons/:lessonSlug", async (c) => {
    const slug = slugParam(c.req.param("slug"), "course_not_found");
    const lessonSlug = slugParam(c.req.param("lessonSlug"), "lesson_not_found");
    const { index: rows, lesson } = await lessonWithIndex(c.var.db, slug, lessonSlug, c.var.user?.id ?? 0, readerLanguage(c));
    if (rows.length === 0) throw notFound("course_not_found");
    const index = rows.findIndex((row) => row.slug === lessonSlug);
    const current = rows[index];
    if (!current) throw notFound("lesson_not_found");
    // The first lesson of every course is open to everyone; the rest need an account.
    if (index > 0 && !c.var.user) throw unauthorized("lesson_sign_in_required");
    if (!lesson) throw notFound("lesson_not_found");
    const link = (row: (typeof rows)[number] | undefined) => (row ? { slug: row.slug, title: row.title, language: row.language } : null);
    return c.json({
      course: { slug: current.courseSlug, title: current.courseTitle, language: current.courseLanguage, lessonCount: rows.length },
      lesson: {
        slug: lesson.slug,
        title: lesson.title,
        body: lesson.body,
        language: lesson.language,
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
    const created = await enroll(c.var.db, user.id, course.id);
    const updated = await findCourse(c, course.slug);
    return c.json({ course: courseDto(updated, true) }, created ? 201 : 200);
  })
  .post("/courses/:slug/lessons/:lessonSlug/complete", async (c) => {
    const user = requireUser(c);
    const slug = slugParam(c.req.param("slug"), "course_not_found");
    const lessonSlug = slugParam(c.req.param("lessonSlug"), "lesson_not_found");
    if (!(await completeLesson(c.var.db, user.id, slug, lessonSlug))) throw notFound("lesson_not_found");
    const course = await findCourse(c, slug);
    return c.json({ completed: true, course: courseDto(course, true) });
  })
  .post("/courses/:slug/quiz", async (c) => {
    const user = requireUser(c);
    const now = new Date();
    const course = await findCourse(c, c.req.param("slug"));
    const body = await readJson(c, quizBody);
    const questions = await quizAnswerKey(c.var.db, course.id, readerLanguage(c));
    if (questions.length === 0) throw notFound("quiz_not_found");
    if (body.answers.length !== questions.length) {
      const message = `Answer all ${questions.length} questions`;
      throw badRequest("answer_all_questions", { answers: { code: "answer_all_questions", message } }, message);
    }
    const options = questions.map((question) => JSON.parse(question.options) as string[]);
    body.answers.forEach((answer, index) => {
      if (answer >= (options[index]?.length ?? 0)) throw badRequest("answer_not_an_option", { [`answers.${index}`]: "not_an_option" });
    });
    const orders = await quizOptionOrders(
      c.env.JWT_SECRET,
      { userId: user.id, courseId: course.id, key: body.attempt },
      options.map((list) => list.length),
    );
    const answers = storedAnswers(body.answers, orders);
    const used = await quizAttemptsToday(c.var.db, user.id, course.id, now);
    const result = quizScore(
      answers,
      questions.map((question) => question.correctIndex),
    );
    if (used >= MAX_QUIZ_ATTEMPTS_PER_DAY || !(await claimQuizAttempt(c.var.db, user.id, course.id, result.score, now)))
      throw tooManyRequests("quiz_attempts_used", utcDay(now).secondsToNext);
    await recordQuizResult(c.var.db, user.id, course.id, result, now);
    // Right or wrong per question and the option chosen (in the reader's words), never the right answers: a retry still
    // needs the lessons.
    const shown = questions.map((question) => JSON.parse(question.shownOptions) as string[]);
    return c.json({
      ...result,
      passPercent: QUIZ_PASS_PERCENT,
      attemptsLeftToday: Math.max(0, MAX_QUIZ_ATTEMPTS_PER_DAY - used - 1),
      results: questions.map((question, index) => ({
        correct: answers[index] === question.correctIndex,
        chosen: shown[index]?.[answers[index] ?? -1] ?? "",
      })),
    });
  })
  .get("/progress", async (c) => {
    const user = requireUser(c);
    const rows = await listCourseCards(c.var.db, user.id, readerLanguage(c), true);
    return c.json({ courses: rows.map((row) => courseDto(row, true)) });
  });
