import { describe, expect, it } from "vitest";
import { loadContent } from "../../test/database";
import { fastAccount } from "../../test/fast-users";
import { call } from "../../test/http";
import { quizAttempt, storedOptions, takeQuiz } from "../../test/lms";
import { percentComplete, quizScore } from "../services/lms";

await loadContent();

const COURSE = "post-harvest-storage";
const FIRST = "harvesting-and-drying";
const SECOND = "preventing-aflatoxin";
// The right answers of content/courses/04-post-harvest.md, in order.
const RIGHT = [2, 1, 1, 0];

describe("progress and score arithmetic", () => {
  it("rounds the share of completed lessons", () => {
    expect(percentComplete(0, 3)).toBe(0);
    expect(percentComplete(1, 3)).toBe(33);
    expect(percentComplete(2, 3)).toBe(67);
    expect(percentComplete(3, 3)).toBe(100);
    expect(percentComplete(5, 3)).toBe(100);
    expect(percentComplete(0, 0)).toBe(0);
  });

  it("passes a quiz at 70% or more", () => {
    expect(quizScore([0, 1, 2], [0, 1, 2])).toEqual({ correct: 3, total: 3, score: 100, passed: true });
    expect(quizScore([0, 1, 0], [0, 1, 2])).toMatchObject({ score: 67, passed: false });
    expect(quizScore([1, 1, 1, 0, 0, 0, 0, 0, 0, 0], [1, 1, 1, 0, 0, 0, 0, 1, 1, 1])).toMatchObject({ score: 70, passed: true });
  });
});

describe("/api/lms catalog and lessons", () => {
  it("lists at least six courses with lesson counts and time, and no progress when signed out", async () => {
    const catalog = await call("GET", "/api/lms/courses");
    expect(catalog.status).toBe(200);
    expect(catalog.json.length).toBeGreaterThanOrEqual(6);
    for (const course of catalog.json) {
      expect(course.lessonCount).toBeGreaterThanOrEqual(3);
      expect(course.estimatedMinutes).toBeGreaterThan(0);
      expect(course.progress).toBeNull();
    }
  });

  it("never sends the quiz answers with the course", async () => {
    const course = await call("GET", `/api/lms/courses/${COURSE}`);
    expect(course.status).toBe(200);
    expect(course.json.quiz.questions).toHaveLength(4);
    expect(course.text).not.toContain("correct");
    expect(course.json.lessons[0]).toMatchObject({ slug: FIRST, locked: false });
    expect(course.json.lessons[1]).toMatchObject({ slug: SECOND, locked: true });
    expect((await call("GET", "/api/lms/courses/no-such-course")).status).toBe(404);
  });

  it("opens the first lesson to everyone and asks for sign-in for the others", async () => {
    const first = await call("GET", `/api/lms/courses/${COURSE}/lessons/${FIRST}`);
    expect(first.status).toBe(200);
    expect(first.json.lesson.body).toContain("13%");
    expect(first.json.previous).toBeNull();
    expect(first.json.next.slug).toBe(SECOND);
    // The lesson and its course each keep their own slug and title (one batch reads both).
    const course = (await call("GET", `/api/lms/courses/${COURSE}`)).json.course;
    expect(first.json.course).toEqual({ slug: COURSE, title: course.title, language: "en", lessonCount: course.lessonCount });
    expect(first.json.lesson).toMatchObject({ slug: FIRST, position: 1 });
    expect(first.json.lesson.title).not.toBe(course.title);
    // Another course's lesson is not found under this course.
    const other = (await call("GET", "/api/lms/courses")).json.find((card: { slug: string }) => card.slug !== COURSE);
    const otherFirst = (await call("GET", `/api/lms/courses/${other.slug}`)).json.lessons[0].slug;
    const misplaced = await call("GET", `/api/lms/courses/${COURSE}/lessons/${otherFirst}`);
    expect(misplaced.status).toBe(404);
    expect(misplaced.json.code).toBe("lesson_not_found");
    expect((await call("GET", `/api/lms/courses/${COURSE}/lessons/${SECOND}`)).status).toBe(401);
    const farmer = await fastAccount("farmer");
    const second = await call("GET", `/api/lms/courses/${COURSE}/lessons/${SECOND}`, { token: farmer.token });
    expect(second.status).toBe(200);
    expect(second.json.lesson.body).toContain("Aflasafe");
    expect((await call("GET", `/api/lms/courses/${COURSE}/lessons/nope`, { token: farmer.token })).status).toBe(404);
  });

  it("refuses enrolment, completion, quizzes and progress without sign-in", async () => {
    expect((await call("POST", `/api/lms/courses/${COURSE}/enroll`)).status).toBe(401);
    expect((await call("POST", `/api/lms/courses/${COURSE}/lessons/${FIRST}/complete`)).status).toBe(401);
    expect((await call("POST", `/api/lms/courses/${COURSE}/quiz`, { body: { answers: RIGHT } })).status).toBe(401);
    expect((await call("GET", "/api/lms/progress")).status).toBe(401);
  });
});

