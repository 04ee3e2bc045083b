import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { requireRole } from "~/lib/session.server";

export const meta: MetaFunction = () => [{ title: "Admin Panel | Gona" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, ["admin"]);
  return null;
}

export default function Page() {
  return (
    <section className="container page">
      <h1>Admin Panel</h1>
    </section>
  );
}
