import { Link } from "@remix-run/react";
import { useContentLanguage } from "~/components/ContentInEnglish";
import { useStrings } from "~/lib/i18n";
import type { CourseDto } from "../../worker/services/lms";
import { ProgressBar } from "./CourseProgress";

/** The dashboard's learning card: each enrolled course with its progress. */
export function LearningProgress({ courses }: { courses: CourseDto[] }) {
  const t = useStrings().site.lms;
  const { lang } = useContentLanguage();
  return (
    <section className="card stack learning-progress" aria-labelledby="learning-title">
      <h2 id="learning-title">{t.yourProgress}</h2>
      {courses.length === 0 ? (
        <p className="muted">{t.noCourses}</p>
      ) : (
        <ul className="plain-list stack" style={{ listStyle: "none", padding: 0 }}>
          {courses.map((course) => (
            <li key={course.slug}>
              <Link to={`/lms/${course.slug}`} lang={lang(course.language)}>
                {course.title}
              </Link>
              <ProgressBar percent={course.progress?.percentComplete ?? 0} label={course.title} />
              {course.progress?.quizScore != null ? <p className="small">{t.quizScore(course.progress.quizScore)}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/lms">{t.browseCourses}</Link>
      </p>
    </section>
  );
}
