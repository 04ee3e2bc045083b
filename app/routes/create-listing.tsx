import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { requireRole } from "~/lib/session.server";

export const meta: MetaFunction = () => [{ title: "Create Listing | Gona" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, ["farmer", "supplier"]);
  return null;
}

export default function Page() {
  return (
    <section className="container page">
      <h1>Create Listing</h1>
    </section>
  );
}
