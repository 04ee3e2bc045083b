// The site's public pages that every anonymous visitor sees alike: the sitemap lists them (app/lib/public-routes.ts)
// and the edge cache keeps them (worker/http/page-cache.ts). A new public page goes here once for both.
export const SITE_PAGES = [
  "/",
  "/gallery",
  "/projects",
  "/team",
  "/blog",
  "/partnerships",
  "/technology",
  "/contact",
  "/research",
  "/biohacking",
  "/marketplace",
  "/agriacademy",
  "/invest",
  "/lms",
  "/listings",
  "/prices",
  "/privacy",
  "/terms",
  "/support",
] as const;
