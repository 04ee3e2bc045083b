// Ask AI retrieval: SQLite FTS5 (bm25) over the shipped guides in the reader's language and in English, and over
// solved Q&A posts with a trusted accepted answer; the passages are quoted in the reader's language (ADR 070, 071).
import type { Language } from "../languages";
import { ANSWER_PHRASES } from "./ai-phrases";
import { answersQuestion } from "./answer-relevance";
import { expandTerms, foldWord, ftsString, type TermGroup, wordsOf } from "./glossary";
import {
  type GuideSection,
  namesInTitle,
  placeScore,
  questionIntents,
  questionPlaces,
  scoreSection,
  splitSections,
  titleScore,
} from "./guide-sections";

export interface Passage {
  kind: "knowledge" | "post";
  title: string;
  /** Where the reader can check it: the public source, or the Q&A post in the app. */
  url: string;
  sourceName: string;
  /** The passage itself, plain text/markdown: one section of a guide, or a solved question with its answer. */
  text: string;
  /** A guide's slug and the heading of the section quoted, as the reader sees it (guides only). */
  slug?: string;
  section?: string;
  /** The section's English heading: the same section in every language (guides only). */
  sectionKey?: string;
  /** The language the guide's title, section and text are written in: the reader's, or English where untranslated. */
  language?: Language;
}

