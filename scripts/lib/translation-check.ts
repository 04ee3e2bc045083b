// What a translated guide or course must keep from its English (ADR 070): every number with its unit (doses, rates,
// spacings, prices), every product, chemical, variety, organism, organisation and state name, passage by passage.
// A wrong dose in Hausa is worse than an English one, so the generators refuse a translation that loses one, and
// test/content-translations.test.ts lists every loss. Pure (no file access): workerd tests run it too.
import { NIGERIAN_STATES } from "../../worker/states";

const UNIT = "(?:kg|g|ha|cm|mm|km|m|ml|L|°C)";
/** A number as written: ₦, thousands commas, decimals, ranges (20-25, 1/3), %, SAMPEA's -T, then its unit if any. */
const NUMBER = new RegExp(
  `(?<![\\p{L}\\p{N}.,])₦?\\d+(?:[.,]\\d+)*(?:\\s?[-–/]\\s?\\d+(?:[.,]\\d+)*)*(?:-T)?%?(?:\\s?${UNIT}(?![\\p{L}\\p{N}]))?`,
  "gu",
);

/** Names written in capitals or with digits: NPK, NAFDAC, PICS, IITA, SAMMAZ, TGx, P2O5, K2O, SOSAT-C88. */
const CODED_NAME = /(?<![\p{L}\p{N}])(?:[A-Z][A-Z0-9]+[a-z]?(?:-[A-Z0-9]+)*|[A-Za-z]+\d[A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)(?![\p{L}\p{N}])/gu;

/** Products, chemicals, organisms and organisations written in ordinary letters (matched in any case). */
export const PLAIN_NAMES = [
  "urea",
  "emamectin benzoate",
  "spinetoram",
  "chlorantraniliprole",
  "spinosad",
  "metalaxyl",
  "imazapyr",
  "desmodium",
  "Bacillus thuringiensis",
  "Bt",
  "Aflasafe",
  "Aspergillus",
  "Spodoptera frugiperda",
  "Busseola fusca",
  "Sesamia calamistis",
  "Eldana saccharina",
  "Chilo",
  "Scirpophaga",
  "Tuta absoluta",
  "Striga",
  "Maruca",
  "Quelea",
  "Brachiaria",
  "Napier",
  "neem",
  "gypsum",
  "rhizobium",
  "rhizobia",
  "NiMet",
  "Purdue",
  "Gona",
];

/** State names, as the planting calendar's zones and the guides' places name them. */
const STATE_NAMES = NIGERIAN_STATES.map((state) => (state.slug === "fct" ? "FCT" : state.name));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const wholeWord = (name: string, flags: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, `gu${flags}`);

/** Each number of a text (spaces dropped, "–" as "-") with how many times it is written. */
export function numbersOf(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of text.normalize("NFC").matchAll(NUMBER)) {
    const token = match[0].replace(/\s+/g, "").replaceAll("–", "-");
    counts.set(token, (counts.get(token) ?? 0) + 1);
  }
  return counts;
}

/** The names a text mentions: coded names as written, plain names and states from the lists above. */
export function namesOf(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(CODED_NAME)) names.add(match[0]);
  for (const name of PLAIN_NAMES) if (wholeWord(name, "i").test(text)) names.add(name);
  for (const name of STATE_NAMES) if (wholeWord(name, "").test(text)) names.add(name);
  return names;
}

const mentions = (text: string, name: string) => wholeWord(name, PLAIN_NAMES.includes(name) ? "i" : "").test(text);

/**
 * What a translated passage lost from its English: each number written fewer times than in English, each name not
 * written at all. Empty when it kept everything.
 */
export function factProblems(where: string, english: string, translation: string): string[] {
  const problems: string[] = [];
  const kept = numbersOf(translation);
  for (const [number, count] of numbersOf(english)) {
    const found = kept.get(number) ?? 0;
    if (found < count) problems.push(`${where}: "${number}" is written ${count} time(s) in English, ${found} in the translation`);
  }
  for (const name of namesOf(english)) {
    if (!mentions(translation, name)) problems.push(`${where}: the name "${name}" is missing`);
  }
  return problems;
}

/** How many "- " list items a passage has: a dropped bullet is a dropped step. */
export const listItemCount = (text: string) => text.split("\n").filter((line) => /^\s*-\s/.test(line)).length;

/** Throws every problem at once, so a translator sees the whole list. */
export function refuseProblems(what: string, problems: string[]): void {
  if (problems.length > 0) throw new Error(`${what}: the translations lost what the English says\n${problems.join("\n")}`);
}
