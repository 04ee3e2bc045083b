// Whether what retrieval found really answers the question, or the asker is better sent to the community. Full-text
// search matches any shared word, so a question about chickens finds yam agronomy through "keep"; here a question
// must find what it is about (its topic words: neither a word that asks for something, nor a place).
import { NIGERIAN_STATES } from "../states";
import { foldWord, type TermGroup, wordsOf } from "./glossary";
import { isIntentWord } from "./guide-sections";

/** Places qualify a question ("…in Kano") without being its topic: a guide need not name them. */
const PLACES = new Set([
  ...NIGERIAN_STATES.flatMap((state) => foldWord(state.name).split(" ")),
  ..."nigeria naija abuja zaria ibadan maiduguri north south arewa kudu".split(" "),
]);

/** The question's groups that name what it is about. */
export function topicGroups(groups: TermGroup[]): TermGroup[] {
  return groups.filter((group) => {
    const words = foldWord(group.typed).split(" ");
    return !words.every((word) => isIntentWord(word) || PLACES.has(word));
  });
}

/** A word and its plain English inflections' stems ("weevils" → weevil, "wilting" → wilt), never shorter than 3. */
function forms(word: string): string[] {
  const found = [word];
  for (const suffix of ["s", "es", "ing", "ed", "d"]) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) found.push(word.slice(0, -suffix.length));
  }
  return found;
}

/** A text's words (folded, with their forms), asked whether it names a term: a word by its forms, a phrase as written. */
export class NamedWords {
  private readonly words: Set<string>;
  private readonly folded: string;

  constructor(text: string) {
    this.folded = foldWord(text);
    this.words = new Set(wordsOf(this.folded).flatMap(forms));
  }

  names(term: string): boolean {
    const folded = foldWord(term);
    if (folded.includes(" ")) return new RegExp(`(?<![\\p{L}\\p{N}])${folded}(?![\\p{L}\\p{N}])`, "u").test(this.folded);
    return forms(folded).some((form) => this.words.has(form));
  }

  namesGroup(group: TermGroup): boolean {
    return group.alternatives.some((term) => this.names(term));
  }
}

/**
 * Whether a found text answers the question: it names most of the question's topic words, more of them than it misses,
 * or as many when its subject (a guide's title and topics, a post's title) names one. A question without topic words
 * ("when do I plant?") is answered when a section's heading is what it asks for.
 */
export function answersQuestion(groups: TermGroup[], subject: string, body: string, headingAnswers: boolean): boolean {
  const topics = topicGroups(groups);
  if (topics.length === 0) return headingAnswers;
  const everything = new NamedWords(`${subject}\n${body}`);
  const named = new NamedWords(subject);
  const found = topics.filter((group) => everything.namesGroup(group));
  const missed = topics.length - found.length;
  if (found.length === 0) return false;
  return missed < found.length || (missed === found.length && found.some((group) => named.namesGroup(group)));
}
