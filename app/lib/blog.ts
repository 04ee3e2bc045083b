import type { BlogCategory, BlogPost } from "~/content/blog";
import { BLOG_CATEGORIES } from "~/content/blog";

/** Three posts a page: a featured post and a row of two cards. */
export const BLOG_PAGE_SIZE = 3;

export interface BlogPage {
  category: BlogCategory;
  page: number;
  totalPages: number;
  /** The featured hero: the first post of the current page. */
  featured: BlogPost | null;
  /** The card grid: the current page's posts without its first one (the first is the featured hero). */
  grid: BlogPost[];
}

/**
 * The blog's paging rule, driven by `?category=&page=`: posts are filtered by category
 * (unknown → All), cut into pages of three, and the page number is clamped to what exists.
 */
export function blogPage(posts: readonly BlogPost[], category: string | null, page: string | number | null): BlogPage {
  const chosen = (BLOG_CATEGORIES as readonly string[]).includes(category ?? "") ? (category as BlogCategory) : "All";
  const filtered = chosen === "All" ? [...posts] : posts.filter((post) => post.category === chosen);
  const totalPages = Math.max(1, Math.ceil(filtered.length / BLOG_PAGE_SIZE));
  const requested = Number.parseInt(String(page ?? "1"), 10);
  const current = Number.isFinite(requested) ? Math.min(Math.max(requested, 1), totalPages) : 1;
  const onPage = filtered.slice((current - 1) * BLOG_PAGE_SIZE, current * BLOG_PAGE_SIZE);
  return { category: chosen, page: current, totalPages, featured: onPage[0] ?? null, grid: onPage.slice(1) };
}

/** The URL of a blog page; changing category always goes to page 1. */
export function blogHref(category: BlogCategory, page = 1): string {
  const params = new URLSearchParams();
  if (category !== "All") params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}
