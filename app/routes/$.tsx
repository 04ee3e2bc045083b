import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { metaStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { pageMeta } from "~/lib/seo";

// Any URL no route claims is a real 404 (status and page), rendered by the root error boundary.
export const meta: MetaFunction = ({ matches }) => {
  const t = metaStrings(matches);
  return pageMeta(t, { title: t.notFound.title });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  throw new Response((await requestStrings(request, context)).notFound.title, { status: 404 });
}

export default function NotFound() {
  return null;
}
