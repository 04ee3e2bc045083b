import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PUBLIC_PATHS } from "~/lib/public-routes";
import { LANGUAGES } from "../../worker/languages";
import type { CourseDto } from "../../worker/services/lms";

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Each page in every language (`?lang=` serves it in that language), and the unmarked URL as the default. */
function alternates(origin: string, path: string): string {
  const links = LANGUAGES.map(
    (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(`${origin}${path}?lang=${language}`)}"/>`,
  );
  links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`);
  return links.join("");
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const courses = await context.api.get<CourseDto[]>("/api/lms/courses");
  const paths = [...PUBLIC_PATHS, ...(courses.ok ? courses.data.map((course) => `/lms/${course.slug}`) : [])];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${paths
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc>${alternates(origin, path)}</url>`)
    .join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
