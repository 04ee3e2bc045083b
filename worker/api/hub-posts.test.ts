import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call } from "../../test/http";
import { registerAdmin } from "../../test/hub";

async function createPost(
  token: string,
  body: Record<string, unknown> = { title: "Yellow maize leaves", content: "Why are my maize leaves yellow?" },
) {
  const result = await call("POST", "/api/chat/hub-posts", { token, body });
  expect(result.status).toBe(201);
  return result.json;
}

describe("Q&A posts", () => {
  it("creates a post in the general category by default, with every post field", async () => {
    const author = await fastAccount("farmer");
    const post = await createPost(author.token);
    expect(post).toMatchObject({
      title: "Yellow maize leaves",
      content: "Why are my maize leaves yellow?",
      category: "general",
      is_solved: false,
      farmer_name: "Test farmer",
      is_verified: false,
      likes_count: 0,
      replies_count: 0,
      liked_by_me: false,
    });
    expect(typeof post.created_at).toBe("string");
  });

  it("validates title, content and category", async () => {
    const author = await fastAccount("farmer");
    const bad = [
      { title: " ", content: "x" },
      { title: "x", content: "" },
      { title: "x".repeat(201), content: "x" },
      { title: "x", content: "x".repeat(5001) },
      { title: "x", content: "x", category: "politics" },
      { title: "x", content: "x", author_id: 1 },
    ];
    for (const body of bad) expect((await call("POST", "/api/chat/hub-posts", { token: author.token, body })).status).toBe(400);
    expect((await call("GET", "/api/chat/hub-posts?category=politics", { token: author.token })).status).toBe(400);
  });

  it("filters by category and pages newest first", async () => {
    const author = await fastAccount("farmer");
    const pest = await createPost(author.token, { title: "Armyworm again", content: "Help", category: "pest-control" });
    const weather = await createPost(author.token, { title: "Late rain", content: "Help", category: "weather" });
    const pests = await call("GET", "/api/chat/hub-posts?category=pest-control&limit=100", { token: author.token });
    const ids = pests.json.map((post: { id: number }) => post.id);
    expect(ids).toContain(pest.id);
    expect(ids).not.toContain(weather.id);
    expect(pests.json.every((post: { category: string }) => post.category === "pest-control")).toBe(true);
    const page = await call("GET", "/api/chat/hub-posts?limit=1", { token: author.token });
    expect(page.json).toHaveLength(1);
    expect(page.json[0].id).toBe(weather.id);
    expect(page.headers.get("link")).toContain(`cursor=${weather.id}`);
  });

  it("adds replies and counts them; 404 for a missing post", async () => {
    const author = await fastAccount("farmer");
    const helper = await fastAccount("supplier");
    const post = await createPost(author.token);
    const reply = await call("POST", `/api/chat/hub-posts/${post.id}/replies`, {
      token: helper.token,
      body: { content: "Add urea at 4 weeks." },
    });
    expect(reply.status).toBe(201);
    expect((await call("POST", `/api/chat/hub-posts/${post.id}/replies`, { token: helper.token, body: { content: "  " } })).status).toBe(
      400,
    );
    const detail = await call("GET", `/api/chat/hub-posts/${post.id}`, { token: author.token });
    expect(detail.json.replies_count).toBe(1);
    expect(detail.json.replies).toEqual([expect.objectContaining({ content: "Add urea at 4 weeks.", author_name: "Test supplier" })]);
    expect((await call("GET", "/api/chat/hub-posts/999999", { token: author.token })).status).toBe(404);
    expect((await call("POST", "/api/chat/hub-posts/999999/replies", { token: author.token, body: { content: "x" } })).status).toBe(404);
  });

  it("counts one like per user, idempotently, and unlikes", async () => {
    const author = await fastAccount("farmer");
    const fan = await fastAccount("buyer");
    const post = await createPost(author.token);
    const first = await call("PUT", `/api/chat/hub-posts/${post.id}/like`, { token: fan.token });
    expect(first.json).toMatchObject({ likes_count: 1, liked_by_me: true });
    const again = await call("PUT", `/api/chat/hub-posts/${post.id}/like`, { token: fan.token });
    expect(again.json.likes_count).toBe(1);
    await call("PUT", `/api/chat/hub-posts/${post.id}/like`, { token: author.token });
    const detail = await call("GET", `/api/chat/hub-posts/${post.id}`, { token: fan.token });
    expect(detail.json).toMatchObject({ likes_count: 2, liked_by_me: true });
    const unliked = await call("DELETE", `/api/chat/hub-posts/${post.id}/like`, { token: fan.token });
    expect(unliked.json).toMatchObject({ likes_count: 1, liked_by_me: false });
    expect((await call("DELETE", `/api/chat/hub-posts/${post.id}/like`, { token: fan.token })).json.likes_count).toBe(1);
  });

  it("lets only the author or an admin mark a post solved", async () => {
    const author = await fastAccount("farmer");
    const stranger = await fastAccount("buyer");
    const admin = await registerAdmin();
    const post = await createPost(author.token);
    const refused = await call("PUT", `/api/chat/hub-posts/${post.id}/solved`, { token: stranger.token, body: { is_solved: true } });
    expect(refused.status).toBe(403);
    const solved = await call("PUT", `/api/chat/hub-posts/${post.id}/solved`, { token: author.token, body: { is_solved: true } });
    expect(solved.json.is_solved).toBe(true);
    const reopened = await call("PUT", `/api/chat/hub-posts/${post.id}/solved`, { token: admin.token, body: { is_solved: false } });
    expect(reopened.json.is_solved).toBe(false);
    expect((await call("PUT", `/api/chat/hub-posts/${post.id}/solved`, { token: author.token, body: { is_solved: "yes" } })).status).toBe(
      400,
    );
  });

  it("records the accepted reply: one of the post's own replies, cleared when reopened; an admin's choice is approval", async () => {
    const author = await fastAccount("farmer");
    const helper = await fastAccount("buyer");
    const admin = await registerAdmin();
    const post = await createPost(author.token);
    const other = await createPost(author.token);
    const reply = (await call("POST", `/api/chat/hub-posts/${post.id}/replies`, { token: helper.token, body: { content: "Add urea." } }))
      .json;
    const elsewhere = (await call("POST", `/api/chat/hub-posts/${other.id}/replies`, { token: helper.token, body: { content: "Lime." } }))
      .json;
    const solved = (body: unknown, token = author.token) => call("PUT", `/api/chat/hub-posts/${post.id}/solved`, { token, body });
    const approvedBy = async () =>
      (await env.DB.prepare("SELECT approved_by FROM hub_posts WHERE id = ?").bind(post.id).first<{ approved_by: number | null }>())
        ?.approved_by;

    const foreign = await solved({ is_solved: true, reply_id: elsewhere.id });
    expect(foreign.status).toBe(400);
    expect(foreign.json.fields.reply_id).toMatch(/this post's replies/);
    expect((await solved({ is_solved: true, reply_id: 999_999_999 })).status).toBe(400);
    expect((await solved({ is_solved: false, reply_id: reply.id })).status).toBe(400);
    expect((await solved({ is_solved: true, reply_id: "1" })).status).toBe(400);
    expect((await call("GET", `/api/chat/hub-posts/${post.id}`, { token: author.token })).json).toMatchObject({
      is_solved: false,
      accepted_reply_id: null,
    });

    const accepted = await solved({ is_solved: true, reply_id: reply.id });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ is_solved: true, accepted_reply_id: reply.id });
    expect(await approvedBy()).toBeNull();
    expect((await solved({ is_solved: true, reply_id: reply.id }, admin.token)).json.accepted_reply_id).toBe(reply.id);
    expect(await approvedBy()).toBe(admin.user.id);
    // The author choosing again withdraws the admin's approval: it was given to that choice, not to the post.
    await solved({ is_solved: true, reply_id: reply.id });
    expect(await approvedBy()).toBeNull();
    // An old client sending only the flag leaves no accepted reply.
    expect((await solved({ is_solved: true })).json).toMatchObject({ is_solved: true, accepted_reply_id: null });
    await solved({ is_solved: true, reply_id: reply.id }, admin.token);
    expect((await solved({ is_solved: false })).json).toMatchObject({ is_solved: false, accepted_reply_id: null });
    expect(await approvedBy()).toBeNull();
  });
});
