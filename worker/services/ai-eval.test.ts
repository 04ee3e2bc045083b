import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../test/database";
import { isLanguage, LANGUAGES, type Language } from "../languages";
import { passageAnswerer } from "./ai";
import evaluation from "./ai-eval.json";
import { MAX_GUIDE_ANSWER_CHARS } from "./guide-answer";
import { MAX_SECTIONS, retrievePassages } from "./retrieval";

await loadContent();

interface Question {
  language: string;
  question: string;
  /** The guide's slug, or "none": the guides do not cover it and the asker is sent to the community. */
  guide: string;
  /** The section's English heading (its key in every language). */
  section?: string;
  also?: { guide: string; section: string }[];
  /** The section itself must be cited first: "…maize in Kano" opens with Kano's window, not the south's. */
  lead?: boolean;
}

/** Below this share of questions answered right (cited in the asker's language, or sent to the community), it fails. */
const PASS_SHARE = 0.9;
/** And below this share in any one language. */
const LANGUAGE_PASS_SHARE = 0.8;
const MIN_QUESTIONS = 60;
const MIN_PER_LANGUAGE = 12;

describe("Ask AI evaluation", () => {
  it("answers the farmers' questions from the guide section each must cite, in their language, briefly", async () => {
    const questions = evaluation.questions as Question[];
    expect(questions.length).toBeGreaterThanOrEqual(MIN_QUESTIONS);
    const tally = Object.fromEntries(LANGUAGES.map((language) => [language, { asked: 0, right: 0, first: 0, cited: 0 }]));
    const misses: string[] = [];
    /** A question naming its place must open with that place's window, whatever the shares say. */
    const leadMisses: string[] = [];
    for (const item of questions) {
      if (!isLanguage(item.language)) throw new Error(`Unknown language ${item.language}`);
      const language: Language = item.language;
      const count = tally[language] as { asked: number; right: number; first: number; cited: number };
      count.asked++;
      const passages = await retrievePassages(env.DB, item.question, language);
      const guides = passages.filter((passage) => passage.kind === "knowledge");
      expect(guides.length).toBeLessThanOrEqual(MAX_SECTIONS);
      const found = guides.map((passage) => `${passage.slug}#${passage.sectionKey}`);
      let right: boolean;
      if (item.guide === "none") {
        right = guides.length === 0;
      } else {
        const wanted = [{ guide: item.guide, section: item.section ?? "" }, ...(item.also ?? [])].map(
          (want) => `${want.guide}#${want.section}`,
        );
        const index = found.findIndex((key) => wanted.includes(key));
        const cited = index >= 0 ? guides[index] : undefined;
        if (cited) count.cited++;
        // Cited in the asker's language: the translated section, not the English one.
        right = cited?.language === language && (!item.lead || found[0] === wanted[0]);
        if (right && index === 0) count.first++;
      }
      if (item.lead && !right) leadMisses.push(`[${language}] ${item.question}`);
      if (right) count.right++;
      else misses.push(`[${language}] ${item.question} → ${found.join(", ") || "nothing"} (wanted ${item.guide}#${item.section ?? ""})`);
      if (passages.length > 0) {
        const answer = await passageAnswerer.answer(item.question, passages, language);
        expect(answer.generatedBy).toBe("guides");
        expect(answer.text.length, item.question).toBeLessThanOrEqual(MAX_GUIDE_ANSWER_CHARS);
      }
    }
    const lines = LANGUAGES.map((language) => {
      const { asked, right, first, cited } = tally[language] as { asked: number; right: number; first: number; cited: number };
      return `  ${language}: ${right}/${asked} right (${first} cited first; ${cited} cite the section in any language)`;
    });
    const right = Object.values(tally).reduce((sum, count) => sum + count.right, 0);
    console.log(`Ask AI evaluation: ${right}/${questions.length} questions answered right\n${lines.join("\n")}`);
    if (misses.length > 0) console.log(`Missed:\n${misses.join("\n")}`);
    for (const language of LANGUAGES) {
      const { asked, right: languageRight } = tally[language] as { asked: number; right: number };
      expect(asked, language).toBeGreaterThanOrEqual(MIN_PER_LANGUAGE);
      expect(languageRight / asked, language).toBeGreaterThanOrEqual(LANGUAGE_PASS_SHARE);
    }
    expect(right / questions.length).toBeGreaterThanOrEqual(PASS_SHARE);
    expect(leadMisses).toEqual([]);
  });
});
