// Taking a quiz the way the page does: fetch an attempt, then answer by the position each option is shown at.
import { env } from "cloudflare:workers";
import { call } from "./http";

/** The stored options of a course's questions, in order (the test's answer key speaks in these indexes). */
export async function storedOptions(slug: string): Promise<string[][]> {
  const { results } = await env.DB.prepare(
    "SELECT q.options FROM quiz_questions q JOIN courses c ON c.id = q.course_id WHERE c.slug = ? ORDER BY q.position",
  )
    .bind(slug)
    .all<{ options: string }>();
  return results.map((row) => JSON.parse(row.options) as string[]);
}

/** A fresh attempt's body for the stored option indexes `stored`, and the options as that attempt shows them. */
export async function quizAttempt(slug: string, token: string, stored: number[]) {
  const course = await call("GET", `/api/lms/courses/${slug}`, { token });
  const key = await storedOptions(slug);
  const shown: string[][] = course.json.quiz.questions.map((question: { options: string[] }) => question.options);
  const answers = stored.map((index, question) => shown[question]?.indexOf(key[question]?.[index] ?? "") ?? -1);
  return { body: { answers, attempt: course.json.quiz.attempt as string }, shown };
}

/** Answers a fresh attempt with the stored option indexes `stored`. */
export async function takeQuiz(slug: string, token: string, stored: number[]) {
  const { body } = await quizAttempt(slug, token, stored);
  return call("POST", `/api/lms/courses/${slug}/quiz`, { token, body });
}