/** Words that carry no topic, per language, written without tone marks (compared folded). */
const STOP_WORDS_BY_LANGUAGE: Record<Language, string> = {
  en: "a an and are as at be but by can do does for from how i if in into is it its me my of on or our should so than that the their them then there these they this to was we what when where which who why will with would you your about any get got use using have has had good best better right correct choose way ways much many more most need needs want make take know tell please also just some other each every very really after before during while again against per give do did done what's whats time",
  ha: "ba ce da dai don ga gare ina ka ki kin ko ku kuma mai me mene menene mu na ne sai shi su ta ti wa wace wadanne wane wannan wanda ya yaya yadda yi za zai zan zamu dina nawa ne fi kyau samun ake bari in sa kada tsakanin yana suna take",
  yo: "ati bawo bi eyi emi fun ki kini ko le lo mi mo ni nibo ninu se si ti to wa won yi wo mii kan awa sile fi ba je",
  ig: "anyi bu ebee ga gi ha ihe ka kedu ke ma maka mu na nke obu otu si unu olee oleekwa esi ole gini eme nwere ya choro etinye tinye nye",
  pcm: "abeg dem dey di dis don fit go im make na no sabi una wetin wey weytin suppose whether say",
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

/** A guide found by either search, with its translation in the reader's language when there is one. */
export interface KnowledgeHit {
  slug: string;
  title: string;
  source_name: string;
  source_url: string;
  body: string;
  /** bm25, negative: lower is better. Merged hits carry minus their share of the best hit's score. */
  score: number;
  /** The guide's topics (and its translation's), which say what it is about. */
  topics?: string;
  tr_title?: string | null;
  tr_topics?: string | null;
  tr_body?: string | null;
}

/** The guide's sections, each with the same section of its translation (they have the same shape, ADR 070). */
function pairedSections(guide: KnowledgeHit): GuideSection[] {
  const english = splitSections(guide.body);
  const translated = guide.tr_body ? splitSections(guide.tr_body) : [];
  const paired = translated.length === english.length;
  return english.map((section, index) => {
    const other = paired ? translated[index] : undefined;
    return other ? { ...section, translated: { heading: other.heading, body: other.body } } : section;
  });
}

/**
 * The sections of the retrieved guides that answer the question, best first: those whose heading is what the
 * question asks for ("how do I control…" → the control sections) lead, the guide's bm25 rank breaks ties, and
 * sections far weaker than the best are left out rather than padding the answer. Each is quoted in `language`
 * when its guide is translated, else in English.
 */
export function chooseSections(question: string, guides: KnowledgeHit[], language: Language = "en"): Passage[] {
  const groups = questionGroups(question);
  const intents = questionIntents(wordsOf(question));
  const places = questionPlaces(question);
  const titles = (guide: KnowledgeHit) => `${guide.title}\n${guide.tr_title ?? ""}`;
  const subjects = new Set(groups.filter((group) => guides.some((guide) => namesInTitle(titles(guide), group))));
  const best = guides[0]?.score ?? 0;
  const candidates = guides.flatMap((guide, rank) => {
    // bm25 scores are negative (lower is better): the best guide weighs 1, a weaker one less.
    const weight = (best < 0 ? guide.score / best : 1 / (rank + 1)) * 3 + titleScore(titles(guide), groups);
    return pairedSections(guide)
      .map((section) => scoreSection(section, groups, subjects, intents))
      .filter((section) => section.heading)
      .map((section) => {
        // A zone section listing the place the question names leads ("…maize in Kano" → the Sudan savanna's window).
        const place = placeScore(section.heading, places);
        return { guide, section: place > 0 ? { ...section, informative: true } : section, total: section.score + weight + place };
      });
  });
  candidates.sort((a, b) => b.total - a.total || a.section.index - b.section.index);
  // A question naming only a thing ("maize") takes its guide's first sections; otherwise only sections that say more.
  const informative = candidates.filter((candidate) => candidate.section.informative);
  const pool = informative.length > 0 ? informative : candidates.filter((candidate) => candidate.guide === candidates[0]?.guide);

  const top = pool[0]?.total ?? 0;
  return pool
    .filter((candidate) => candidate.total >= top * 0.55)
    .slice(0, MAX_SECTIONS)
    .map(({ guide, section }) => {
      const local = section.translated && guide.tr_title ? section.translated : undefined;
      return {
        kind: "knowledge" as const,
        title: local ? (guide.tr_title as string) : guide.title,
        url: guide.source_url,
        sourceName: guide.source_name,
        slug: guide.slug,
        section: local ? local.heading : section.heading,
        sectionKey: section.heading,
        text: local ? local.body : section.body,
        language: local ? language : "en",
      };
    });
}

/** A guide whose best share of its search's best score is below this only shares a common word with the question. */
const MIN_SHARE = 0.35;

/**
 * The guides of both searches, each once with its best share of its own search's best score (so the two bm25 scales
 * compare), best first; guides far weaker than the best only share a common word with the question and are dropped.
 */
export function mergeGuideHits(...searches: KnowledgeHit[][]): KnowledgeHit[] {
  const merged = new Map<string, KnowledgeHit>();
  for (const hits of searches) {
    const best = hits[0]?.score ?? 0;
    if (best >= 0) continue;
    for (const hit of hits) {
      const share = hit.score / best;
      const known = merged.get(hit.slug);
      if (!known || -known.score < share) merged.set(hit.slug, { ...hit, score: -share });
    }
  }
  return [...merged.values()].filter((hit) => -hit.score >= MIN_SHARE).sort((a, b) => a.score - b.score);
}

interface PostHit {
  id: number;
  title: string;
  content: string;
  answer: string;
  score: number;
}

const GUIDE_COLUMNS =
  "d.slug, d.title, d.topics, d.source_name, d.source_url, d.body, t.title AS tr_title, t.topics AS tr_topics, t.body AS tr_body";

/**
 * The best guide sections (up to 3, from up to 5 guides of each search) and solved posts (up to 2) that answer the
 * question, in `language` where the guides are translated; nothing when what was found does not answer it, so the
 * asker is sent to the community instead of reading a guide about something else.
 */
export async function retrievePassages(d1: D1Database, question: string, language: Language = "en"): Promise<Passage[]> {
  const groups = questionGroups(question);
  if (groups.length === 0) return [];
  const alternatives = allAlternatives(groups);
  const match = ftsQuery(alternatives);
  // The translations' index holds folded text: the folded alternatives are the ones that can match it.
  const foldedMatch = ftsQuery([...new Set(alternatives.map(foldWord))]);
  // A "when" question naming a place also searches the guides for the place alone, so its zone's window is found
  // even where the crop's own guide outranks the planting calendar on every other word (same batch, no extra round trip).
  const places = questionPlaces(question);
  const [english, posts, translated, placed] = await d1.batch<KnowledgeHit | PostHit>([
    d1
      .prepare(
        `SELECT ${GUIDE_COLUMNS}, bm25(knowledge_fts, 10.0, 5.0, 1.0) AS score
         FROM knowledge_fts JOIN knowledge_documents d ON d.id = knowledge_fts.rowid
           LEFT JOIN knowledge_translations t ON t.document_id = d.id AND t.language = ?2
         WHERE knowledge_fts MATCH ?1 ORDER BY score LIMIT 5`,
      )
      .bind(match, language),
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
    // The reader's language first: its translations' own index (English readers have none).
    d1
      .prepare(
        `SELECT ${GUIDE_COLUMNS}, bm25(knowledge_translations_fts, 10.0, 5.0, 1.0) AS score
         FROM knowledge_translations_fts JOIN knowledge_translations t ON t.id = knowledge_translations_fts.rowid
           JOIN knowledge_documents d ON d.id = t.document_id
         WHERE knowledge_translations_fts MATCH ?1 AND t.language = ?2 ORDER BY score LIMIT 5`,
      )
      .bind(foldedMatch, language),
    ...(places.length > 0
      ? [
          d1
            .prepare(
              `SELECT ${GUIDE_COLUMNS}, bm25(knowledge_fts, 10.0, 5.0, 1.0) AS score
               FROM knowledge_fts JOIN knowledge_documents d ON d.id = knowledge_fts.rowid
                 LEFT JOIN knowledge_translations t ON t.document_id = d.id AND t.language = ?2
               WHERE knowledge_fts MATCH ?1 ORDER BY score LIMIT 10`,
            )
            .bind(ftsQuery(places), language),
        ]
      : []),
  ]);
  const merged = mergeGuideHits((translated?.results ?? []) as KnowledgeHit[], (english?.results ?? []) as KnowledgeHit[]);
  // A guide with a section headed by the place (the planting calendar's zones) joins at the weakest kept share.
  const guides = [
    ...merged,
    ...((placed?.results ?? []) as KnowledgeHit[])
      .filter((hit) => !merged.some((guide) => guide.slug === hit.slug))
      .filter((hit) => splitSections(hit.body).some((section) => placeScore(section.heading, places) > 0))
      .map((hit) => ({ ...hit, score: -MIN_SHARE })),
  ];
  const sections = chooseSections(question, guides, language);
  const chosen = guides.filter((guide) => sections.some((passage) => passage.slug === guide.slug));
  // What the chosen guides are about: their titles and topics in both languages.
  const subject = chosen.map((guide) => [guide.title, guide.tr_title, guide.topics, guide.tr_topics].join("\n")).join("\n");
  const headingAnswers = questionIntents(wordsOf(question)).length > 0 && sections.length > 0;
  const passages = answersQuestion(groups, subject, sectionTexts(sections, chosen), headingAnswers) ? sections : [];

  const phrases = ANSWER_PHRASES[language];
  for (const hit of (posts?.results ?? []) as PostHit[]) {
    if (!answersQuestion(groups, hit.title, `${hit.content}\n${hit.answer}`, false)) continue;
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

/** The chosen sections' words in both languages, for judging whether they answer the question. */
function sectionTexts(sections: Passage[], guides: KnowledgeHit[]): string {
  return sections
    .map((passage) => {
      const guide = guides.find((candidate) => candidate.slug === passage.slug);
      const paired = guide ? pairedSections(guide).find((section) => section.heading === passage.sectionKey) : undefined;
      return `${passage.section}\n${passage.text}\n${paired ? `${paired.heading}\n${paired.body}` : ""}`;
    })
    .join("\n");
}
