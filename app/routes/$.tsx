import type { MetaFunction } from "@remix-run/cloudflare";

// Any URL no route claims is a real 404 (status and page), rendered by the root error boundary.
export const meta: MetaFunction = () => [{ title: "Page not found | Gona" }];

export function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}
