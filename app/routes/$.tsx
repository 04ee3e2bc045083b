import type { MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "~/lib/seo";

// Any URL no route claims is a real 404 (status and page), rendered by the root error boundary.
export const meta: MetaFunction = () => pageMeta({ title: "Page not found" });

export function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}
