import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

// Private areas are not for search engines; everything public is listed in the sitemap.
export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "Disallow: /dashboard",
    "Disallow: /profile",
    "Disallow: /notifications",
    "Disallow: /farmers-hub",
    "Disallow: /create-listing",
    "Disallow: /view-listings",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
