import type { MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "~/lib/seo";
import { strings } from "~/lib/strings";

// Any URL no route claims is a real 404 (status and page), rendered by the root error boundary.
export const meta: MetaFunction = () => pageMeta({ title: strings.notFound.title });

export function loader() {
  throw new Response(strings.notFound.title, { status: 404 });
}

export default function NotFound() {
  return null;
}
