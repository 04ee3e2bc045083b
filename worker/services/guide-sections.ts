// Which sections of a farming guide answer a question: a guide is split at its "## " headings, and each
// section is scored on the question's topic words and on what the question wants to do (its intent).
import { foldWord, GLOSSARY, type TermGroup } from "./glossary";

export interface GuideSection {
  heading: string;
  /** The section's text without its heading line. */
  body: string;
  /** Position in the guide (0 first). */
  index: number;
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

export type Intent = "control" | "signs" | "planting" | "fertilizer" | "storage" | "harvest" | "selling" | "variety";

interface IntentRule {
  /** Headings that deliver it exactly (the "Control" sections), and those that cover it among other things. */
  headings: RegExp;
  related?: RegExp;
  /** Question words (folded, any of our languages) that ask for it; a word ending in "*" is a prefix. */
  words: string[];
  /** How much each word counts: describing damage weighs less than asking what to do about it. */
  weight?: number;
}

/** Words are folded (no tone marks, ɗ as d); Hausa, Yoruba, Igbo and Pidgin words sit beside the English. */
export const INTENTS: Record<Intent, IntentRule> = {
  control: {
    words: [
      ..."control* kill* stop* manag* treat* prevent* rid spray* fight* protect* tackle cure remedy chemical* medicine deal".split(" "),
      // Hausa: kashe (kill), magance/magani (treat, medicine), hana (stop), kare (protect), yaki (fight).
      ..."kashe magance magani hana kare yaki".split(" "),
      // Yoruba: pa (kill), dena (prevent), daabo(bo) (protect), sakoso (control), oogun (medicine).
      ..."pa dena daabo daabobo dabobo sakoso oogun".split(" "),
      // Igbo: gbuo (kill), gbochie (prevent), chebe (protect), ogwu (medicine), kpochapu (wipe out).
      ..."gbuo gbochie chebe ogwu kpochapu".split(" "),
      // Pidgin: comot (remove), pursue.
      ..."comot pursue".split(" "),
      // Naming pests or diseases asks for their control: kwari/cuta (ha), kokoro/arun (yo), ahuhu/oria (ig).
      ..."pest pests disease* kwari cuta kokoro arun ahuhu oria".split(" "),
    ],
    headings: /control|manag|what works|when you spray|preventing/i,
    related: /pests|diseases|weeds/i,
  },
  signs: {
    words: "sign* symptom* recogni* identif* look* damage* mine* holes* alamomi".split(" "),
    weight: 0.5,
    headings: /signs|what it is|what they are/i,
  },
  planting: {
    words: [
      ..."plant plants planting sow* spacing space apart far deep depth when season date calendar transplant* nursery".split(" "),
      ..."shuka shuki yaushe lokaci gbin igba nigbawo kuo oge".split(" "),
    ],
    headings: /where and when|planting|nursery|transplant|spacing|rule of thumb|seed yam|season|savanna|forest|sahel/i,
  },
  fertilizer: {
    words: "fertili* manure* npk urea nutri* compost* feed* yellow* microdos* taki takin ajile nri".split(" "),
    headings: /fertili|nutrition|organic|microdosing|4 rs|acid|care/i,
  },
  storage: {
    words: "store* storage keep* weevil* bruchid* barn* rot* spoil* ajiya adana ajiye pamo toju chekwa".split(" "),
    headings: /storage|hermetic|curing|processing/i,
  },
  harvest: {
    words: "harvest* dry dried drying girbi kore owuwe".split(" "),
    headings: /harvest|drying/i,
  },
  selling: {
    words: [
      ..."sell* price* market* buyer* profit* money cooperative together group weigh* scale*".split(" "),
      ..."sayar saida farashi kasuwa owo oja ree ahia ego".split(" "),
    ],
    headings: /price|timing|sell|quality pays|buyers|weights|records/i,
  },
  variety: {
    words: "variet* type* improved certified stems cuttings iri".split(" "),
    headings: /varieties|planting material|types|seed yam/i,
  },
};

const matchesWord = (pattern: string, word: string) => (pattern.endsWith("*") ? word.startsWith(pattern.slice(0, -1)) : word === pattern);

/** What the question asks for, strongest first ("how do I control…" → control). */
export function questionIntents(words: string[]): Intent[] {
  const folded = words.map(foldWord);
  const counts = (Object.keys(INTENTS) as Intent[])
    .map((intent) => ({
      intent,
      count:
        (INTENTS[intent].weight ?? 1) * folded.filter((word) => INTENTS[intent].words.some((pattern) => matchesWord(pattern, word))).length,
    }))
    .filter((entry) => entry.count > 0);
  return counts.sort((a, b) => b.count - a.count).map((entry) => entry.intent);
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
  const text = foldWord(`${section.heading}\n${section.body}`);
  const heading = foldWord(section.heading);
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