describe("/api/lms progress", () => {
  it("enrolls, counts completed lessons once, and reports the percentage", async () => {
    const buyer = await fastAccount("buyer");
    const enroll = await call("POST", `/api/lms/courses/${COURSE}/enroll`, { token: buyer.token });
    expect(enroll.status).toBe(201);
    expect(enroll.json.course.progress).toMatchObject({ enrolled: true, completedLessons: 0, percentComplete: 0 });
    expect((await call("POST", `/api/lms/courses/${COURSE}/enroll`, { token: buyer.token })).status).toBe(200);

    const done = await call("POST", `/api/lms/courses/${COURSE}/lessons/${FIRST}/complete`, { token: buyer.token });
    expect(done.status).toBe(200);
    expect(done.json.course.progress).toMatchObject({ completedLessons: 1, percentComplete: 33 });
    const twice = await call("POST", `/api/lms/courses/${COURSE}/lessons/${FIRST}/complete`, { token: buyer.token });
    expect(twice.json.course.progress.completedLessons).toBe(1);

    const progress = await call("GET", "/api/lms/progress", { token: buyer.token });
    expect(progress.json.courses).toHaveLength(1);
    expect(progress.json.courses[0]).toMatchObject({ slug: COURSE, progress: { percentComplete: 33, quizScore: null, quizPassed: false } });
  });

  it("enrolls implicitly when a lesson is completed in another course", async () => {
    const farmer = await fastAccount("farmer");
    const done = await call("POST", "/api/lms/courses/farm-record-keeping/lessons/why-keep-records/complete", { token: farmer.token });
    expect(done.status).toBe(200);
    const progress = await call("GET", "/api/lms/progress", { token: farmer.token });
    expect(progress.json.courses.map((course: { slug: string }) => course.slug)).toEqual(["farm-record-keeping"]);
    expect((await call("POST", "/api/lms/courses/farm-record-keeping/lessons/nope/complete", { token: farmer.token })).status).toBe(404);
  });

  it("scores the quiz, passes at 70%, keeps the best score and refuses malformed answers", async () => {
    const supplier = await fastAccount("supplier");
    const path = `/api/lms/courses/${COURSE}/quiz`;
    const failing = await takeQuiz(COURSE, supplier.token, [2, 0, 0, 1]);
    expect(failing.status).toBe(200);
    expect(failing.json).toMatchObject({ score: 25, passed: false, correct: 1, total: 4 });

    const passing = await takeQuiz(COURSE, supplier.token, [2, 1, 1, 3]);
    expect(passing.json).toMatchObject({ score: 75, passed: true });
    // Right or wrong per question and the option chosen, never the right answers themselves.
    const key = await storedOptions(COURSE);
    expect(passing.json.results).toEqual([
      { correct: true, chosen: key[0]?.[2] },
      { correct: true, chosen: key[1]?.[1] },
      { correct: true, chosen: key[2]?.[1] },
      { correct: false, chosen: key[3]?.[3] },
    ]);
    expect(JSON.stringify(passing.json)).not.toMatch(/correctIndex/);

    await takeQuiz(COURSE, supplier.token, [0, 0, 0, 1]);
    const progress = await call("GET", "/api/lms/progress", { token: supplier.token });
    expect(progress.json.courses[0].progress).toMatchObject({ quizScore: 75, quizPassed: true });

    const { body } = await quizAttempt(COURSE, supplier.token, RIGHT);
    expect((await call("POST", path, { token: supplier.token, body: { ...body, answers: [2, 1] } })).status).toBe(400);
    expect((await call("POST", path, { token: supplier.token, body: { ...body, answers: [2, 1, 1, 9] } })).status).toBe(400);
    expect((await call("POST", path, { token: supplier.token, body: { ...body, answers: ["a", 1, 1, 0] } })).status).toBe(400);
    expect((await call("POST", path, { token: supplier.token, body: { ...body, cheat: true } })).status).toBe(400);
    const stale = await call("POST", path, { token: supplier.token, body: { answers: body.answers } });
    expect(stale.status).toBe(400);
    expect(stale.json.error).toMatch(/open the quiz again/);
    expect((await call("POST", path, { token: supplier.token, body: { ...body, attempt: "short" } })).status).toBe(400);
  });
});
