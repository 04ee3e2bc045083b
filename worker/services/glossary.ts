// Local names of crops, pests and inputs, so a search in Hausa, Yoruba, Igbo or Pidgin finds the English
// words the knowledge base and most listings use (and an English search finds listings written locally).
// docs/i18n/glossary.md shows the same table; words a native speaker has yet to confirm are listed in
// docs/i18n/review.md.
import type { Language } from "../languages";

export interface GlossaryEntry {
  /** Words of each language for one thing; `en` holds the terms the knowledge base and listings use. */
  terms: Record<Language, string[]>;
  /** What a reader of the table should know (an ambiguity, a word to confirm). */
  note?: string;
}

export const GLOSSARY: GlossaryEntry[] = [
  {
    terms: { en: ["maize"], ha: ["masara"], yo: ["àgbàdo"], ig: ["ọka"], pcm: ["corn"] },
    note: "Yoruba ọkà (grain, guinea corn) folds to the same letters as Igbo ọka; bare oka is read as maize.",
  },
  {
    terms: { en: ["sorghum"], ha: ["dawa"], yo: ["ọkà bàbà"], ig: ["ọka okpoko"], pcm: ["guinea corn"] },
    note: "Igbo ọka okpoko to be confirmed.",
  },
  {
    terms: { en: ["millet"], ha: ["gero"], yo: ["jéró"], ig: [], pcm: ["millet"] },
    note: "Igbo word unknown; Yoruba jéró to be confirmed.",
  },
  { terms: { en: ["rice"], ha: ["shinkafa"], yo: ["ìrẹsì"], ig: ["osikapa"], pcm: ["rice"] } },
  { terms: { en: ["cowpea", "beans"], ha: ["wake"], yo: ["ẹ̀wà"], ig: ["agwa"], pcm: ["beans"] } },
  { terms: { en: ["groundnut", "peanut"], ha: ["gyaɗa"], yo: ["ẹ̀pà"], ig: ["ahụekere"], pcm: ["groundnut"] } },
  { terms: { en: ["tomato"], ha: ["tumatir"], yo: ["tòmátì"], ig: ["tomato"], pcm: ["tomato"] } },
  {
    terms: { en: ["pepper"], ha: ["barkono", "tattasai"], yo: ["ata", "tàtàṣé"], ig: ["ose"], pcm: ["pepper"] },
    note: "Hausa barkono is hot chilli and tattasai sweet red pepper (tatashe); both count as pepper.",
  },
  { terms: { en: ["onion"], ha: ["albasa"], yo: ["àlùbọ́sà"], ig: ["yabasị"], pcm: ["onion"] } },
  { terms: { en: ["cassava"], ha: ["rogo"], yo: ["ẹ̀gẹ́"], ig: ["akpụ"], pcm: ["cassava"] } },
  { terms: { en: ["yam"], ha: ["doya"], yo: ["iṣu"], ig: ["ji"], pcm: ["yam"] } },
  {
    terms: { en: ["soybean", "soya"], ha: ["waken soya"], yo: ["sóyà"], ig: ["soya"], pcm: ["soya beans"] },
    note: "Yoruba sóyà to be confirmed.",
  },
  {
    terms: { en: ["fertilizer"], ha: ["taki", "takin zamani"], yo: ["ajílẹ̀"], ig: ["fatịlaịza", "nri ala"], pcm: ["fertilizer"] },
    note: "Hausa taki is also manure; takin zamani is chemical fertilizer. Igbo fatịlaịza (a loanword) spelling to be confirmed.",
  },
  {
    terms: { en: ["seed"], ha: ["iri"], yo: ["irúgbìn"], ig: ["mkpụrụ"], pcm: ["seed"] },
    note: "Hausa iri also means kind or type, and Igbo mkpụrụ also means fruit: both widen a search a little.",
  },
  {
    terms: {
      en: ["pesticide", "insecticide"],
      ha: ["maganin kwari"],
      yo: ["oògùn kòkòrò"],
      ig: ["ọgwụ ahụhụ"],
      pcm: ["insecticide"],
    },
    note: "Igbo ọgwụ ahụhụ (insect medicine) to be confirmed.",
  },
  {
    terms: { en: ["fall armyworm", "armyworm"], ha: ["tsutsar masara"], yo: ["kòkòrò ajẹ̀rùn"], ig: [], pcm: ["armyworm"] },
    note: "Hausa tsutsar masara (maize worm) and Yoruba kòkòrò ajẹ̀rùn to be confirmed; Igbo word unknown.",
  },
  { terms: { en: ["weeds", "weed"], ha: ["ciyawa"], yo: ["èpò"], ig: ["ahịhịa"], pcm: ["weed"] } },
];

