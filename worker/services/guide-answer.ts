// The answer Gona composes from its farming guides when no model is there to write one: a three-line summary of the
// passages that answer the question, then the rest of each passage (what the summary did not already say), to be
// folded on a phone screen, in the reader's language where the guides are translated (ADR 071).
import type { Language } from "../languages";
import { ANSWER_PHRASES } from "./ai-phrases";
import { foldWord, wordsOf } from "./glossary";
import { INTENTS, questionIntents } from "./guide-sections";
import type { Passage } from "./retrieval";

/** The composed answer never exceeds this many characters, whatever the passages hold. */
export const MAX_GUIDE_ANSWER_CHARS = 1600;
const SUMMARY_LINES = 3;
/** A summary line's length: three of them, the folded sections and the sources fit one 360 px screen. */
const SUMMARY_LINE_CHARS = 120;

/** One passage of an answer, shown folded under its heading: a guide's section, or a solved question. */
export interface AnswerDetail {
  heading: string;
  text: string;
  /** Its number in the answer's sources ([1], [2]…). */
  source: number;
  /** The language a guide's section is quoted in (absent for a solved question, in its askers' words). */
  language?: Language;
}

export interface ComposedAnswer {
  /** The summary's lines, each ending with its source number ("- … [1]"). */
  summary: string[];
  details: AnswerDetail[];
  /** The whole answer as one text (summary, details, closing), for clients that show only `answer`. */
  text: string;
}

/** A text cut at a word boundary to at most `max` characters, marked with "…" when cut. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/** A line's sentences (a bullet is one line). */
const sentencesOf = (line: string) =>
  line
    .replace(/^\s*[-*]\s+/, "")
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"(])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** A passage's statements: each bullet, and each sentence of its paragraphs, long enough to say something. */
const statementsOf = (text: string) =>
  text
    .split(/\n+/)
    .flatMap(sentencesOf)
    .filter((sentence) => sentence.length > 20);

/** The passages' sources in the order listed under the answer (one per guide or post), and each passage's number. */
export function citationNumbers(passages: Passage[]): number[] {
  const keys: string[] = [];
  return passages.map((passage) => {
    const key = `${passage.title}\n${passage.url}`;
    if (!keys.includes(key)) keys.push(key);
    return keys.indexOf(key) + 1;
  });
}

/**
 * Three statements that answer the question: the best of each of the first passages (filling from the first passage
 * when there are fewer), a statement scoring on the question's words and on what it asks for.
 */
function summaryStatements(question: string, passages: Passage[], numbers: number[]) {
  const questionWords = new Set(
    wordsOf(question)
      .map(foldWord)
      .filter((word) => word.length > 3),
  );
  const intentWords = questionIntents(wordsOf(question)).flatMap((intent) => INTENTS[intent].words.map((word) => word.replace("*", "")));
  const score = (statement: string) => {
    const words = wordsOf(statement).map(foldWord);
    const topical = words.filter((word) => [...questionWords].some((q) => word.startsWith(q.slice(0, Math.max(4, q.length - 2))))).length;
    const wanted = words.filter((word) => intentWords.some((intent) => intent.length > 2 && word.startsWith(intent))).length;
    return topical + wanted;
  };
  const ranked = passages.map((passage, index) =>
    statementsOf(passage.text)
      .map((statement, order) => ({ statement, order, score: score(statement), passage: index, number: numbers[index] ?? 1 }))
      .sort((a, b) => b.score - a.score || a.order - b.order),
  );
  const picked: { statement: string; passage: number; number: number }[] = [];
  for (const candidates of ranked) {
    const first = candidates[0];
    if (first && picked.length < SUMMARY_LINES) picked.push(first);
  }
  for (const candidate of ranked[0]?.slice(1) ?? []) {
    if (picked.length >= SUMMARY_LINES) break;
    picked.push(candidate);
  }
  return picked;
}

/** A passage's lines without the sentences the summary already says, so the details add to it instead of repeating it. */
function remainder(text: string, said: Set<string>): string {
  return text
    .split("\n")
    .map((line) => {
      const bullet = /^\s*[-*]\s+/.exec(line)?.[0] ?? "";
      const kept = sentencesOf(line).filter((sentence) => !said.has(sentence));
      return kept.length > 0 ? `${bullet}${kept.join(" ")}` : "";
    })
    .filter((line) => line.trim())
    .join("\n");
}

/** The passage's lines that fit in `budget` characters, whole lines first, the last one shortened. */
function fitted(text: string, budget: number): string {
  const lines: string[] = [];
  let used = 0;
  for (const line of text.split("\n").filter((line) => line.trim())) {
    if (used + line.length + 1 <= budget) {
      lines.push(line);
      used += line.length + 1;
      continue;
    }
    if (budget - used > 60) lines.push(shorten(line, budget - used));
    break;
  }
  return lines.join("\n");
}

/**
 * Each passage under its heading, cut to share `budget` characters in order; `said` holds sentences already shown
 * (the summary), left out. A passage with nothing left to add is not repeated.
 */
export function answerDetails(passages: Passage[], budget: number, said: Set<string> = new Set()): AnswerDetail[] {
  const numbers = citationNumbers(passages);
  const details: AnswerDetail[] = [];
  let left = budget;
  passages.forEach((passage, index) => {
    const heading = passage.section || passage.title;
    const room = left - heading.length - 12;
    if (room < 80) return;
    const text = fitted(remainder(passage.text, said), room);
    if (!text) return;
    details.push({ heading, text, source: numbers[index] ?? 1, ...(passage.language ? { language: passage.language } : {}) });
    left -= heading.length + text.length + 12;
  });
  return details;
}

/** The answer from the passages alone, in the asker's language, at most MAX_GUIDE_ANSWER_CHARS, its parts not repeating. */
export function composeGuideAnswer(question: string, passages: Passage[], language: Language = "en"): ComposedAnswer {
  const phrases = ANSWER_PHRASES[language];
  const numbers = citationNumbers(passages);
  const statements = summaryStatements(question, passages, numbers);
  const summary = statements.map(({ statement, number }) => `- ${shorten(statement, SUMMARY_LINE_CHARS)} [${number}]`);
  // A statement the summary had to cut stays in the details, so its end is not lost.
  const said = new Set(statements.map(({ statement }) => statement).filter((statement) => statement.length <= SUMMARY_LINE_CHARS));
  // Only guides quoted in English (untranslated) need the note; solved questions are in their askers' words.
  const english = language !== "en" && passages.some((passage) => passage.kind === "knowledge" && passage.language !== language);
  const opening = [...(english && phrases.passagesInEnglish ? [phrases.passagesInEnglish] : []), phrases.summary, summary.join("\n")];
  const fixed = [...opening, phrases.intro, phrases.closing].join("\n\n").length;
  const details = answerDetails(passages, MAX_GUIDE_ANSWER_CHARS - fixed, said);
  const body = details.map((detail) => `**${detail.heading}** [${detail.source}]\n\n${detail.text}`);
  const text = [...opening, ...(body.length > 0 ? [phrases.intro, ...body] : []), phrases.closing].join("\n\n");
  return { summary, details, text };
}
