import { describe, expect, it } from "vitest";
import { blogPosts } from "~/content/blog";
import { blogHref, blogPage } from "./blog";

describe("blog paging", () => {
  it("shows three posts per page: the first as the featured hero, the rest in the grid", () => {
    const first = blogPage(blogPosts, null, null);
    expect(first.totalPages).toBe(2);
    expect(first.featured?.id).toBe(1);
    expect(first.grid.map((post) => post.id)).toEqual([2, 3]);
  });

  it("skips the first post of page two in the grid, which then is empty", () => {
    const second = blogPage(blogPosts, "All", "2");
    expect(second.page).toBe(2);
    expect(second.featured?.id).toBe(4);
    expect(second.grid).toEqual([]);
  });

  it("filters by category and clamps the page to the category's pages", () => {
    const results = blogPage(blogPosts, "Results", "2");
    expect(results.category).toBe("Results");
    expect(results.page).toBe(1);
    expect(results.totalPages).toBe(1);
    expect(results.featured?.category).toBe("Results");
  });

  it("treats an unknown category or a bad page as All, page 1", () => {
    const page = blogPage(blogPosts, "Nonsense", "abc");
    expect(page).toMatchObject({ category: "All", page: 1 });
    expect(blogPage(blogPosts, "All", "-4").page).toBe(1);
  });

  it("links a category change to page 1", () => {
    expect(blogHref("Events")).toBe("/blog?category=Events");
    expect(blogHref("All", 2)).toBe("/blog?page=2");
    expect(blogHref("All")).toBe("/blog");
  });
});
