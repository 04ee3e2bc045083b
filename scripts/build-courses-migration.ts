// Writes migrations/0005_courses_content.sql from content/courses/*.md (run: npx tsx scripts/build-courses-migration.ts).
// worker/api/lms-content.test.ts fails when the committed SQL no longer matches the content.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { coursesMigrationSql } from "./lib/courses-sql";

const dir = "content/courses";
const files = readdirSync(dir)
  .filter((name) => name.endsWith(".md"))
  .map((name) => ({ name, text: readFileSync(`${dir}/${name}`, "utf8") }));
writeFileSync("migrations/0005_courses_content.sql", coursesMigrationSql(files));
console.log(`wrote migrations/0005_courses_content.sql from ${files.length} courses`);
