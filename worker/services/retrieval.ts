// Ask AI retrieval: SQLite FTS5 (bm25) over the shipped knowledge base and over solved Q&A posts with a trusted accepted answer.
import type { Language } from "../languages";
import { ANSWER_PHRASES } from "./ai-phrases";
import { expandTerms, foldWord, ftsString, type TermGroup, wordsOf } from "./glossary";

export interface Passage {
  kind: "knowledge" | "post";
  title: string;
  /** Where the reader can check it: the public source, or the Q&A post in the app. */
  url: string;
  sourceName: string;
  /** The most relevant part of the document, plain text/markdown. */
  text: string;
}

/** Words that carry no topic, per language, written without tone marks (compared folded). */
const STOP_WORDS_BY_LANGUAGE: Record<Language, string> = {
  en: "a an and are as at be but by can do does for from how i if in into is it its me my of on or our should so than that the their them then there these they this to was we what when where which who why will with would you your about any get got use using have has had",
  ha: "ba ce da dai don ga gare ina ka ki kin ko ku kuma mai me mene menene mu na ne sai shi su ta ti wa wace wadanne wane wannan wanda ya yaya yadda yi za zai zan zamu",
  yo: "ati bawo bi eyi emi fun ki kini ko le lo mi mo ni nibo ninu se si ti to wa won yi",
  ig: "anyi bu ebee ga gi ha ihe ka kedu ke ma maka mu na nke obu otu si unu",
  pcm: "abeg dem dey di dis don fit go im make na no sabi una wetin wey weytin",
};
const STOP_WORDS = new Set(Object.values(STOP_WORDS_BY_LANGUAGE).flatMap((words) => words.split(" ")));

/**
 * The question's words, each with its glossary equivalents ("masara" also searches maize), stop words of
 * any of our languages and single letters dropped, at most 12 groups.
 */
function questionGroups(question: string): TermGroup[] {
  const seen = new Set<string>();
  return expandTerms(wordsOf(question))
    .filter((group) => group.known || (group.typed.length >= 2 && !STOP_WORDS.has(foldWord(group.typed))))
    .filter((group) => !seen.has(group.typed) && seen.add(group.typed))
    .slice(0, 12);
}

/** Every alternative of every group: retrieval ORs them all. */
const allAlternatives = (groups: TermGroup[]) => [...new Set(groups.flatMap((group) => group.alternatives))];

export function searchTerms(question: string): string[] {
  return allAlternatives(questionGroups(question));
}

/** The terms that pick paragraphs by substring: a short equivalent ("ose", "ata") would match inside other words. */
const excerptTerms = (groups: TermGroup[]) => [
  ...new Set(groups.flatMap((group) => group.alternatives.filter((term) => term === group.typed || term.length >= 4))),
];

/** Each term quoted (a glossary phrase stays a phrase), joined with OR: bm25 ranks the overlap. */
const ftsQuery = (terms: string[]) => terms.map(ftsString).join(" OR ");

/** Picks the paragraphs that mention the most question terms (kept in document order), up to ~900 characters. */
export function relevantExcerpt(body: string, terms: string[], maxChars = 1300): string {
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const stems = terms.map((term) => (term.length > 5 ? term.slice(0, term.length - 2) : term));
  const scored = paragraphs.map((text, index) => {
    const lower = text.toLowerCase();
    const score = stems.reduce((sum, stem) => sum + (lower.includes(stem) ? 1 : 0), 0) - (text.startsWith("#") ? 0.5 : 0);
    return { text, index, score };
  });
  const picked: typeof scored = [];
  let length = 0;
  for (const candidate of [...scored].sort((a, b) => b.score - a.score || a.index - b.index)) {
    if (candidate.score <= 0 && picked.length > 0) break;
    if (length + candidate.text.length > maxChars && picked.length > 0) continue;
    picked.push(candidate);
    length += candidate.text.length;
  }
  return picked
    .sort((a, b) => a.index - b.index)
    .map((item) => item.text)
    .join("\n\n");
}

interface KnowledgeHit {
  slug: string;
  title: string;
  source_name: string;
  source_url: string;
  body: string;
  score: number;
}
interface PostHit {
  id: number;
  title: string;
  content: string;
  answer: string;
  score: number;
}

/** The best knowledge documents (up to 3) and solved posts (up to 2) for a question; community labels in `language`. */
export async function retrievePassages(d1: D1Database, question: string, language: Language = "en"): Promise<Passage[]> {
  const groups = questionGroups(question);
  if (groups.length === 0) return [];
  const match = ftsQuery(allAlternatives(groups));
  const [knowledge, posts] = await d1.batch<KnowledgeHit | PostHit>([
    d1
      .prepare(
        `SELECT d.slug, d.title, d.source_name, d.source_url, d.body, bm25(knowledge_fts, 10.0, 5.0, 1.0) AS score
         FROM knowledge_fts JOIN knowledge_documents d ON d.id = knowledge_fts.rowid
         WHERE knowledge_fts MATCH ?1 ORDER BY score LIMIT 3`,
      )
      .bind(match),
    d1
      .prepare(
        // Community knowledge: a solved post whose accepted answer comes from someone other than the asker,
        // who is verified or whose answer an admin approved (docs/decisions/011). Checked here, at query time,
        // so a revoked badge or a changed answer takes effect at once.
        `SELECT p.id, p.title, p.content, bm25(hub_posts_fts, 5.0, 1.0) AS score, r.content AS answer
         FROM hub_posts_fts JOIN hub_posts p ON p.id = hub_posts_fts.rowid
           JOIN hub_post_replies r ON r.id = p.accepted_reply_id AND r.post_id = p.id
           JOIN users replier ON replier.id = r.author_id
         WHERE hub_posts_fts MATCH ?1 AND p.is_solved = 1 AND r.author_id <> p.author_id
           AND (replier.verification_badge = 'verified' OR p.approved_by IS NOT NULL)
         ORDER BY score LIMIT 2`,
      )
      .bind(match),
  ]);
  const phrases = ANSWER_PHRASES[language];
  const passages: Passage[] = [];
  const best = (knowledge?.results as KnowledgeHit[] | undefined)?.[0]?.score ?? 0;
  for (const hit of (knowledge?.results ?? []) as KnowledgeHit[]) {
    // bm25 scores are negative (lower is better); drop documents far weaker than the best match.
    if (best < 0 && hit.score > best * 0.35) continue;
    passages.push({
      kind: "knowledge",
      title: hit.title,
      url: hit.source_url,
      sourceName: hit.source_name,
      text: relevantExcerpt(hit.body, excerptTerms(groups)),
    });
  }
  for (const hit of (posts?.results ?? []) as PostHit[]) {
    passages.push({
      kind: "post",
      title: `${phrases.communityTitle} ${hit.title}`,
      url: `/farmers-hub/posts/${hit.id}`,
      sourceName: phrases.communitySource,
      text: `${hit.content}\n\n${phrases.communityAnswer} ${hit.answer}`,
    });
  }
  return passages;
}
