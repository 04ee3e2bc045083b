// Which sections of a farming guide answer a question: a guide is split at its "## " headings, and each
// section is scored on the question's topic words and on what the question wants to do (its intent).
import { NIGERIAN_STATES } from "../states";
import { foldWord, GLOSSARY, type TermGroup, wordsOf } from "./glossary";

export interface GuideSection {
  heading: string;
  /** The section's text without its heading line. */
  body: string;
  /** Position in the guide (0 first). */
  index: number;
  /** The same section in the reader's language, when the guide is translated: its words count too. */
  translated?: { heading: string; body: string };
}

/** A guide's "## " sections, in order; text before the first heading is its own untitled section. */
export function splitSections(markdown: string): GuideSection[] {
  const sections: GuideSection[] = [];
  for (const chunk of markdown.split(/^##\s+/m)) {
    const newline = chunk.indexOf("\n");
    const heading = (newline === -1 ? chunk : chunk.slice(0, newline)).trim();
    const body = newline === -1 ? "" : chunk.slice(newline + 1).trim();
    if (!heading && !body) continue;
    const untitled = sections.length === 0 && !markdown.trimStart().startsWith("##");
    sections.push({ heading: untitled ? "" : heading, body: untitled ? chunk.trim() : body, index: sections.length });
  }
  return sections;
}

export type Intent =
  | "control"
  | "spray"
  | "signs"
  | "diagnose"
  | "timing"
  | "planting"
  | "water"
  | "fertilizer"
  | "storage"
  | "harvest"
  | "selling"
  | "variety";

interface IntentRule {
  /** Headings that deliver it exactly (the "Control" sections), and those that cover it among other things. */
  headings: RegExp;
  related?: RegExp;
  /** Question words (folded, any of our languages) that ask for it; a word ending in "*" is a prefix. */
  words: string[];
  /** How much each word counts: describing damage weighs less than asking what to do about it. */
  weight?: number;
}

/**
 * Words are folded (no tone marks, ɗ as d); Hausa, Yoruba, Igbo and Pidgin words sit beside the English. Headings are
 * the English ones: a translated guide has the same sections in the same order (ADR 070), so its section is scored
 * under its English heading.
 */
export const INTENTS: Record<Intent, IntentRule> = {
  control: {
    words: [
      ..."control* kill* stop* manag* treat* prevent* rid spray* fight* protect* tackle cure remedy chemical* medicine deal save".split(
        " ",
      ),
      // Hausa: kashe (kill), magance/magani (treat, medicine), hana (stop), kare (protect), yaki (fight), kawar (get rid of), fesa (spray).
      ..."kashe magance magani hana kare yaki kawar fesa*".split(" "),
      // Yoruba: pa (kill), dena (prevent), daabo(bo) (protect), sakoso/kapa (control), oogun (medicine), fin (spray).
      ..."pa dena daabo daabobo dabobo sakoso kapa oogun fin".split(" "),
      // Igbo: gbuo (kill), gbochie (prevent), chebe (protect), ogwu (medicine), kpochapu (wipe out), chikwa(a) (control), gwoo (treat).
      ..."gbuo gbochie chebe ogwu kpochapu chikwa chikwaa gwoo".split(" "),
      // Pidgin: comot (remove), pursue.
      ..."comot pursue".split(" "),
      // Naming pests or diseases asks for their control: kwari/cuta (ha), kokoro/arun (yo), ahuhu/oria (ig).
      ..."pest pests disease* kwari cuta kokoro arun ahuhu oria".split(" "),
    ],
    headings: /control|manag|what works|preventing/i,
    related: /pests|diseases|weeds|when you spray/i,
  },
  // Asking for a chemical: which one, how and when to spray it (the control without chemicals comes first otherwise).
  spray: {
    words: [
      ..."spray* chemical* insecticide* pesticide* herbicide* fungicide* medicine".split(" "),
      // Hausa magani/fesa, Yoruba oogun/fin, Igbo ogwu/agba (medicine, spray).
      ..."magani fesa* oogun fin ogwu agba".split(" "),
    ],
    headings: /when you spray/i,
    related: /control|manag|what works|pests|diseases|weeds/i,
  },
  signs: {
    words: "sign* symptom* recogni* identif* look* damage* mine* holes* rot rots rotting curl* spot* alamomi".split(" "),
    weight: 0.5,
    headings: /signs|what it is|what they are/i,
    related: /pests|diseases|problems/i,
  },
  // Finding out what a soil or crop lacks: a soil test ("how do I know whether my soil needs fertilizer?").
  diagnose: {
    words: "test* check* know whether lack* deficien* missing sabi gwaji gwada idanwo".split(" "),
    weight: 1.25,
    headings: /know your soil|soil test/i,
  },
  // "When": the guides' where-and-when sections and the planting calendar, for "when do I plant…".
  timing: {
    words: "when season* date* calendar month* yaushe lokaci nigbawo igba mgbe oge".split(" "),
    headings: /where and when|calendar|rule of thumb|savanna|forest|sahel|dry season|timing/i,
    related: /planting/i,
  },
  planting: {
    words: [
      ..."plant plants planting sow* spacing space apart far deep depth transplant* nursery".split(" "),
      ..."shuka* shuki tazara dasa gbin gbingbin aaye kuo iku aku".split(" "),
    ],
    headings: /planting|nursery|transplant|spacing|rule of thumb|seed yam|where and when/i,
  },
  // Wilting and watering: the nutrition-and-water and irrigation sections (a dry-season tomato that wilts needs water first).
  water: {
    words: [
      ..."wilt* wither* water* irrigat* drought thirst*".split(" "),
      // Hausa yankwane (wilt), ruwa (water), bushe (dry up); Yoruba ro (wilt), omi (water), bomirin (irrigate);
      // Igbo akponwu/kponwu (wither), mmiri (water).
      ..."yankwane* bushe* ruwa ro omi bomirin akponwu kponwu mmiri".split(" "),
    ],
    weight: 1.5,
    headings: /water|irrigat/i,
  },
  fertilizer: {
    words: "fertili* manure* npk urea nutri* compost* feed* yellow* microdos* taki takin yuriya ajile nri fatilaiza".split(" "),
    headings: /fertili|nutrition|organic|microdosing|4 rs|acid|care/i,
  },
  storage: {
    words: "store* storage keep* weevil* bruchid* barn* spoil* ajiya adana ajiye pamo toju chekwa chekwaa".split(" "),
    headings: /storage|hermetic|curing|processing/i,
  },
  harvest: {
    words: "harvest* dry dried drying girbi girbe shanya kore owuwe gbute egbute gwuo".split(" "),
    headings: /harvest|drying/i,
  },
  selling: {
    words: [
      ..."sell* price* market* buyer* profit* money cost* cooperative together group weigh* scale*".split(" "),
      ..."sayar saida farashi kasuwa* kudi* owo oja ree ahia ego azuta".split(" "),
    ],
    headings: /price|timing|sell|quality pays|buyers|weights|records/i,
  },
  variety: {
    words: "variet* type* improved certified stems cuttings iri udi orisi".split(" "),
    headings: /varieties|planting material|types|seed yam/i,
  },
};

/**
 * Phrases that name a season rather than ask for an action: "dry season" is not about drying, "lokacin rani" not
 * about when. Their words leave the intent count.
 */
const SEASON_PHRASES = [
  ["dry", "season"],
  ["rainy", "season"],
  ["lokacin", "rani"],
  ["lokacin", "damina"],
  ["ni", "eerun"],
  ["oge", "okochi"],
  ["oge", "udu", "mmiri"],
  ["for", "dry", "season"],
];

/** The question's folded words without the season phrases. */
function intentWords(words: string[]): string[] {
  const folded = words.map(foldWord);
  for (const phrase of SEASON_PHRASES) {
    for (let index = 0; index + phrase.length <= folded.length; index++) {
      if (phrase.every((word, offset) => folded[index + offset] === word)) folded.splice(index, phrase.length, "");
    }
  }
  return folded.filter(Boolean);
}

const matchesWord = (pattern: string, word: string) => (pattern.endsWith("*") ? word.startsWith(pattern.slice(0, -1)) : word === pattern);

/** Whether a (folded) word asks for something rather than naming a topic: "control", "yaushe", "kill". */
export const isIntentWord = (word: string) =>
  (Object.keys(INTENTS) as Intent[]).some((intent) => INTENTS[intent].words.some((pattern) => matchesWord(pattern, foldWord(word))));

/** Which intent leads when two are asked for equally: storing grain "so insects do not eat it" asks about storage. */
const TIE_ORDER: Intent[] = [
  "storage",
  "water",
  "control",
  "fertilizer",
  "harvest",
  "selling",
  "diagnose",
  "planting",
  "variety",
  "signs",
  "timing",
];

/**
 * What the question asks for, strongest first ("how do I control…" → control). "When" qualifies the action asked
 * about ("when do I spray", "when should I sell"), and leads only for planting or when nothing else is asked.
 */
export function questionIntents(words: string[]): Intent[] {
  const folded = intentWords(words);
  const counts = TIE_ORDER.map((intent) => ({
    intent,
    count:
      (INTENTS[intent].weight ?? 1) * folded.filter((word) => INTENTS[intent].words.some((pattern) => matchesWord(pattern, word))).length,
  })).filter((entry) => entry.count > 0);
  const ranked = counts
    .filter((entry) => entry.intent !== "timing")
    .sort((a, b) => b.count - a.count)
    .map((entry) => entry.intent);
  if (!counts.some((entry) => entry.intent === "timing")) return ranked;
  return ranked[0] === undefined || ranked[0] === "planting" ? ["timing", ...ranked] : [...ranked, "timing"];
}

/** A term's stem for substring matching ("weevils" → "weevi"), so plural and verb forms match. */
const stem = (term: string) => {
  const folded = foldWord(term);
  return folded.length > 5 ? folded.slice(0, folded.length - 2) : folded;
};

/**
 * Whether a text (folded) mentions a group: a long alternative as a substring of its stem, a short one ("yam",
 * "ji") only as a whole word, so it does not match inside other words.
 */
export function mentions(foldedText: string, group: TermGroup): boolean {
  return group.alternatives.some((term) => {
    const needle = stem(term);
    if (needle.length >= 4) return foldedText.includes(needle);
    return needle.length >= 2 && new RegExp(`(?<![\\p{L}\\p{N}])${needle}(?![\\p{L}\\p{N}])`, "u").test(foldedText);
  });
}

export interface ScoredSection extends GuideSection {
  score: number;
  /** It says more than the guide's subject: another question word, or what the question asks for. */
  informative: boolean;
}

/**
 * A section's score: the question's words it mentions, plus a large bonus when its heading is what the question
 * asks for. A subject of the retrieved guides (named in a title) counts only when nothing else does: every
 * section of the maize guide is about maize.
 */
export function scoreSection(section: GuideSection, groups: TermGroup[], subjects: Set<TermGroup>, intents: Intent[]): ScoredSection {
  const { translated } = section;
  const text = foldWord(`${section.heading}\n${section.body}${translated ? `\n${translated.heading}\n${translated.body}` : ""}`);
  const heading = foldWord(`${section.heading}${translated ? `\n${translated.heading}` : ""}`);
  let score = 0;
  let subjectScore = 0;
  for (const group of groups) {
    if (!mentions(text, group)) continue;
    if (subjects.has(group)) subjectScore += 0.5;
    else score += mentions(heading, group) ? 2.5 : 1.5;
  }
  const [main, ...others] = intents;
  const bonus =
    main === undefined
      ? 0
      : INTENTS[main].headings.test(section.heading)
        ? 4
        : INTENTS[main].related?.test(section.heading)
          ? 2.5
          : others.some((intent) => INTENTS[intent].headings.test(section.heading))
            ? 2
            : 0;
  // Naming the subject only counts where nothing else does: it must not reorder a guide's answering sections.
  const informative = score > 0 || bonus > 0;
  return { ...section, score: informative ? score + bonus : subjectScore, informative };
}

/**
 * Places a question can name ("…in Kano"): the states and the towns the guides' zone headings list, folded ("cross
 * river" stays two words, matched as a phrase).
 */
export const PLACE_NAMES: readonly string[] = [
  ...NIGERIAN_STATES.map((state) => foldWord(state.name.replace(/^FCT /, ""))),
  ..."fct zaria ibadan maiduguri".split(" "),
];

/**
 * The places a question asking "when" names, folded ("When should I plant maize in Kano?" → kano): the planting
 * calendar's zones are headed by their places. A place in another question ("…armyworm in Kano") picks no section.
 */
export function questionPlaces(question: string): string[] {
  if (!questionIntents(wordsOf(question)).includes("timing")) return [];
  const folded = ` ${foldWord(question).replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  return PLACE_NAMES.filter((place) => folded.includes(` ${place} `));
}

/** Above any other section's lead: the farmer in Kano asking when to plant wants Kano's window, not the south's. */
const PLACE_BONUS = 8;

/** A place named with a qualifier ("southern Kano", "far north of Sokoto", "Sokoto south"): the zone holds only part of it. */
const partOf = (heading: string, place: string) =>
  new RegExp(`(?:southern|northern|north of|south of|parts of)\\s+${place}|${place}\\s+(?:south|north)\\b`, "u").test(heading);

/**
 * How squarely a section's heading is about the places the question names: a zone heading listing the place ("Sudan
 * savanna (Kano, Katsina…)") weighs most, one holding only part of it ("southern Kano") less, any other heading nothing.
 */
export function placeScore(heading: string, places: readonly string[]): number {
  const folded = foldWord(heading);
  let score = 0;
  for (const place of places) {
    if (!new RegExp(`(?<![\\p{L}\\p{N}])${place}(?![\\p{L}\\p{N}])`, "u").test(folded)) continue;
    score = Math.max(score, partOf(folded, place) ? PLACE_BONUS / 2 : PLACE_BONUS);
  }
  return score;
}

/** Whether a guide's title names the group as typed or by its English name (not merely another language's word). */
export function namesInTitle(title: string, group: TermGroup): boolean {
  const folded = foldWord(title);
  return englishNames(group).some((name) => name.length >= 3 && folded.includes(name));
}

/** The English names of a typed word ("masara" → maize), from the glossary; the word itself when it has none. */
function englishNames(group: TermGroup): string[] {
  const typed = foldWord(group.typed);
  const entry = GLOSSARY.find((candidate) =>
    Object.values(candidate.terms)
      .flat()
      .some((term) => foldWord(term) === typed),
  );
  return [group.typed, ...(entry?.terms.en ?? [])].map(foldWord);
}

/**
 * How squarely a guide is about the question: a word named in its title as typed or by its English name counts
 * fully, a match only through another language's word for it ("corn", in "guinea corn") little.
 */
export function titleScore(title: string, groups: TermGroup[]): number {
  const folded = foldWord(title);
  return groups.reduce((sum, group) => sum + (namesInTitle(title, group) ? 2 : mentions(folded, group) ? 0.5 : 0), 0);
}
