import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ContentInEnglish } from "~/components/ContentInEnglish";
import { FormattedAnswer } from "~/components/FormattedAnswer";
import { Alert, TextareaField } from "~/components/forms";
import { HubTabError } from "~/components/hub/HubTabError";
import { apiErrorMessage, field } from "~/lib/forms";
import { hubPath } from "~/lib/hub";
import { useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { requireUser } from "~/lib/session.server";

interface AiSource {
  title: string;
  url: string;
}
interface AiAnswer {
  answer?: string;
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
  const question = field(await request.formData(), "question");
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

function AiResult({ result }: { result: AskAiResult }) {
  const t = useStrings().hub;
  if (result.error) return <Alert kind="error">{result.error}</Alert>;
  if (!result.answer?.trim()) return <Alert kind="error">{t.ai.empty}</Alert>;
  return (
    <section className="ai-answer" aria-labelledby="ai-answer-title">
      <h3 id="ai-answer-title">{result.generated_by === "model" ? t.ai.answer : t.guides.heading}</h3>
      <div lang={result.language}>
        <FormattedAnswer text={result.answer} />
      </div>
      {result.sources && result.sources.length > 0 ? (
        <>
          <h4>{t.ai.sources}</h4>
          <ContentInEnglish>
            <ol className="ai-sources">
              {result.sources.map((source) => (
                <li key={`${source.title}\n${source.url}`}>
                  {source.url.startsWith("/") ? (
                    <Link to={source.url}>{source.title}</Link>
                  ) : (
                    <a href={source.url} target="_blank" rel="noopener noreferrer">
                      {source.title}
                    </a>
                  )}
                </li>
              ))}
            </ol>
          </ContentInEnglish>
        </>
      ) : null}
      {result.post_question_url ? (
        <Link to={result.post_question_url} className="button button-ghost">
          {t.ai.postToQa}
        </Link>
      ) : null}
    </section>
  );
}
