// Writes migrations/0005_courses_content.sql from content/courses/*.md and migrations/0031_course_translations.sql
// from content/courses/<language>/*.md (run: npx tsx scripts/build-courses-migration.ts). It refuses a translation that
// lost a number, a name, a lesson or a quiz answer; worker/api/lms-content.test.ts fails when the SQL is stale.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES } from "../worker/languages";
import { type CourseTranslationFile, coursesMigrationSql, courseTranslationsMigrationSql } from "./lib/courses-sql";

const dir = "content/courses";
const read = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .map((name) => ({ name, text: readFileSync(join(folder, name), "utf8") }));

const files = read(dir);
writeFileSync("migrations/0005_courses_content.sql", coursesMigrationSql(files));
console.log(`wrote migrations/0005_courses_content.sql from ${files.length} courses`);

const translations: CourseTranslationFile[] = LANGUAGES.filter((language) => language !== "en").flatMap((language) =>
  existsSync(join(dir, language)) ? read(join(dir, language)).map((file) => ({ language, ...file })) : [],
);
writeFileSync("migrations/0031_course_translations.sql", courseTranslationsMigrationSql(files, translations));
console.log(`wrote migrations/0031_course_translations.sql from ${translations.length} translated courses`);
