import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call } from "../../test/http";
import { createGroup } from "../../test/hub";

describe("groups", () => {
  it("creates a pending group from a trimmed name and lists it only to its creator, marked", async () => {
    const creator = await fastAccount("farmer");
    const other = await fastAccount("buyer");
    const created = await call("POST", "/api/chat/groups", { token: creator.token, body: { name: "  Jos Potato Growers  " } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: "Jos Potato Growers", description: "", status: "pending", awaiting_approval: true });

    const mine = await call("GET", "/api/chat/groups?limit=100", { token: creator.token });
    expect(mine.json.find((group: { id: number }) => group.id === created.json.id)).toMatchObject({ awaiting_approval: true });
    const theirs = await call("GET", "/api/chat/groups?limit=100", { token: other.token });
    expect(theirs.json.some((group: { id: number }) => group.id === created.json.id)).toBe(false);
  });

  it("refuses a blank name, unknown fields and signed-out callers", async () => {
    const user = await fastAccount("farmer");
    const blank = await call("POST", "/api/chat/groups", { token: user.token, body: { name: "   " } });
    expect(blank.status).toBe(400);
    expect(blank.json.fields.name).toBe("Group name is required");
    expect((await call("POST", "/api/chat/groups", { token: user.token, body: { name: "x", status: "approved" } })).status).toBe(400);
    expect((await call("POST", "/api/chat/groups", { token: user.token, body: { name: "x".repeat(81) } })).status).toBe(400);
    expect((await call("GET", "/api/chat/groups")).status).toBe(401);
  });

  it("shows approved groups to everyone but never rejected ones", async () => {
    const creator = await fastAccount("farmer");
    const viewer = await fastAccount("buyer");
    const approved = await createGroup(creator.user.id, "approved", "Approved one");
    const rejected = await call("POST", "/api/chat/groups", { token: creator.token, body: { name: "Rejected one" } });
    await env.DB.prepare("UPDATE chat_groups SET status = 'rejected' WHERE id = ?").bind(rejected.json.id).run();
    const list = await call("GET", "/api/chat/groups?limit=100", { token: viewer.token });
    const ids = list.json.map((group: { id: number }) => group.id);
    expect(ids).toContain(approved);
    expect(ids).not.toContain(rejected.json.id);
    const minePending = await call("GET", "/api/chat/groups?limit=100", { token: creator.token });
    expect(minePending.json.map((group: { id: number }) => group.id)).not.toContain(rejected.json.id);
  });
});

describe("messages", () => {
  it("stores a trimmed message and returns it with the sender's details, then pages after an id", async () => {
    const sender = await fastAccount("farmer");
    const groupId = await createGroup(sender.user.id, "approved");
    const first = await call("POST", `/api/chat/groups/${groupId}/messages`, {
      token: sender.token,
      body: { content: "  Rain in Zaria today  " },
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      group_id: groupId,
      content: "Rain in Zaria today",
      sender_id: sender.user.id,
      sender_name: "Test farmer",
      is_verified: false,
    });
    const stored = await env.DB.prepare("SELECT content FROM group_messages WHERE id = ?").bind(first.json.id).first<{ content: string }>();
    expect(stored?.content).toBe("Rain in Zaria today");

    const second = await call("POST", `/api/chat/groups/${groupId}/messages`, { token: sender.token, body: { content: "Second" } });
    const all = await call("GET", `/api/chat/groups/${groupId}/messages`, { token: sender.token });
    expect(all.json.map((message: { content: string }) => message.content)).toEqual(["Rain in Zaria today", "Second"]);
    const after = await call("GET", `/api/chat/groups/${groupId}/messages?after=${first.json.id}`, { token: sender.token });
    expect(after.json.map((message: { id: number }) => message.id)).toEqual([second.json.id]);
    const paged = await call("GET", `/api/chat/groups/${groupId}/messages?limit=1`, { token: sender.token });
    expect(paged.json.map((message: { id: number }) => message.id)).toEqual([second.json.id]);
    expect(paged.headers.get("link")).toContain(`cursor=${second.json.id}`);
  });

  it("refuses blank and too long messages", async () => {
    const sender = await fastAccount("farmer");
    const groupId = await createGroup(sender.user.id, "approved");
    expect((await call("POST", `/api/chat/groups/${groupId}/messages`, { token: sender.token, body: { content: "   " } })).status).toBe(
      400,
    );
    expect(
      (await call("POST", `/api/chat/groups/${groupId}/messages`, { token: sender.token, body: { content: "a".repeat(2001) } })).status,
    ).toBe(400);
    expect(
      (await call("POST", `/api/chat/groups/${groupId}/messages`, { token: sender.token, body: { content: "a".repeat(2000) } })).status,
    ).toBe(201);
  });

  it("treats pending, rejected and unknown groups as not found", async () => {
    const sender = await fastAccount("farmer");
    for (const status of ["pending", "rejected"] as const) {
      const groupId = await createGroup(sender.user.id, status);
      const post = await call("POST", `/api/chat/groups/${groupId}/messages`, { token: sender.token, body: { content: "hello" } });
      expect(post.status).toBe(404);
      expect((await call("GET", `/api/chat/groups/${groupId}/messages`, { token: sender.token })).status).toBe(404);
      const count = await env.DB.prepare("SELECT count(*) AS n FROM group_messages WHERE group_id = ?")
        .bind(groupId)
        .first<{ n: number }>();
      expect(count?.n).toBe(0);
    }
    expect((await call("GET", "/api/chat/groups/999999/messages", { token: sender.token })).status).toBe(404);
  });

  it("rate limits a user who floods a group", async () => {
    const sender = await fastAccount("farmer");
    const groupId = await createGroup(sender.user.id, "approved");
    // Fixed 10-second windows: a burst may straddle two, so send up to two windows' worth.
    const statuses: number[] = [];
    while (statuses.length < 45 && !statuses.includes(429)) {
      const i = statuses.length;
      statuses.push(
        (await call("POST", `/api/chat/groups/${groupId}/messages`, { token: sender.token, body: { content: `m${i}` } })).status,
      );
    }
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
  });
});
