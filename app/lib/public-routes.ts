import { blogPosts } from "~/content/blog";
import { SITE_PAGES } from "../../worker/site-pages";

/** Every public page of the site (the sitemap lists these, plus each course and lesson). */
export const PUBLIC_PATHS = [...SITE_PAGES, "/login", "/register", ...blogPosts.map((post) => `/posts/${post.id}`)];
