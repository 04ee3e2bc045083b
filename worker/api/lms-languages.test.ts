// AgriAcademy in the reader's language (ADR 070): courses, lessons and quizzes come translated, fall back to English
// only where a translation is missing, and a learner who switches language keeps her progress and quiz score.

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type CourseTranslationFile, parseCourse } from "../../scripts/lib/courses-sql";
import { loadContent } from "../../test/database";
import { call, registerUser } from "../../test/http";

await loadContent();

const COURSE = "post-harvest-storage";
const FILE = "04-post-harvest.md";
// The right answers of content/courses/04-post-harvest.md (and of each translation), in order.
const RIGHT = [2, 1, 1, 0];

const files = import.meta.glob("../../content/courses/**/04-post-harvest.md", { query: "?raw", import: "default", eager: true }) as Record<
  string,
  string
>;
const course = (language: CourseTranslationFile["language"] | "en") => {
  const entry = Object.entries(files).find(([path]) =>
    language === "en" ? path.endsWith(`courses/${FILE}`) : path.includes(`/${language}/`),
  );
  if (!entry) throw new Error(`no ${language} course`);
  return parseCourse(entry[0], entry[1]);
};
const inLanguage = (language: string) => ({ cookie: `gona_lang=${language}` });

describe("AgriAcademy in the reader's language", () => {
  it("lists the catalog in Hausa, Yoruba, Igbo and Pidgin, and in English without a choice", async () => {
    for (const language of ["ha", "yo", "ig", "pcm"] as const) {
      const catalog = await call("GET", "/api/lms/courses", { headers: inLanguage(language) });
      const card = catalog.json.find((item: { slug: string }) => item.slug === COURSE);
      expect(card).toMatchObject({ title: course(language).title, summary: course(language).summary, language });
    }
    const english = await call("GET", "/api/lms/courses");
    expect(english.json.find((item: { slug: string }) => item.slug === COURSE)).toMatchObject({
      title: course("en").title,
      language: "en",
    });
  });

  it("serves a lesson, its neighbours and the course's outline in the reader's language, `?lang=` first", async () => {
    const yoruba = course("yo");
    const lesson = await call("GET", `/api/lms/courses/${COURSE}/lessons/${yoruba.lessons[0]?.slug}?lang=yo`, {
      headers: inLanguage("ha"),
    });
    expect(lesson.status).toBe(200);
    expect(lesson.json.lesson).toMatchObject({ title: yoruba.lessons[0]?.title, body: yoruba.lessons[0]?.body, language: "yo" });
    expect(lesson.json.course).toMatchObject({ title: yoruba.title, language: "yo" });
    expect(lesson.json.next).toEqual({ slug: yoruba.lessons[1]?.slug, title: yoruba.lessons[1]?.title, language: "yo" });

    const outline = await call("GET", `/api/lms/courses/${COURSE}`, { headers: inLanguage("ig") });
    const igbo = course("ig");
    expect(outline.json.lessons.map((item: { title: string }) => item.title)).toEqual(igbo.lessons.map((item) => item.title));
    expect(outline.json.quiz.questions.map((item: { question: string }) => item.question)).toEqual(igbo.quiz.map((item) => item.question));
    for (const [index, question] of outline.json.quiz.questions.entries()) {
      expect(question.language).toBe("ig");
      expect([...question.options].sort()).toEqual([...(igbo.quiz[index]?.options ?? [])].sort());
    }
  });

  it("keeps progress and the best quiz score across languages: a Hausa lesson done shows done in English, a Pidgin quiz counts", async () => {
    const farmer = await registerUser("farmer");
    const hausa = course("ha");
    const done = await call("POST", `/api/lms/courses/${COURSE}/lessons/${hausa.lessons[0]?.slug}/complete`, {
      token: farmer.token,
      headers: inLanguage("ha"),
    });
    expect(done.json.course).toMatchObject({ title: hausa.title, language: "ha", progress: { completedLessons: 1, percentComplete: 33 } });

    // The quiz taken in Pidgin: the options as that attempt shows them, answered right, and told back in Pidgin.
    const pidgin = course("pcm");
    const attempt = await call("GET", `/api/lms/courses/${COURSE}`, { token: farmer.token, headers: inLanguage("pcm") });
    const shown: string[][] = attempt.json.quiz.questions.map((question: { options: string[] }) => question.options);
    const answers = RIGHT.map((right, index) => shown[index]?.indexOf(pidgin.quiz[index]?.options[right] ?? "") ?? -1);
    expect(answers).not.toContain(-1);
    const scored = await call("POST", `/api/lms/courses/${COURSE}/quiz`, {
      token: farmer.token,
      headers: inLanguage("pcm"),
      body: { answers, attempt: attempt.json.quiz.attempt },
    });
    expect(scored.json).toMatchObject({ score: 100, passed: true });
    expect(scored.json.results.map((result: { chosen: string }) => result.chosen)).toEqual(
      RIGHT.map((right, index) => pidgin.quiz[index]?.options[right]),
    );

    const english = await call("GET", `/api/lms/courses/${COURSE}`, { token: farmer.token });
    expect(english.json.course).toMatchObject({
      title: course("en").title,
      progress: { completedLessons: 1, quizScore: 100, quizPassed: true },
    });
    expect(english.json.lessons[0]).toMatchObject({ title: course("en").lessons[0]?.title, completed: true, language: "en" });
    const progress = await call("GET", "/api/lms/progress", { token: farmer.token, headers: inLanguage("yo") });
    expect(progress.json.courses).toEqual([expect.objectContaining({ slug: COURSE, title: course("yo").title, language: "yo" })]);
  });

  it("falls back to English for a lesson or question whose translation is missing, and says which", async () => {
    const lessonId = await env.DB.prepare(
      "SELECT l.id FROM lessons l JOIN courses c ON c.id = l.course_id WHERE c.slug = ? AND l.position = 2",
    )
      .bind(COURSE)
      .first<number>("id");
    const saved = await env.DB.prepare("SELECT * FROM lesson_translations WHERE lesson_id = ? AND language = 'pcm'")
      .bind(lessonId)
      .first<{ title: string; body: string }>();
    if (!saved) throw new Error("no Pidgin lesson");
    await env.DB.prepare("DELETE FROM lesson_translations WHERE lesson_id = ? AND language = 'pcm'").bind(lessonId).run();
    try {
      const outline = await call("GET", `/api/lms/courses/${COURSE}`, { headers: inLanguage("pcm") });
      expect(outline.json.lessons.map((lesson: { language: string }) => lesson.language)).toEqual(["pcm", "en", "pcm"]);
      expect(outline.json.lessons[1].title).toBe(course("en").lessons[1]?.title);
      expect(outline.json.course.language).toBe("pcm");
    } finally {
      await env.DB.prepare("INSERT INTO lesson_translations (lesson_id, language, title, body) VALUES (?, 'pcm', ?, ?)")
        .bind(lessonId, saved.title, saved.body)
        .run();
    }
  });
});
