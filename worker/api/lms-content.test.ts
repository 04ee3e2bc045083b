import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import migration from "../../migrations/0005_courses_content.sql?raw";
import translationsMigration from "../../migrations/0031_course_translations.sql?raw";
import {
  type CourseTranslationFile,
  coursesMigrationSql,
  courseTranslationsMigrationSql,
  parseCourse,
} from "../../scripts/lib/courses-sql";
import { loadContent } from "../../test/database";

await loadContent();

const courseFiles = import.meta.glob("../../content/courses/*.md", { query: "?raw", import: "default", eager: true }) as Record<
  string,
  string
>;
const files = Object.entries(courseFiles).map(([path, text]) => ({ name: path.split("/").pop() ?? path, text }));
const translatedFiles = import.meta.glob("../../content/courses/*/*.md", { query: "?raw", import: "default", eager: true }) as Record<
  string,
  string
>;
const translations: CourseTranslationFile[] = Object.entries(translatedFiles).map(([path, text]) => ({
  language: path.split("/").at(-2) as CourseTranslationFile["language"],
  name: path.split("/").pop() ?? path,
  text,
}));

describe("migrations/0005_courses_content.sql", () => {
  it("is exactly what scripts/build-courses-migration.ts generates from content/courses", () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
    expect(migration).toBe(coursesMigrationSql(files));
  });

  it("has a committed translations migration that is exactly what content/courses/<language>/ generates", () => {
    expect(translations).toHaveLength(files.length * 4);
    expect(translationsMigration).toBe(courseTranslationsMigrationSql(files, translations));
  });

  it("loads every course, lesson and quiz question in Hausa, Yoruba, Igbo and Pidgin, beside the English rows", async () => {
    const courses = files.map(({ name, text }) => parseCourse(name, text));
    const rows = await env.DB.prepare(
      `SELECT language, count(*) AS courses,
         (SELECT count(*) FROM lesson_translations l WHERE l.language = c.language) AS lessons,
         (SELECT count(*) FROM quiz_question_translations q WHERE q.language = c.language) AS questions
       FROM course_translations c GROUP BY language ORDER BY language`,
    ).all();
    const lessons = courses.reduce((sum, course) => sum + course.lessons.length, 0);
    const questions = courses.reduce((sum, course) => sum + course.quiz.length, 0);
    expect(rows.results).toEqual(["ha", "ig", "pcm", "yo"].map((language) => ({ language, courses: courses.length, lessons, questions })));
  });

  it("loads every course, lesson and quiz question into D1", async () => {
    const courses = files.map(({ name, text }) => parseCourse(name, text));
    const counts = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM courses) AS courses, (SELECT count(*) FROM lessons) AS lessons, (SELECT count(*) FROM quiz_questions) AS questions",
    ).first();
    expect(counts).toEqual({
      courses: courses.length,
      lessons: courses.reduce((sum, course) => sum + course.lessons.length, 0),
      questions: courses.reduce((sum, course) => sum + course.quiz.length, 0),
    });
    for (const course of courses) {
      expect(course.lessons.length).toBeGreaterThanOrEqual(3);
      expect(course.quiz.length).toBeGreaterThanOrEqual(3);
      expect(course.quiz.length).toBeLessThanOrEqual(5);
    }
  });

  it("refuses a course file without a correct answer marked", () => {
    const broken = "---\nslug: x\ntitle: X\nsummary: S\n---\n\n## Quiz\n\n### Q?\n- [ ] a\n- [ ] b\n";
    expect(() => parseCourse("broken.md", broken)).toThrow(/one \[x\] answer/);
  });
});
