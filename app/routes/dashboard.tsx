import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LearningProgress } from "~/components/LearningProgress";
import { requireUser } from "~/lib/session.server";
import { strings } from "~/lib/strings";
import type { CourseDto } from "../../worker/api/lms";

const t = strings.dashboard;

export const meta: MetaFunction = () => [{ title: "Dashboard | Gona" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const learning = await context.api.get<{ courses: CourseDto[] }>("/api/lms/progress");
  return { user, learningCourses: learning.ok ? learning.data.courses : [] };
}

export default function Dashboard() {
  const { user, learningCourses } = useLoaderData<typeof loader>();
  return (
    <section className="container page">
      <h1>{t.welcome(user.fullName)}</h1>
      <p className="muted">{t.subtitle}</p>
      <LearningProgress courses={learningCourses} />
    </section>
  );
}
