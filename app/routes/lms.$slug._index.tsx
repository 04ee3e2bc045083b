import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ContentInEnglishNotice, useContentLanguage } from "~/components/ContentInEnglish";
import { ProgressBar } from "~/components/CourseProgress";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { withNotice } from "~/lib/notices";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { requireUser } from "~/lib/session.server";
import css from "~/styles/site.css?url";
import type { CourseDto } from "../../worker/services/lms";

export const links = () => [{ rel: "stylesheet", href: css }];

// The site strings are their own chunk in the browser: fetched before this route renders.
const area = areaRoute("site");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const strings = metaStrings(matches);
  return data ? pageMeta(strings, { title: data.course.title, description: data.course.summary }) : notFoundMeta(strings);
};

interface CourseDetail {
  course: CourseDto;
  lessons: { slug: string; title: string; language: string; estimatedMinutes: number; completed: boolean; locked: boolean }[];
  quiz: { passPercent: number; questions: { id: number }[] };
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const result = await context.api.get<CourseDetail>(`/api/lms/courses/${encodeURIComponent(params.slug ?? "")}`);
  if (!result.ok)
    throw new Response((await requestStrings(request, context)).site.lms.courseNotFound, {
      status: result.status === 404 ? 404 : result.status,
    });
  return result.data;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const slug = encodeURIComponent(params.slug ?? "");
  const result = await context.api.post(`/api/lms/courses/${slug}/enroll`);
  if (!result.ok) throw new Response((await requestStrings(request, context)).site.lms.enrollFailed, { status: result.status });
  return redirect(withNotice(`/lms/${slug}`, "course-started"));
}

export default function CoursePage() {
  const t = useStrings().site.lms;
  const { course, lessons, quiz } = useLoaderData<typeof loader>();
  const progress = course.progress;
  const first = lessons[0];
  // In the reader's language where translated: the note and lang="en" only on what is not.
  const { lang, inEnglish } = useContentLanguage();
  return (
    <div className="container page narrow-article">
      <p>
        <Link to="/lms">{t.title}</Link>
      </p>
      {inEnglish(course.language, ...lessons.map((lesson) => lesson.language)) ? <ContentInEnglishNotice /> : null}
      <div lang={lang(course.language)}>
        <h1>{course.title}</h1>
        <p className="lead">{course.summary}</p>
      </div>
      <p className="small">
        {t.lessons(course.lessonCount)} · {t.minutes(course.estimatedMinutes)}
      </p>
      {course.imageUrl ? <img src={course.imageUrl} alt="" width={640} height={400} className="lesson-image" /> : null}

      <section aria-labelledby="progress-title" className="card stack">
        <h2 id="progress-title">{t.progress}</h2>
        {progress ? (
          <>
            <ProgressBar percent={progress.percentComplete} label={course.title} />
            {progress.quizScore !== null ? <p>{t.quizScore(progress.quizScore)}</p> : null}
            {progress.enrolled ? (
              <p className="badge badge-verified">{t.enrolled}</p>
            ) : (
              <Form method="post">
                <button type="submit" className="button">
                  {t.enroll}
                </button>
              </Form>
            )}
          </>
        ) : (
          <p>
            {t.signInPrompt} <Link to={`/login?redirectTo=${encodeURIComponent(`/lms/${course.slug}`)}`}>{t.signIn}</Link> ·{" "}
            <Link to="/register">{t.register}</Link>
          </p>
        )}
        {first ? (
          <p>
            <Link to={`/lms/${course.slug}/${first.slug}`} className="button button-ghost">
              {t.start}
            </Link>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="lessons-title">
        <h2 id="lessons-title">{t.lessonsTitle}</h2>
        <ol className="lesson-list">
          {lessons.map((lesson) => (
            <li key={lesson.slug}>
              <Link to={`/lms/${course.slug}/${lesson.slug}`} lang={lang(lesson.language)}>
                {lesson.title}
              </Link>{" "}
              <span className="small muted">{t.minutes(lesson.estimatedMinutes)}</span>{" "}
              {lesson.completed ? <span className="badge badge-verified">{t.completed}</span> : null}
              {lesson.locked ? <span className="badge">{t.locked}</span> : null}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="quiz-title" className="card">
        <h2 id="quiz-title">{t.quizTitle}</h2>
        <p>{t.quizIntro(quiz.questions.length)}</p>
        {progress?.quizPassed ? <p className="badge badge-verified">{t.quizPassed}</p> : null}
        <Link to={`/lms/${course.slug}/quiz`} className="button button-ghost">
          {t.takeQuiz}
        </Link>
      </section>
    </div>
  );
}
