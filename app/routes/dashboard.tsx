import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/lib/session.server";
import { strings } from "~/lib/strings";

const t = strings.dashboard;

export const meta: MetaFunction = () => [{ title: "Dashboard | Gona" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { user };
}

export default function Dashboard() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <section className="container page">
      <h1>{t.welcome(user.fullName)}</h1>
      <p className="muted">{t.subtitle}</p>
    </section>
  );
}
