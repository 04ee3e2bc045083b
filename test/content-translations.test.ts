// The translated guides and courses say what the English says (ADR 070): every number with its unit (doses, rates,
// spacings, prices) and every product, chemical, variety, organism, organisation and state name, passage by passage;
// the same sections, lessons, list items and quiz answers. A wrong dose in Hausa is worse than English.
import { describe, expect, it } from "vitest";
import {
  type CourseTranslationFile,
  courseTranslationProblems,
  courseTranslationsMigrationSql,
  parseCourse,
} from "../scripts/lib/courses-sql";
import { factProblems, namesOf, numbersOf } from "../scripts/lib/translation-check";
import { LANGUAGES } from "../worker/languages";
import { splitSections } from "../worker/services/guide-sections";
import {
  guideTranslationProblems,
  type KnowledgeTranslation,
  knowledgeTranslationsMigrationSql,
  parseKnowledgeMarkdown,
} from "../worker/services/knowledge-content";

const raw = (files: Record<string, unknown>) => files as Record<string, string>;
const guides = raw(import.meta.glob("../content/agronomy/*.md", { query: "?raw", import: "default", eager: true }));
const translatedGuides = raw(import.meta.glob("../content/agronomy/*/*.md", { query: "?raw", import: "default", eager: true }));
const courses = raw(import.meta.glob("../content/courses/*.md", { query: "?raw", import: "default", eager: true }));
const translatedCourses = raw(import.meta.glob("../content/courses/*/*.md", { query: "?raw", import: "default", eager: true }));

const fileName = (path: string) => path.split("/").pop() ?? path;
const slugOf = (path: string) => fileName(path).replace(/\.md$/, "");
const languageOf = (path: string) => path.split("/").at(-2) as KnowledgeTranslation["language"];
const TRANSLATED = LANGUAGES.filter((language) => language !== "en");

const english = new Map(Object.entries(guides).map(([path, text]) => [slugOf(path), parseKnowledgeMarkdown(slugOf(path), text)]));
const guideTranslations: KnowledgeTranslation[] = Object.entries(translatedGuides).map(([path, text]) => ({
  language: languageOf(path),
  document: parseKnowledgeMarkdown(slugOf(path), text),
}));
const courseFiles = Object.entries(courses).map(([path, text]) => ({ name: fileName(path), text }));
const courseTranslations: CourseTranslationFile[] = Object.entries(translatedCourses).map(([path, text]) => ({
  language: languageOf(path),
  name: fileName(path),
  text,
}));

