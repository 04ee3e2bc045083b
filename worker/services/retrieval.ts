// Ask AI retrieval: SQLite FTS5 (bm25) over the shipped knowledge base and over solved Q&A posts with a trusted accepted answer.
import type { Language } from "../languages";
import { ANSWER_PHRASES } from "./ai-phrases";
import { expandTerms, foldWord, ftsString, type TermGroup, wordsOf } from "./glossary";
import { namesInTitle, questionIntents, scoreSection, splitSections, titleScore } from "./guide-sections";

export interface Passage {
  kind: "knowledge" | "post";
  title: string;
  /** Where the reader can check it: the public source, or the Q&A post in the app. */
  url: string;
  sourceName: string;
  /** The passage itself, plain text/markdown: one section of a guide, or a solved question with its answer. */
  text: string;
  /** A guide's slug and the heading of the section quoted (guides only). */
  slug?: string;
  section?: string;
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

/** Each term quoted (a glossary phrase stays a phrase), joined with OR: bm25 ranks the overlap. */
const ftsQuery = (terms: string[]) => terms.map(ftsString).join(" OR ");

/** At most this many guide sections answer one question: enough for the steps, short enough for a phone. */
export const MAX_SECTIONS = 3;

/**
 * The sections of the retrieved guides that answer the question, best first: those whose heading is what the
 * question asks for ("how do I control…" → the control sections) lead, the guide's bm25 rank breaks ties, and
 * sections far weaker than the best are left out rather than padding the answer.
 */
export function chooseSections(question: string, guides: KnowledgeHit[]): Passage[] {
  const groups = questionGroups(question);
  const intents = questionIntents(wordsOf(question));
  const subjects = new Set(groups.filter((group) => guides.some((guide) => namesInTitle(guide.title, group))));
  const best = guides[0]?.score ?? 0;
  const candidates = guides.flatMap((guide, rank) => {
    // bm25 scores are negative (lower is better): the best guide weighs 1, a weaker one less.
    const weight = (best < 0 ? guide.score / best : 1 / (rank + 1)) * 3 + titleScore(guide.title, groups);
    return splitSections(guide.body)
      .map((section) => scoreSection(section, groups, subjects, intents))
      .filter((section) => section.heading)
      .map((section) => ({ guide, section, total: section.score + weight }));
  });
  candidates.sort((a, b) => b.total - a.total || a.section.index - b.section.index);
  // A question naming only a thing ("maize") takes its guide's first sections; otherwise only sections that say more.
  const informative = candidates.filter((candidate) => candidate.section.informative);
  const pool = informative.length > 0 ? informative : candidates.filter((candidate) => candidate.guide === candidates[0]?.guide);

  const top = pool[0]?.total ?? 0;
  return pool
    .filter((candidate) => candidate.total >= top * 0.55)
    .slice(0, MAX_SECTIONS)
    .map(({ guide, section }) => ({
      kind: "knowledge" as const,
      title: guide.title,
      url: guide.source_url,
      sourceName: guide.source_name,
      slug: guide.slug,
      section: section.heading,
      text: section.body,
    }));
}

export interface KnowledgeHit {
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

/** The best guide sections (up to 3, from up to 5 guides) and solved posts (up to 2); community labels in `language`. */
export async function retrievePassages(d1: D1Database, question: string, language: Language = "en"): Promise<Passage[]> {
  const groups = questionGroups(question);
  if (groups.length === 0) return [];
  const match = ftsQuery(allAlternatives(groups));
  const [knowledge, posts] = await d1.batch<KnowledgeHit | PostHit>([
    d1
      .prepare(
        `SELECT d.slug, d.title, d.source_name, d.source_url, d.body, bm25(knowledge_fts, 10.0, 5.0, 1.0) AS score
         FROM knowledge_fts JOIN knowledge_documents d ON d.id = knowledge_fts.rowid
         WHERE knowledge_fts MATCH ?1 ORDER BY score LIMIT 5`,
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
           AND p.removed_at IS NULL AND r.removed_at IS NULL
           AND (replier.verification_badge = 'verified' OR p.approved_by IS NOT NULL)
         ORDER BY score LIMIT 2`,
      )
      .bind(match),
  ]);
  const phrases = ANSWER_PHRASES[language];
  const guides = (knowledge?.results ?? []) as KnowledgeHit[];
  const best = guides[0]?.score ?? 0;
  // Guides far weaker than the best match only share a common word with the question.
  const passages = chooseSections(
    question,
    guides.filter((hit) => !(best < 0 && hit.score > best * 0.35)),
  );
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
