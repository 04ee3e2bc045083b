import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../test/database";
import { isLanguage } from "../languages";
import { passageAnswerer } from "./ai";
import evaluation from "./ai-eval.json";
import { MAX_GUIDE_ANSWER_CHARS } from "./guide-answer";
import { MAX_SECTIONS, retrievePassages } from "./retrieval";

await loadContent();

/** Below this many of the 20 questions citing their passage, the evaluation fails. */
const PASS_MARK = 18;

describe("Ask AI evaluation", () => {
  it("answers the farmers' questions from the guide section each must cite, briefly", async () => {
    expect(evaluation.questions).toHaveLength(20);
    const misses: string[] = [];
    let hits = 0;
    let first = 0;
    for (const item of evaluation.questions) {
      if (!isLanguage(item.language)) throw new Error(`Unknown language ${item.language}`);
      const passages = await retrievePassages(env.DB, item.question, item.language);
      const guides = passages.filter((passage) => passage.kind === "knowledge");
      expect(guides.length).toBeLessThanOrEqual(MAX_SECTIONS);
      const cited = guides.some((passage) => passage.slug === item.guide && passage.section === item.section);
      if (guides[0]?.slug === item.guide && guides[0]?.section === item.section) first++;
      if (cited) hits++;
      else misses.push(`${item.question} → ${guides.map((passage) => `${passage.slug}#${passage.section}`).join(", ") || "nothing"}`);
      const answer = await passageAnswerer.answer(item.question, passages, item.language);
      expect(answer.generatedBy).toBe("guides");
      expect(answer.text.length, item.question).toBeLessThanOrEqual(MAX_GUIDE_ANSWER_CHARS);
    }
    console.log(`Ask AI evaluation: ${hits}/${evaluation.questions.length} questions cite their passage (${first} of them first)`);
    if (misses.length > 0) console.log(`Missed:\n${misses.join("\n")}`);
    expect(hits).toBeGreaterThanOrEqual(PASS_MARK);
  });
});