/** Letters that do not decompose into a base letter and a mark: Hausa's hooked consonants. */
const HOOKED: Record<string, string> = { ɓ: "b", ɗ: "d", ƙ: "k", ƴ: "y", Ɓ: "b", Ɗ: "d", Ƙ: "k", Ƴ: "y" };

/** A word as a search compares it: lower case, tone marks and underdots removed, ɓ ɗ ƙ ƴ as b d k y. */
export function foldWord(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[ɓɗƙƴƁƊƘƳ]/g, (letter) => HOOKED[letter] ?? letter)
    .toLowerCase()
    .normalize("NFC");
}

/** The words of a text: a letter or digit, then letters, digits and combining marks (Yoruba ẹ̀ keeps its marks). */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? []
  );
}

/** Every term of an entry as written and folded (an index written without marks still matches). */
const alternativesOf = (entry: GlossaryEntry) => {
  const all = Object.values(entry.terms).flat();
  return [...new Set(all.flatMap((term) => [term.normalize("NFC").toLowerCase(), foldWord(term)]))];
};

/** Folded phrase → the alternatives of every entry it names. */
const INDEX = new Map<string, string[]>();
for (const entry of GLOSSARY) {
  const alternatives = alternativesOf(entry);
  for (const term of Object.values(entry.terms).flat()) {
    const key = foldWord(term);
    INDEX.set(key, [...new Set([...(INDEX.get(key) ?? []), ...alternatives])]);
  }
}
const LONGEST_PHRASE = Math.max(...[...INDEX.keys()].map((key) => key.split(" ").length));

export interface TermGroup {
  /** What the user wrote (one word, or a glossary phrase of several). */
  typed: string;
  /** The typed words as written and folded, then the glossary's equivalents; any of them may match. */
  alternatives: string[];
  /** Whether the glossary knew the word. */
  known: boolean;
}

/**
 * Each word (or glossary phrase, longest first) with the words that mean the same thing: "masara" →
 * masara, maize, àgbàdo, agbado, ọka, oka, corn. A word the glossary does not know stands alone (with its folded form).
 */
export function expandTerms(words: string[]): TermGroup[] {
  const groups: TermGroup[] = [];
  let index = 0;
  while (index < words.length) {
    let matched = false;
    for (let length = Math.min(LONGEST_PHRASE, words.length - index); length >= 1; length--) {
      const typed = words
        .slice(index, index + length)
        .join(" ")
        .normalize("NFC")
        .toLowerCase();
      const equivalents = INDEX.get(foldWord(typed));
      if (!equivalents) continue;
      groups.push({ typed, alternatives: [...new Set([typed, foldWord(typed), ...equivalents])], known: true });
      index += length;
      matched = true;
      break;
    }
    if (matched) continue;
    const typed = (words[index] ?? "").normalize("NFC").toLowerCase();
    groups.push({ typed, alternatives: [...new Set([typed, foldWord(typed)])], known: false });
    index += 1;
  }
  return groups;
}

/** One alternative as an FTS5 string: quoted (a phrase when it has several words), never query syntax. */
export const ftsString = (term: string) => `"${term.replaceAll('"', "")}"`;
