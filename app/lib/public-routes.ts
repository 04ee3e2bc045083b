import { blogPosts } from "~/content/blog";

/** Every public page of the site (the sitemap lists these, plus each course and lesson). */
export const PUBLIC_PATHS = [
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
  "/login",
  "/register",
  "/privacy",
  "/terms",
  "/support",
  ...blogPosts.map((post) => `/posts/${post.id}`),
];
