import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/forms";
import { apiErrorMessage } from "~/lib/forms";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { requireUser } from "~/lib/session.server";
import { strings } from "~/lib/strings";
import css from "~/styles/site.css?url";
import type { CourseDto } from "../../worker/services/lms";

const t = strings.site.lms;

export const links = () => [{ rel: "stylesheet", href: css }];

interface QuizDetail {
  course: CourseDto;
  quiz: { passPercent: number; questions: { id: number; question: string; options: string[] }[] };
}

interface QuizResult {
  score: number;
  passed: boolean;
  correct: number;
  total: number;
  attemptsLeftToday: number;
  results: { correct: boolean }[];
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: `${t.quizTitle}: ${data.course.title}`, description: data.course.summary }) : notFoundMeta();

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const result = await context.api.get<QuizDetail>(`/api/lms/courses/${encodeURIComponent(params.slug ?? "")}`);
  if (!result.ok) throw new Response(t.courseNotFound, { status: result.status });
  return result.data;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const form = await request.formData();
  const count = Number(form.get("count") ?? 0);
  const answers = Array.from({ length: Math.min(Math.max(count, 0), 20) }, (_, index) => {
    const value = form.get(`q${index}`);
    return typeof value === "string" && /^\d+$/.test(value) ? Number(value) : -1;
  });
  if (answers.includes(-1)) return data({ error: t.quizIntro(count), result: null, answers }, { status: 400 });
  const result = await context.api.post<QuizResult>(`/api/lms/courses/${encodeURIComponent(params.slug ?? "")}/quiz`, { answers });
  if (!result.ok)
    return data({ error: apiErrorMessage(result.error, t.quizScoreFailed), result: null, answers }, { status: result.status });
  return { error: null, result: result.data, answers };
}

export default function QuizPage() {
  const { course, quiz } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const result = actionData?.result;
  return (
    <div className="container page narrow-article">
      <p>
        <Link to={`/lms/${course.slug}`}>{course.title}</Link>
      </p>
      <h1>
        {t.quizTitle}: {course.title}
      </h1>
      <p>{t.quizIntro(quiz.questions.length)}</p>
      {/* A failed quiz is a result, not an error: it is announced politely like a pass. */}
      {result ? (
        <Alert kind={result.passed ? "success" : "error"} role="status">
          {result.passed ? t.passed(result.score) : t.failed(result.score)}
        </Alert>
      ) : null}
      {result ? <p>{t.attemptsLeft(result.attemptsLeftToday)}</p> : null}
      <Alert kind="error">{actionData?.error}</Alert>
      <Form method="post">
        <input type="hidden" name="count" value={quiz.questions.length} />
        {quiz.questions.map((question, index) => (
          <fieldset key={question.id} className="quiz-question">
            <legend>
              {index + 1}. {question.question}
              {result ? <strong> ({result.results[index]?.correct ? t.answerRight : t.answerWrong})</strong> : null}
            </legend>
            {question.options.map((option, optionIndex) => (
              <label key={option} className="quiz-option">
                <input
                  type="radio"
                  name={`q${index}`}
                  value={optionIndex}
                  required
                  defaultChecked={actionData?.answers?.[index] === optionIndex}
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
