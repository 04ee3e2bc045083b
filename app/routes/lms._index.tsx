import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ContentInEnglishNotice, useContentLanguage } from "~/components/ContentInEnglish";
import { ProgressBar } from "~/components/CourseProgress";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { pageMeta } from "~/lib/seo";
import css from "~/styles/site.css?url";
import type { CourseDto } from "../../worker/services/lms";

export const links = () => [{ rel: "stylesheet", href: css }];

// The site strings are their own chunk in the browser: fetched before this route renders.
const area = areaRoute("site");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.site.lms.title, description: strings.site.lms.description });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const result = await context.api.get<CourseDto[]>("/api/lms/courses");
  if (!result.ok) throw new Response((await requestStrings(request, context)).site.lms.coursesUnavailable, { status: result.status });
  return { courses: result.data };
}

export default function CourseCatalog() {
  const t = useStrings().site.lms;
  const { courses } = useLoaderData<typeof loader>();
  // Courses are in the reader's language; the note shows only if one of them is not translated yet.
  const { lang, inEnglish } = useContentLanguage();
  return (
    <div className="container page">
      <h1>{t.title}</h1>
      <p className="lead">{t.intro}</p>
      {inEnglish(...courses.map((course) => course.language)) ? <ContentInEnglishNotice /> : null}
      <ul className="grid grid-3 plain-list">
        {courses.map((course, index) => (
          <li key={course.slug} className="card course-card">
            {course.imageUrl ? <img src={course.imageUrl} alt="" width={640} height={400} loading={index < 3 ? "eager" : "lazy"} /> : null}
            <h2 lang={lang(course.language)}>
              <Link to={`/lms/${course.slug}`}>{course.title}</Link>
            </h2>
            <p className="muted" lang={lang(course.language)}>
              {course.summary}
            </p>
            <p className="small">
              {t.lessons(course.lessonCount)} · {t.minutes(course.estimatedMinutes)}
            </p>
            {course.progress?.enrolled ? <ProgressBar percent={course.progress.percentComplete} label={course.title} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
