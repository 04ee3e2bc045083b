import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { ContentInEnglishNotice, useContentLanguage } from "~/components/ContentInEnglish";
import { FormKey } from "~/components/FormKey";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage } from "~/lib/forms";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { requireUser } from "~/lib/session.server";
import css from "~/styles/site.css?url";
import type { CourseDto } from "../../worker/services/lms";
import { QUIZ_ATTEMPT_KEY } from "../../worker/services/quiz-order";

export const links = () => [{ rel: "stylesheet", href: css }];

interface QuizDetail {
  course: CourseDto;
  quiz: { passPercent: number; attempt: string; questions: { id: number; question: string; options: string[]; language: string }[] };
}

interface QuizResult {
  score: number;
  passed: boolean;
  correct: number;
  total: number;
  attemptsLeftToday: number;
  results: { correct: boolean; chosen: string }[];
}

// The site strings are their own chunk in the browser: fetched before this route renders.
const area = areaRoute("site");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const strings = metaStrings(matches);
  return data
    ? pageMeta(strings, { title: `${strings.site.lms.quizTitle}: ${data.course.title}`, description: data.course.summary })
    : notFoundMeta(strings);
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  // After answering, the page shows the attempt that was answered (its option order), so the choices stay in place.
  const attempt = new URL(request.url).searchParams.get("attempt") ?? "";
  const query = QUIZ_ATTEMPT_KEY.test(attempt) ? `?attempt=${attempt}` : "";
  const result = await context.api.get<QuizDetail>(`/api/lms/courses/${encodeURIComponent(params.slug ?? "")}${query}`);
  if (!result.ok) throw new Response((await requestStrings(request, context)).site.lms.courseNotFound, { status: result.status });
  return result.data;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const strings = await requestStrings(request, context);
  const t = strings.site.lms;
  const form = await readForm(request, context);
  const count = Number(form.get("count") ?? 0);
  const answers = Array.from({ length: Math.min(Math.max(count, 0), 20) }, (_, index) => {
    const value = form.get(`q${index}`);
    return typeof value === "string" && /^\d+$/.test(value) ? Number(value) : -1;
  });
  if (answers.includes(-1)) return data({ error: t.quizIntro(count), result: null }, { status: 400 });
  const attempt = String(form.get("attempt") ?? "");
  const result = await context.api.post<QuizResult>(`/api/lms/courses/${encodeURIComponent(params.slug ?? "")}/quiz`, { answers, attempt });
  if (!result.ok)
    return data({ error: apiErrorMessage(strings, result.error, t.quizScoreFailed), result: null }, { status: result.status });
  return { error: null, result: result.data };
}

export default function QuizPage() {
  const t = useStrings().site.lms;
  const { course, quiz } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const result = actionData?.result;
  const { lang, inEnglish } = useContentLanguage();
  return (
    <div className="container page narrow-article">
      <p>
        <Link to={`/lms/${course.slug}`} lang={lang(course.language)}>
          {course.title}
        </Link>
      </p>
      <h1>
        {t.quizTitle}: <span lang={lang(course.language)}>{course.title}</span>
      </h1>
      <p>{t.quizIntro(quiz.questions.length)}</p>
      {inEnglish(...quiz.questions.map((question) => question.language)) ? <ContentInEnglishNotice /> : null}
      {/* A failed quiz is a result, not an error: it is announced politely like a pass. */}
      {result ? (
        <Alert kind={result.passed ? "success" : "error"} role="status" outcome answer={result}>
          {result.passed ? t.passed(result.score) : t.failed(result.score)}
        </Alert>
      ) : null}
      {result ? (
        <p>
          {t.attemptsLeft(result.attemptsLeftToday)}{" "}
          {result.attemptsLeftToday > 0 ? <Link to={`/lms/${course.slug}/quiz`}>{t.newAttempt}</Link> : null}
        </p>
      ) : null}
      <Alert kind="error">{actionData?.error}</Alert>
      {/* Posted with the attempt in the address, so the page that shows the result keeps that attempt's order. */}
      <Form method="post" action={`/lms/${course.slug}/quiz?attempt=${quiz.attempt}`}>
        <FormKey />
        <input type="hidden" name="count" value={quiz.questions.length} />
        {/* Each load is a new attempt with its own option order; the key tells the server which order was shown. */}
        <input type="hidden" name="attempt" value={quiz.attempt} />
        {quiz.questions.map((question, index) => (
          <fieldset key={question.id} className="quiz-question">
            <legend>
              {index + 1}. <span lang={lang(question.language)}>{question.question}</span>
              {result ? <strong> ({result.results[index]?.correct ? t.answerRight : t.answerWrong})</strong> : null}
            </legend>
            {question.options.map((option, optionIndex) => (
              <label key={option} className="quiz-option" lang={lang(question.language)}>
                <input
                  type="radio"
                  name={`q${index}`}
                  value={optionIndex}
                  required
                  defaultChecked={result?.results[index]?.chosen === option}
                />
                <span>{option}</span>
              </label>
            ))}
          </fieldset>
        ))}
        <button type="submit" className="button" disabled={submitting}>
          {t.submitQuiz}
        </button>
      </Form>
    </div>
  );
}
