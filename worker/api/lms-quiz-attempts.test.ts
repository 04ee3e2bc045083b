import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../test/database";
import { fastAccount } from "../../test/fast-users";
import { call } from "../../test/http";
import { takeQuiz } from "../../test/lms";
import { database } from "../db/client";
import { MAX_QUIZ_ATTEMPTS_PER_DAY } from "../domain";
import { claimQuizAttempt, quizAttemptsToday, utcDay } from "../services/lms";

await loadContent();

const COURSE = "post-harvest-storage";
const WRONG = [2, 0, 0, 1];

async function courseId(slug: string) {
  const row = await env.DB.prepare("SELECT id FROM courses WHERE slug = ?").bind(slug).first<{ id: number }>();
  return row?.id as number;
}

describe("quiz attempts per day", () => {
  it("counts seconds to the next UTC midnight from the time it is given", () => {
    expect(utcDay(new Date("2026-03-02T23:59:30.000Z"))).toEqual({ startIso: "2026-03-02T00:00:00.000Z", secondsToNext: 30 });
    expect(utcDay(new Date("2026-03-02T00:00:00.000Z")).secondsToNext).toBe(86_400);
    expect(utcDay(new Date("2026-03-02T23:59:59.500Z")).secondsToNext).toBe(1);
  });

  it("allows five attempts per user per course per UTC day, counting only that day", async () => {
    const db = database(env.DB);
    const learner = await fastAccount("farmer");
    const other = await fastAccount("farmer");
    const course = await courseId(COURSE);
    await env.DB.prepare("INSERT INTO quiz_attempts (user_id, course_id, score, attempted_at) VALUES (?, ?, 0, '2026-03-01T23:59:59.999Z')")
      .bind(learner.user.id, course)
      .run();
    const day = new Date("2026-03-02T08:00:00.000Z");
    for (let attempt = 0; attempt < MAX_QUIZ_ATTEMPTS_PER_DAY; attempt++) {
      expect(await claimQuizAttempt(db, learner.user.id, course, 25, day)).toBe(true);
    }
    expect(await quizAttemptsToday(db, learner.user.id, course, day)).toBe(5);
    expect(await claimQuizAttempt(db, learner.user.id, course, 100, new Date("2026-03-02T23:59:59.999Z"))).toBe(false);
    // Another learner and another course have their own counts; the next UTC day starts afresh.
    expect(await claimQuizAttempt(db, other.user.id, course, 25, day)).toBe(true);
    expect(await claimQuizAttempt(db, learner.user.id, await courseId("farm-record-keeping"), 25, day)).toBe(true);
    expect(await claimQuizAttempt(db, learner.user.id, course, 25, new Date("2026-03-03T00:00:00.000Z"))).toBe(true);
  });

  it("answers the sixth submission of a day with 429 and Retry-After until midnight, and records nothing", async () => {
    const learner = await fastAccount("buyer");
    for (let attempt = 1; attempt <= MAX_QUIZ_ATTEMPTS_PER_DAY; attempt++) {
      const scored = await takeQuiz(COURSE, learner.token, WRONG);
      expect(scored.status).toBe(200);
      expect(scored.json.attemptsLeftToday).toBe(MAX_QUIZ_ATTEMPTS_PER_DAY - attempt);
    }
    const refused = await takeQuiz(COURSE, learner.token, [2, 1, 1, 0]);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatch(/today's 5 quiz attempts/);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    const progress = await call("GET", "/api/lms/progress", { token: learner.token });
    expect(progress.json.courses[0].progress).toMatchObject({ quizScore: 25, quizPassed: false });
  });
});
