// The answer Gona composes from its farming guides when no model is there to write one: a three-line summary
// of the passages that answer the question, then those passages, shortened to fit a phone screen or two.
import type { Language } from "../languages";
import { ANSWER_PHRASES } from "./ai-phrases";
import { foldWord, wordsOf } from "./glossary";
import { INTENTS, questionIntents } from "./guide-sections";
import type { Passage } from "./retrieval";

/** The composed answer never exceeds this many characters, whatever the passages hold. */
export const MAX_GUIDE_ANSWER_CHARS = 1600;
const SUMMARY_LINES = 3;
const SUMMARY_LINE_CHARS = 170;

/** A text cut at a word boundary to at most `max` characters, marked with "…" when cut. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/** A passage's statements: each bullet, and each sentence of its paragraphs. */
function statementsOf(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.replace(/^\s*[-*]\s+/, "").trim())
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 20);
}

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
 * Three lines that answer the question: the best statement of each of the first passages (filling from the
 * first passage when there are fewer), a statement scoring on the question's words and on what it asks for.
 */
function summaryLines(question: string, passages: Passage[], numbers: number[]): string[] {
  const questionWords = new Set(
    wordsOf(question)
      .map(foldWord)
      .filter((word) => word.length > 3),
  );
  const intents = questionIntents(wordsOf(question));
  const intentWords = intents.flatMap((intent) => INTENTS[intent].words.map((word) => word.replace("*", "")));
  const score = (statement: string) => {
    const words = wordsOf(statement).map(foldWord);
    const topical = words.filter((word) => [...questionWords].some((q) => word.startsWith(q.slice(0, Math.max(4, q.length - 2))))).length;
    const wanted = words.filter((word) => intentWords.some((intent) => intent.length > 2 && word.startsWith(intent))).length;
    return topical + wanted;
  };
  const ranked = passages.map((passage, index) =>
    statementsOf(passage.text)
      .map((statement, order) => ({ statement, order, score: score(statement), number: numbers[index] ?? 1 }))
      .sort((a, b) => b.score - a.score || a.order - b.order),
  );
  const picked: { statement: string; number: number }[] = [];
  for (const candidates of ranked) {
    const first = candidates[0];
    if (first && picked.length < SUMMARY_LINES) picked.push(first);
  }
  for (const candidate of ranked[0]?.slice(1) ?? []) {
    if (picked.length >= SUMMARY_LINES) break;
    picked.push(candidate);
  }
  return picked.map(({ statement, number }) => `- ${shorten(statement, SUMMARY_LINE_CHARS)} [${number}]`);
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

/** The answer from the passages alone, in the asker's language around English passages, at most MAX_GUIDE_ANSWER_CHARS. */
export function composeGuideAnswer(question: string, passages: Passage[], language: Language = "en"): string {
  const phrases = ANSWER_PHRASES[language];
  const numbers = citationNumbers(passages);
  const opening = [
    ...(phrases.passagesInEnglish ? [phrases.passagesInEnglish] : []),
    phrases.summary,
    summaryLines(question, passages, numbers).join("\n"),
    phrases.intro,
  ];
  const fixed = [...opening, phrases.closing].join("\n\n").length;
  let budget = MAX_GUIDE_ANSWER_CHARS - fixed;
  const details: string[] = [];
  passages.forEach((passage, index) => {
    const heading = `**${passage.section || passage.title}** [${numbers[index]}]`;
    const room = budget - heading.length - 4;
    if (room < 80) return;
    const body = fitted(passage.text, room);
    if (!body) return;
    details.push(`${heading}\n\n${body}`);
    budget -= heading.length + body.length + 4;
  });
  return [...opening, ...details, phrases.closing].join("\n\n");
}
