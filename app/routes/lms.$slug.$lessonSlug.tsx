import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { ContentInEnglishNotice, useContentLanguage } from "~/components/ContentInEnglish";
import { LessonText } from "~/components/LessonText";
import { Notice } from "~/components/Notice";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { withNotice } from "~/lib/notices";
import { ownPath } from "~/lib/own-path";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { requireUser } from "~/lib/session.server";
import css from "~/styles/site.css?url";

export const links = () => [{ rel: "stylesheet", href: css }];

interface LessonLink {
  slug: string;
  title: string;
  language: string;
}

interface LessonDetail {
  course: { slug: string; title: string; language: string; lessonCount: number };
  lesson: {
    slug: string;
    title: string;
    body: string;
    /** The language of the title and text: the reader's, or English where the lesson is not translated. */
    language: string;
    imageUrl: string | null;
    estimatedMinutes: number;
    position: number;
    completed: boolean;
  };
  previous: LessonLink | null;
  next: LessonLink | null;
}

// The site strings are their own chunk in the browser: fetched before this route renders.
const area = areaRoute("site");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const strings = metaStrings(matches);
  const t = strings.site.lms;
  if (!data) return notFoundMeta(strings);
  if (!data.lesson) return pageMeta(strings, { title: t.signIn, description: t.signInPrompt });
  return pageMeta(strings, {
    title: `${data.lesson.lesson.title} · ${data.lesson.course.title}`,
    description: data.lesson.lesson.body.slice(0, 150),
  });
};

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const path = `/api/lms/courses/${encodeURIComponent(params.slug ?? "")}/lessons/${encodeURIComponent(params.lessonSlug ?? "")}`;
  const result = await context.api.get<LessonDetail>(path);
  const url = new URL(request.url);
  // Signed out, only the first lesson is open: the others ask the visitor to sign in.
  if (result.status === 401) return { lesson: null, signedIn: false, back: ownPath(url.pathname), courseSlug: params.slug ?? "" };
  if (!result.ok)
    throw new Response((await requestStrings(request, context)).site.lms.lessonNotFound, {
      status: result.status === 404 ? 404 : result.status,
    });
  return { lesson: result.data, signedIn: context.api.hasSession, back: ownPath(url.pathname), courseSlug: params.slug ?? "" };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const slug = encodeURIComponent(params.slug ?? "");
  const lessonSlug = encodeURIComponent(params.lessonSlug ?? "");
  const result = await context.api.post(`/api/lms/courses/${slug}/lessons/${lessonSlug}/complete`);
  if (!result.ok) throw new Response((await requestStrings(request, context)).site.lms.progressFailed, { status: result.status });
  return redirect(withNotice(`/lms/${slug}/${lessonSlug}`, "lesson-completed", "lesson-done"));
}

export default function LessonPage() {
  const t = useStrings().site.lms;
  const { lesson: detail, signedIn, back, courseSlug } = useLoaderData<typeof loader>();
  const { lang, inEnglish } = useContentLanguage();
  const justCompleted = useSearchParams()[0].get("notice") === "lesson-completed";
  if (!detail) {
    return (
      <div className="container page narrow-article">
        <h1>{t.signIn}</h1>
        <p className="lead">{t.signInPrompt}</p>
        <p className="actions">
          <Link to={`/login?redirectTo=${encodeURIComponent(back)}`} className="button">
            {t.signIn}
          </Link>
          <Link to="/register" className="button button-ghost">
            {t.register}
          </Link>
        </p>
        <p>
          <Link to={`/lms/${courseSlug}`}>{t.backToCourse}</Link>
        </p>
      </div>
    );
  }
  const { course, lesson, previous, next } = detail;
  return (
    <article className="container page narrow-article">
      <p>
        <Link to={`/lms/${course.slug}`} lang={lang(course.language)}>
          {course.title}
        </Link>{" "}
        · {lesson.position}/{course.lessonCount}
      </p>
      {inEnglish(lesson.language) ? <ContentInEnglishNotice /> : null}
      <h1 lang={lang(lesson.language)}>{lesson.title}</h1>
      <p className="small muted">{t.minutes(lesson.estimatedMinutes)}</p>
      <div lang={lang(lesson.language)}>
        {lesson.imageUrl ? <img src={lesson.imageUrl} alt="" width={640} height={400} className="lesson-image" /> : null}
        <LessonText body={lesson.body} />
      </div>

      {lesson.completed ? (
        <div id="lesson-done">
          {/* Just marked: what comes next; on a later visit: that it is done. */}
          {justCompleted ? <Notice at="lesson-done" /> : <Alert kind="success">{t.markedComplete}</Alert>}
        </div>
      ) : signedIn ? (
        <Form method="post">
          <button type="submit" className="button">
            {t.markComplete}
          </button>
        </Form>
      ) : (
        <p className="card">
          {t.signInPrompt} <Link to={`/login?redirectTo=${encodeURIComponent(back)}`}>{t.signIn}</Link>
        </p>
      )}

      <nav className="lesson-nav" aria-label={t.lessonsTitle}>
        {previous ? (
          <Link to={`/lms/${course.slug}/${previous.slug}`} rel="prev">
            ← {t.previous}: <span lang={lang(previous.language)}>{previous.title}</span>
          </Link>
        ) : (
          <Link to={`/lms/${course.slug}`}>← {t.backToCourse}</Link>
        )}
        {next ? (
          <Link to={`/lms/${course.slug}/${next.slug}`} rel="next">
            {t.next}: <span lang={lang(next.language)}>{next.title}</span> →
          </Link>
        ) : (
          <Link to={`/lms/${course.slug}/quiz`}>{t.takeQuiz} →</Link>
        )}
      </nav>
    </article>
  );
}
