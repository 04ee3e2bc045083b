import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../test/database";
import { registerUser } from "../../test/http";
import { quizAttempt, storedOptions, takeQuiz } from "../../test/lms";
import { newAttemptKey, QUIZ_ATTEMPT_KEY, quizOptionOrders, seededRandom, shuffledIndexes, storedAnswers } from "./quiz-order";

await loadContent();

const SECRET = "quiz-order-test-secret";
const COURSE = "post-harvest-storage";
// content/courses/04-post-harvest.md: the right answers by stored index.
const RIGHT = [2, 1, 1, 0];

/** A deterministic stand-in for the platform's random bytes: attempt `n` always gets the same key. */
const seededFill = (n: number) => (bytes: Uint8Array) => bytes.map((_, index) => (n * 97 + index * 31 + 7) % 256);

describe("quiz option order", () => {
  it("draws a permutation from a seeded source, the same one for the same seed", () => {
    const seed = new Uint8Array(16).map((_, index) => index * 13);
    const first = shuffledIndexes(6, seededRandom(seed));
    expect([...first].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(shuffledIndexes(6, seededRandom(seed))).toEqual(first);
  });

  it("orders the options differently across attempts, and maps every shown answer back to its stored option", async () => {
    const keys = Array.from({ length: 12 }, (_, n) => newAttemptKey(seededFill(n)));
    for (const key of keys) expect(key).toMatch(QUIZ_ATTEMPT_KEY);
    expect(new Set(keys).size).toBe(keys.length);
    const orders = await Promise.all(keys.map((key) => quizOptionOrders(SECRET, { userId: 7, courseId: 4, key }, [4, 4, 3, 4])));
    // Where the right answer of the first question is shown: not always the same place.
    const shownAt = orders.map((order) => order[0]?.indexOf(RIGHT[0] as number));
    expect(new Set(shownAt).size).toBeGreaterThan(1);
    expect(new Set(orders.map((order) => JSON.stringify(order))).size).toBe(keys.length);
    for (const order of orders) {
      expect(order.map((question) => [...question].sort())).toEqual([
        [0, 1, 2, 3],
        [0, 1, 2, 3],
        [0, 1, 2],
        [0, 1, 2, 3],
      ]);
      // Answering the right option at wherever it is shown grades as the right stored answer.
      const shown = RIGHT.map((stored, question) => order[question]?.indexOf(stored) ?? -1);
      expect(storedAnswers(shown, order)).toEqual(RIGHT);
    }
    // The same attempt always has the same order; another learner's attempt with that key does not share it.
    expect(await quizOptionOrders(SECRET, { userId: 7, courseId: 4, key: keys[0] as string }, [4, 4, 3, 4])).toEqual(orders[0]);
    expect(storedAnswers([9, 0], [[1, 0]])).toEqual([-1, -1]);
  });

  it("shows each attempt in its key's order and grades answers given in that order", async () => {
    const learner = await registerUser("farmer");
    const stored = await storedOptions(COURSE);
    const course = await env.DB.prepare("SELECT id FROM courses WHERE slug = ?").bind(COURSE).first<{ id: number }>();
    for (let attempt = 0; attempt < 2; attempt++) {
      const { body, shown } = await quizAttempt(COURSE, learner.token, RIGHT);
      const orders = await quizOptionOrders(
        env.JWT_SECRET,
        { userId: learner.user.id, courseId: course?.id ?? 0, key: body.attempt },
        stored.map((options) => options.length),
      );
      expect(shown).toEqual(orders.map((order, question) => order.map((index) => stored[question]?.[index])));
      const scored = await takeQuiz(COURSE, learner.token, RIGHT);
      expect(scored.json).toMatchObject({ score: 100, passed: true });
    }
  });
});
