import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../worker/languages";
import { CATALOGS } from "./catalogs.server";
import { SAME_AS_ENGLISH as HA_SAME } from "./strings/ha/same-as-english";
import { SAME_AS_ENGLISH as IG_SAME } from "./strings/ig/same-as-english";
import { SAME_AS_ENGLISH as PCM_SAME } from "./strings/pcm/same-as-english";
import { SAME_AS_ENGLISH as YO_SAME } from "./strings/yo/same-as-english";

// Texts the translators declared identical to English on purpose (names, brand words, borrowed terms).
const SAME_AS_ENGLISH = { ha: HA_SAME, yo: YO_SAME, ig: IG_SAME, pcm: PCM_SAME } as const;

// Sample arguments for the catalog's functions: a number where a count is expected, else a word.
const SAMPLE_ARGS = [3, 7] as const;

type Leaf = { path: string; value: unknown };

function leaves(node: unknown, path = ""): Leaf[] {
  if (node !== null && typeof node === "object") {
    return Object.entries(node).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  }
  return [{ path, value: node }];
}

/** What a leaf shows: a string as it is, a function called with sample arguments. */
function rendered(value: unknown): string {
  if (typeof value === "function") {
    const args = Array.from({ length: value.length }, (_, index) => SAMPLE_ARGS[index % SAMPLE_ARGS.length]);
    return String(value(...args));
  }
  return String(value);
}

const english = new Map(leaves(CATALOGS.en).map((leaf) => [leaf.path, leaf.value]));

describe("language catalogs", () => {
  for (const language of LANGUAGES.filter((code) => code !== "en")) {
    const catalog = new Map(leaves(CATALOGS[language]).map((leaf) => [leaf.path, leaf.value]));
    const declared = new Set<string>(SAME_AS_ENGLISH[language]);

    it(`${language} has exactly English's keys, each of the same kind`, () => {
      expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [path, value] of english) expect(typeof catalog.get(path), path).toBe(typeof value);
    });

    it(`${language} never falls back to English silently: an identical text is declared as such`, () => {
      const identical = [...english].filter(([path, value]) => rendered(catalog.get(path)) === rendered(value)).map(([path]) => path);
      // A text with no letters (`${price} / ${unit}`) has nothing to translate.
      const wordless = (path: string) => !/\p{L}/u.test(rendered(english.get(path)));
      expect(identical.filter((path) => !declared.has(path) && !wordless(path))).toEqual([]);
      expect([...declared].filter((path) => !identical.includes(path))).toEqual([]);
    });

    it(`${language} has no empty text and keeps every ₦ and number of the English`, () => {
      for (const [path, value] of catalog) {
        const text = rendered(value);
        expect(text.trim(), path).not.toBe("");
        const englishText = rendered(english.get(path));
        if (englishText.includes("₦")) expect(text, path).toContain("₦");
        for (const digits of englishText.match(/\d+/g) ?? []) expect(text, path).toContain(digits);
      }
    });
  }

  it("has a message for every API error code in every language", async () => {
    const { API_ERRORS } = await import("../../worker/http/error-codes");
    for (const language of LANGUAGES) {
      for (const code of Object.keys(API_ERRORS)) {
        expect((CATALOGS[language].errors as Record<string, string>)[code], `${language} ${code}`).toBeTruthy();
      }
    }
  });
});
