import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../test/database";
import { wordsOf } from "./glossary";
import { questionIntents } from "./guide-sections";
import { chooseSections, retrievePassages, searchTerms } from "./retrieval";

await loadContent();

describe("searchTerms", () => {
  it("keeps a question's topic words, with glossary equivalents, and drops function words of every language", () => {
    const hausa = searchTerms("Yaya zan shuka masara da taki?");
    expect(hausa).toEqual(expect.arrayContaining(["shuka", "masara", "maize", "taki", "fertilizer"]));
    for (const dropped of ["yaya", "zan", "da"]) expect(hausa).not.toContain(dropped);
    expect(searchTerms("Báwo ni mo ṣe lè gbin àgbàdo?")).toEqual(expect.arrayContaining(["gbin", "àgbàdo", "maize"]));
    expect(searchTerms("Báwo ni mo ṣe lè gbin àgbàdo?")).not.toEqual(expect.arrayContaining(["ni"]));
    expect(searchTerms("Wetin I fit use kill armyworm for my corn?")).toEqual(
      expect.arrayContaining(["kill", "armyworm", "fall armyworm", "corn", "maize"]),
    );
    expect(searchTerms("Wetin I fit use")).toEqual([]);
    // A glossary word is kept even when it is short ("ji" is Igbo for yam).
    expect(searchTerms("ji")).toEqual(expect.arrayContaining(["ji", "yam", "doya"]));
  });

  it("uses the English equivalents to pick the sections of an English guide", () => {
    const body = "## Spacing\n\nPlant maize 75 cm apart.\n\n## Storage\n\nKeep yams in a barn.";
    const guide = { slug: "crops", title: "Crops", source_name: "IITA", source_url: "https://example.org/", body, score: -1 };
    expect(chooseSections("masara", [guide]).map((passage) => [passage.section, passage.text])).toEqual([
      ["Spacing", "Plant maize 75 cm apart."],
    ]);
  });
});

describe("retrievePassages with local names", () => {
  it("finds the English guide for a crop named in each language", async () => {
    const first = async (question: string) => (await retrievePassages(env.DB, question))[0]?.url;
    expect(await first("barkono")).toBe("https://nihort.gov.ng/");
    for (const [local, english] of [
      ["ìrẹsì", "rice"],
      ["akpu", "cassava"],
      ["doya", "yam"],
    ]) {
      const guide = await first(english ?? "");
      expect(guide).toMatch(/^https:\/\//);
      expect(await first(local ?? "")).toBe(guide);
    }
    expect(await first("guinea corn")).toBe("https://www.icrisat.org/");
  });
});

describe("what a question asks for", () => {
  const intents = (question: string) => questionIntents(wordsOf(question));

  it("reads a dry season as a time of year, not as drying, and wilting as a call for water", () => {
    expect(intents("My tomato is wilting in the dry season")).toEqual(["water"]);
    expect(intents("Tumatir dina yana yankwanewa lokacin rani")).toEqual(["water"]);
    expect(intents("How do I dry my maize before storage?")[0]).toBe("storage");
  });

  it("lets 'when' lead for planting, and qualify any other action", () => {
    expect(intents("When should I plant maize in Kano?")).toEqual(["timing", "planting"]);
    expect(intents("Yaushe zan shuka masara?")).toEqual(["timing", "planting"]);
    expect(intents("When is the best time to sell my maize?")).toEqual(["selling", "timing"]);
    expect(intents("When should I harvest groundnut?")).toEqual(["harvest", "timing"]);
  });

  it("asks about storage when a question stores a crop against insects", () => {
    expect(intents("Báwo ni mo ṣe lè tọ́jú ẹ̀wà kí kòkòrò má jẹ ẹ́?")[0]).toBe("storage");
  });
});
