import { describe, expect, it } from "vitest";
import glossaryDoc from "../../docs/i18n/glossary.md?raw";
import { LANGUAGES } from "../languages";
import { expandTerms, foldWord, GLOSSARY, wordsOf } from "./glossary";

const alternatives = (text: string) => expandTerms(wordsOf(text)).map((group) => group.alternatives);

describe("glossary", () => {
  it("folds tone marks, underdots, hooked letters and case", () => {
    expect(foldWord("Àgbàdo")).toBe("agbado");
    expect(foldWord("ẹ̀wà")).toBe("ewa");
    expect(foldWord("IṢU")).toBe("isu");
    expect(foldWord("gyaɗa")).toBe("gyada");
    expect(foldWord("Ɓawo ƙasa")).toBe("bawo kasa");
    expect(foldWord("ahụekere")).toBe("ahuekere");
  });

  it("keeps a Yoruba word whole with its combining marks", () => {
    expect(wordsOf("Ẹ̀wà àti ẹ̀pà")).toEqual(["ẹ̀wà", "àti", "ẹ̀pà"]);
    expect(wordsOf('"masara" OR NEAR(')).toEqual(["masara", "or", "near"]);
  });

  it("expands a local word to the English term and the other languages' words", () => {
    const [masara] = alternatives("masara");
    expect(masara).toEqual(expect.arrayContaining(["masara", "maize", "àgbàdo", "agbado", "ọka", "oka", "corn"]));
    for (const written of ["agbado", "àgbàdo", "ÀGBÀDO", "oka", "ọka", "corn"]) {
      expect(alternatives(written)[0]).toContain("maize");
    }
    expect(alternatives("gyada")[0]).toEqual(expect.arrayContaining(["groundnut", "gyaɗa", "ẹ̀pà", "epa"]));
    expect(alternatives("ewa")[0]).toContain("cowpea");
    expect(alternatives("taki")[0]).toContain("fertilizer");
    expect(alternatives("maize")[0]).toContain("masara");
  });

  it("matches a phrase before its words, and leaves unknown words alone with their folded form", () => {
    const groups = expandTerms(wordsOf("Ina son maganin kwari na guinea corn"));
    expect(groups.map((group) => group.typed)).toEqual(["ina", "son", "maganin kwari", "na", "guinea corn"]);
    expect(groups[2]?.alternatives).toContain("pesticide");
    expect(groups[4]?.alternatives).toContain("sorghum");
    expect(groups[4]?.alternatives).not.toContain("maize");
    expect(groups[0]).toEqual({ typed: "ina", alternatives: ["ina"], known: false });
    expect(expandTerms(["ọ̀rọ̀"])[0]).toEqual({ typed: "ọ̀rọ̀", alternatives: ["ọ̀rọ̀", "oro"], known: false });
    expect(alternatives("ọkà bàbà")[0]).toContain("sorghum");
  });

  it("has an English term for every entry and only letters and spaces in every word", () => {
    for (const entry of GLOSSARY) {
      expect(entry.terms.en.length).toBeGreaterThan(0);
      for (const language of LANGUAGES) {
        for (const term of entry.terms[language]) expect(term.normalize("NFC")).toMatch(/^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u);
      }
    }
  });
});

describe("docs/i18n/glossary.md", () => {
  it("shows exactly the glossary's rows", () => {
    const cell = (terms: string[]) => (terms.length > 0 ? terms.join(", ") : "—");
    const rows = GLOSSARY.map(({ terms, note }) =>
      `| ${[terms.en, terms.ha, terms.yo, terms.ig, terms.pcm].map(cell).join(" | ")} | ${note ?? ""} |`.replace(/ {2}\|$/, " |"),
    );
    const table = glossaryDoc.split("\n").filter((line) => line.startsWith("| ") && !/^\| (English term|---)/.test(line));
    expect(table).toEqual(rows);
  });
});