describe("translated guides", () => {
  it("exist for every guide in Hausa, Yoruba, Igbo and Pidgin, and nowhere without an English original", () => {
    for (const language of TRANSLATED) {
      const slugs = guideTranslations.filter((translation) => translation.language === language).map(({ document }) => document.slug);
      expect(slugs.sort(), language).toEqual([...english.keys()].sort());
    }
  });

  it("keep every number, unit, dose and name of each English section, with the same sections and list items", () => {
    const problems = guideTranslations.flatMap((translation) => {
      const original = english.get(translation.document.slug);
      return original ? guideTranslationProblems(original, translation) : [`${translation.document.slug}: no English guide`];
    });
    expect(problems).toEqual([]);
    // The check has something to check: every guide's sections carry numbers or names.
    const facts = [...english.values()].reduce((sum, doc) => sum + numbersOf(doc.body).size + namesOf(doc.body).size, 0);
    expect(facts).toBeGreaterThan(150);
  });

  it("refuses a Hausa guide whose fertilizer dose changed, or that dropped a section", () => {
    const maize = guideTranslations.find((translation) => translation.language === "ha" && translation.document.slug === "maize");
    const original = english.get("maize");
    if (!maize || !original) throw new Error("no maize guide");
    const fertilizer = splitSections(original.body).findIndex((section) => section.heading === "Fertilizer");
    const wrongDose = { ...maize, document: { ...maize.document, body: maize.document.body.replace("2-3", "3-4") } };
    expect(guideTranslationProblems(original, wrongDose)).toContain(
      `content/agronomy/ha/maize.md § ${fertilizer + 1} (Fertilizer): "2-3" is written 1 time(s) in English, 0 in the translation`,
    );
    expect(() => knowledgeTranslationsMigrationSql([...english.values()], [wrongDose])).toThrow(/"2-3" is written/);
    const noUrea = { ...maize, document: { ...maize.document, body: maize.document.body.replaceAll("urea", "yuriya") } };
    expect(guideTranslationProblems(original, noUrea)).toContain(
      `content/agronomy/ha/maize.md § ${fertilizer + 1} (Fertilizer): the name "urea" is missing`,
    );
    const shorter = { ...maize, document: { ...maize.document, body: maize.document.body.replace(/\n## [^\n]*\n[^#]*$/, "\n") } };
    expect(guideTranslationProblems(original, shorter)).toContain("content/agronomy/ha/maize.md: 5 sections, the English guide has 6");
  });
});

describe("translated courses", () => {
  it("exist for every course in every language", () => {
    for (const language of TRANSLATED) {
      const names = courseTranslations.filter((file) => file.language === language).map((file) => file.name);
      expect(names.sort(), language).toEqual(courseFiles.map((file) => file.name).sort());
    }
  });

  it("keep each lesson's numbers and names, the lessons' slugs and minutes, and every quiz's options and right answer", () => {
    const originals = new Map(courseFiles.map(({ name, text }) => [name, parseCourse(name, text)]));
    const problems = courseTranslations.flatMap(({ language, name, text }) => {
      const original = originals.get(name);
      const where = `content/courses/${language}/${name}`;
      return original ? courseTranslationProblems(original, parseCourse(where, text), where) : [`${where}: no English course`];
    });
    expect(problems).toEqual([]);
  });

  it("refuses a translated quiz that marks another answer, or a lesson that lost a number", () => {
    const hausa = courseTranslations.find((file) => file.language === "ha" && file.name === "01-seed-treatment-and-planting.md");
    if (!hausa) throw new Error("no Hausa course");
    const moved = hausa.text.replace("- [x] Aƙalla 85\n- [ ] Duka 100", "- [ ] Aƙalla 85\n- [x] Duka 100");
    expect(moved).not.toBe(hausa.text);
    expect(() => courseTranslationsMigrationSql(courseFiles, [{ ...hausa, text: moved }])).toThrow(
      /question 1: 4 options with answer 4, the English has 4 with answer 3/,
    );
    const lostNumber = hausa.text.replace("ƙwaya 100 (layuka", "ƙwaya 10 (layuka");
    expect(() => courseTranslationsMigrationSql(courseFiles, [{ ...hausa, text: lostNumber }])).toThrow(
      /lesson 1 \(choosing-good-seed\): "100" is written 1 time\(s\) in English, 0 in the translation/,
    );
  });
});

describe("the facts a passage must keep", () => {
  it("reads numbers with their units, ranges, money and percentages, and names with capitals, digits or from the lists", () => {
    expect([...numbersOf("Apply 120 kg N and 2-3 bags (50 kg) at 4–6 weeks; ₦38,000 is 13% of 1.5 t.").keys()]).toEqual([
      "120kg",
      "2-3",
      "50kg",
      "4-6",
      "₦38,000",
      "13%",
      "1.5",
    ]);
    expect([...namesOf("Spray emamectin benzoate (NAFDAC-registered) or Bt; P2O5 from SSP; SOSAT-C88 in Kano.")]).toEqual(
      expect.arrayContaining(["NAFDAC", "P2O5", "SSP", "SOSAT-C88", "emamectin benzoate", "Bt", "Kano"]),
    );
    expect(factProblems("x", "Use 50 kg of urea.", "Ku yi amfani da kg 50 na yuriya.")).toEqual([
      'x: "50kg" is written 1 time(s) in English, 0 in the translation',
      'x: the name "urea" is missing',
    ]);
    expect(factProblems("x", "Use 50 kg of urea.", "Ku yi amfani da yuriya (urea) 50 kg.")).toEqual([]);
  });
});
