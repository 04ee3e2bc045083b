import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Alert, focusAnswer, hydrating } from "~/components/answer";
import { ContentInEnglishNotice } from "~/components/ContentInEnglish";
import { FormattedAnswer } from "~/components/FormattedAnswer";
import { FormKey } from "~/components/FormKey";
import { TextareaField } from "~/components/forms";
import { HubTabError } from "~/components/hub/HubTabError";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage, field } from "~/lib/forms";
import { hubPath } from "~/lib/hub";
import { useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { requireUser } from "~/lib/session.server";

interface AiSource {
  title: string;
  url: string;
  /** The guide's sections the answer quotes, headed in the reader's language where translated. */
  sections?: string[];
  /** The language of its title and sections (guides only). */
  language?: string;
}
/** A passage behind the answer, shown folded: a guide's section (in the reader's language where translated) or a solved question. */
interface AiDetail {
  heading: string;
  text: string;
  source: number;
  language?: string;
}
interface AiAnswer {
  answer?: string;
  /** What to read first: the model's answer, or the guides' three-line summary. */
  summary?: string;
  details?: AiDetail[];
  /** The advice to check with an extension officer before spraying or buying. */
  closing?: string;
  sources?: AiSource[];
  post_question_url?: string;
  /** The language the answer is written in (the passages it quotes without the model stay English). */
  language?: string;
  /** "model" when Workers AI wrote it, "guides" when Gona composed it from the passages. */
  generated_by?: "model" | "guides";
}
type AskAiResult = AiAnswer & { question: string; error?: string };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const question = field(await readForm(request, context), "question");
  const result = await context.api.post<AiAnswer>("/api/ai/ask", { question });
  if (!result.ok) {
    // A rate limit has its own clear message; any other failure gets the one generic apology.
    const strings = await requestStrings(request, context);
    const error = result.status === 429 ? apiErrorMessage(strings, result.error, strings.hub.ai.error) : strings.hub.ai.error;
    return data<AskAiResult>({ question, error }, { status: result.status });
  }
  return data<AskAiResult>({ question, ...result.data });
}

export function ErrorBoundary() {
  return <HubTabError />;
}

export default function AskAiTab() {
  // Without JavaScript the form posts here and the answer comes back as the page's action data.
  const t = useStrings().hub;
  const actionData = useActionData<typeof action>();
  const fetcher = useFetcher<typeof action>();
  const [cleared, setCleared] = useState(false);
  const asking = fetcher.state !== "idle";
  const result = cleared ? undefined : (fetcher.data ?? actionData);
  useEffect(() => {
    if (fetcher.state === "submitting") setCleared(false);
  }, [fetcher.state]);
  return (
    <div className="card stack ask-ai">
      <h2>{t.ai.heading}</h2>
      <p className="muted">{t.ai.intro}</p>
      <fetcher.Form method="post" action={hubPath("ai")} className="stack">
        <FormKey />
        <TextareaField
          id="ai-question"
          name="question"
          label={t.ai.questionLabel}
          required
          maxLength={1000}
          rows={3}
          placeholder={t.ai.placeholder}
          defaultValue={actionData?.question ?? ""}
        />
        <div className="actions">
          <button type="submit" className="button" disabled={asking}>
            {asking ? t.ai.asking : t.ai.ask}
          </button>
          <button type="reset" className="button button-ghost" onClick={() => setCleared(true)}>
            {t.ai.clear}
          </button>
        </div>
      </fetcher.Form>
      {result && !asking ? <AiResult result={result} /> : null}
    </div>
  );
}

/** The answer is an outcome (app/components/answer.tsx): focused by the browser on a page load without JavaScript. */
const AN_OUTCOME = { tabIndex: -1, "data-outcome": "", autoFocus: true } as const;

function AiResult({ result }: { result: AskAiResult }) {
  const t = useStrings().hub;
  // The answer is what the reader waits for: it takes the focus, so it is scrolled into view and read out.
  const answer = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer is what takes the focus.
  useEffect(() => {
    if (answer.current && !hydrating()) focusAnswer(true, answer.current);
  }, [result]);
  if (result.error) return <Alert kind="error">{result.error}</Alert>;
  const lead = result.summary?.trim() || result.answer?.trim();
  if (!lead) return <Alert kind="error">{t.ai.empty}</Alert>;
  const sources = result.sources ?? [];
  // Only what fell back to English (an untranslated guide) carries the note and lang="en".
  const langOf = (language: string | undefined) => (language && language !== result.language ? language : undefined);
  const english = sources.some((source) => langOf(source.language) === "en");
  return (
    <section ref={answer} className="ai-answer stack" aria-labelledby="ai-answer-title" {...AN_OUTCOME}>
      <h3 id="ai-answer-title">{result.generated_by === "model" ? t.ai.answer : t.guides.heading}</h3>
      <div lang={result.language}>
        <FormattedAnswer text={lead} />
      </div>
      {/* The passages behind the summary, folded: <details> opens without JavaScript. */}
      {result.details && result.details.length > 0 ? (
        <div className="ai-details">
          {result.details.map((detail) => (
            <details key={`${detail.source}\n${detail.heading}`} lang={langOf(detail.language)}>
              <summary>
                {detail.heading} [{detail.source}]
              </summary>
              <FormattedAnswer text={detail.text} />
            </details>
          ))}
        </div>
      ) : null}
      {result.closing ? <p className="small muted">{result.closing}</p> : null}
      {sources.length > 0 ? (
        // Folded too: the answer's [n] and the sections' headings say what each source is.
        <details className="ai-sources-box">
          <summary>
            {t.ai.sources} ({sources.length})
          </summary>
          {english ? <ContentInEnglishNotice /> : null}
          <ol className="ai-sources small">
            {sources.map((source) => (
              <li key={`${source.title}\n${source.url}`} lang={langOf(source.language)}>
                {source.url.startsWith("/") ? (
                  <Link to={source.url}>{source.title}</Link>
                ) : (
                  <a href={source.url} target="_blank" rel="noopener noreferrer">
                    {source.title}
                  </a>
                )}
                {source.sections && source.sections.length > 0 ? <> · {source.sections.join(" · ")}</> : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {result.post_question_url ? (
        <Link to={result.post_question_url} className="button button-ghost">
          {t.ai.postToQa}
        </Link>
      ) : null}
    </section>
  );
}
