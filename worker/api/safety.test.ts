// Reports, suspension and the audit trail: what a reporter, an admin and a suspended user notice.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call, ORIGIN, unique } from "../../test/http";
import { createGroup, registerAdmin } from "../../test/hub";
import { approvedListingWithBuyer, createListing } from "../../test/marketplace";

/** A freeze carries the admin's reason. */
const FREEZE = { reason: "counterfeit_suspected" };

async function auditRows(targetType: string, targetId: number) {
  const rows = await env.DB.prepare("SELECT action, admin_id FROM admin_audit_log WHERE target_type = ? AND target_id = ? ORDER BY id")
    .bind(targetType, targetId)
    .all<{ action: string; admin_id: number }>();
  return rows.results;
}

async function connect(groupId: number, token: string) {
  const headers = new Headers({ Upgrade: "websocket", origin: ORIGIN });
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}/parties/group/${groupId}?token=${encodeURIComponent(token)}`, { headers }),
  );
  const socket = response.webSocket;
  const closed: { code?: number } = {};
  socket?.accept();
  socket?.addEventListener("close", (event) => Object.assign(closed, { code: event.code }));
  return { status: response.status, closed };
}

async function until<T>(check: () => T | undefined, timeoutMs = 3000): Promise<T> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("timed out");
}

describe("audit log", () => {
  it("records an admin action in the action's batch: a refused action writes no row, a failed row undoes the action", async () => {
    const admin = await registerAdmin();
    const { listingId } = await approvedListingWithBuyer();
    expect((await call("PUT", `/api/admin/listings/${listingId}/freeze`, { token: admin.token, body: FREEZE })).status).toBe(200);
    expect(await auditRows("listing", listingId)).toEqual([{ action: "listing.freeze", admin_id: admin.user.id }]);
    // Already frozen: 409 and no second row.
    expect((await call("PUT", `/api/admin/listings/${listingId}/freeze`, { token: admin.token, body: FREEZE })).status).toBe(409);
    expect(await auditRows("listing", listingId)).toHaveLength(1);
    // The audit insert fails: the unfreeze must not land either.
    await env.DB.prepare(
      `CREATE TRIGGER audit_fails_${listingId} BEFORE INSERT ON admin_audit_log WHEN NEW.target_id = ${listingId} BEGIN SELECT RAISE(ABORT, 'audit refused'); END`,
    ).run();
    try {
      expect((await call("PUT", `/api/admin/listings/${listingId}/unfreeze`, { token: admin.token })).status).toBe(500);
    } finally {
      await env.DB.prepare(`DROP TRIGGER audit_fails_${listingId}`).run();
    }
    const row = await env.DB.prepare("SELECT is_frozen FROM listings WHERE id = ?").bind(listingId).first<{ is_frozen: number }>();
    expect(row?.is_frozen).toBe(1);
    expect(await auditRows("listing", listingId)).toHaveLength(1);
    // The log cannot be rewritten or erased, even straight in the database.
    await expect(env.DB.prepare("UPDATE admin_audit_log SET note = 'x' WHERE target_id = ?").bind(listingId).run()).rejects.toThrow(
      /append-only/,
    );
    await expect(env.DB.prepare("DELETE FROM admin_audit_log WHERE target_id = ?").bind(listingId).run()).rejects.toThrow(/append-only/);
  });

  it("lists the log newest first, filtered by admin and action", async () => {
    const admin = await registerAdmin();
    const other = await registerAdmin();
    const { listingId } = await approvedListingWithBuyer();
    await call("PUT", `/api/admin/listings/${listingId}/featured`, { token: admin.token, body: { is_featured: true } });
    await call("PUT", `/api/admin/listings/${listingId}/freeze`, { token: other.token, body: FREEZE });
    const mine = await call("GET", `/api/admin/audit-log?admin_id=${admin.user.id}`, { token: other.token });
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual([
      expect.objectContaining({
        admin_id: admin.user.id,
        admin_name: admin.user.full_name,
        action: "listing.feature",
        target_type: "listing",
        target_id: listingId,
        note: null,
      }),
    ]);
    const freezes = await call("GET", "/api/admin/audit-log?action=listing.freeze&limit=1", { token: admin.token });
    expect(freezes.json[0]).toMatchObject({ admin_id: other.user.id, target_id: listingId });
    expect((await call("GET", "/api/admin/audit-log?action=drop-table", { token: admin.token })).status).toBe(400);
    expect((await call("GET", "/api/admin/audit-log?admin_id=abc", { token: admin.token })).status).toBe(400);
  });
});

describe("reports", () => {
  it("files one open report per reporter per target, and answers a hidden listing exactly like a missing one", async () => {
    const { farmer, buyer, listingId } = await approvedListingWithBuyer();
    const body = { target_type: "listing", target_id: listingId, reason: "counterfeit", details: "The seal looks fake." };
    const first = await call("POST", "/api/reports", { token: buyer.token, body });
    expect(first.status).toBe(201);
    expect(first.json.report).toMatchObject({ target_type: "listing", target_id: listingId, reason: "counterfeit", status: "open" });
    const second = await call("POST", "/api/reports", { token: buyer.token, body: { ...body, reason: "scam" } });
    expect(second.status).toBe(409);
    expect(second.json.code).toBe("report_already_open");

    const pending = await createListing(farmer.token);
    const hidden = await call("POST", "/api/reports", { token: buyer.token, body: { ...body, target_id: pending.json.id } });
    const missing = await call("POST", "/api/reports", { token: buyer.token, body: { ...body, target_id: 9_999_999 } });
    expect(hidden.status).toBe(404);
    expect(hidden.json).toEqual(missing.json);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM reports WHERE target_id = ?")
      .bind(pending.json.id)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
    expect((await call("POST", "/api/reports", { body })).status).toBe(401);
    expect((await call("POST", "/api/reports", { token: buyer.token, body: { ...body, reason: "boring" } })).status).toBe(400);
  });

  it("an admin freezes a reported listing: gone for the public, every reporter told, the audit log shows it", async () => {
    const admin = await registerAdmin();
    const { buyer, listingId } = await approvedListingWithBuyer();
    const second = await fastAccount("buyer");
    for (const reporter of [buyer, second]) {
      const filed = await call("POST", "/api/reports", {
        token: reporter.token,
        body: { target_type: "listing", target_id: listingId, reason: "counterfeit" },
      });
      expect(filed.status).toBe(201);
    }
    const queue = await call("GET", "/api/admin/reports", { token: admin.token });
    const row = queue.json.find((report: { target_id: number }) => report.target_id === listingId);
    expect(row).toMatchObject({ status: "open", target_open_reports: 2, target: { url: `/listings/${listingId}`, state: null } });
    const decided = await call("PUT", `/api/admin/reports/${row.id}`, {
      token: admin.token,
      body: { action: "freeze_listing", note: "Fake NAFDAC number" },
    });
    expect(decided.status).toBe(200);
    expect(decided.json.report).toMatchObject({ status: "resolved", action: "freeze_listing", note: "Fake NAFDAC number" });
    expect((await call("GET", `/api/listings/${listingId}`)).status).toBe(404);
    for (const reporter of [buyer, second]) {
      const told = await call("GET", "/api/notifications", { token: reporter.token });
      expect(told.json[0]).toMatchObject({ type: "report.resolved", body: expect.stringContaining("the listing was frozen") });
    }
    const open = await env.DB.prepare("SELECT count(*) AS n FROM reports WHERE target_id = ? AND status = 'open'")
      .bind(listingId)
      .first<{ n: number }>();
    expect(open?.n).toBe(0);
    expect(await auditRows("listing", listingId)).toEqual([{ action: "report.freeze_listing", admin_id: admin.user.id }]);
    // The seller is told why, as after a freeze from the listings review: the report's reason, the admin's note.
    const why = await env.DB.prepare("SELECT moderation_reason, moderation_note FROM listings WHERE id = ?").bind(listingId).first();
    expect(why).toEqual({ moderation_reason: "counterfeit_suspected", moderation_note: "Fake NAFDAC number" });
    // A second decision on the same report changes nothing and records nothing.
    expect((await call("PUT", `/api/admin/reports/${row.id}`, { token: admin.token, body: { action: "dismiss" } })).status).toBe(409);
    expect(await auditRows("listing", listingId)).toHaveLength(1);
  });

  it("a freeze from a report takes the admin's chosen reason, and refuses one not on the list", async () => {
    const admin = await registerAdmin();
    const { buyer, listingId } = await approvedListingWithBuyer();
    const filed = await call("POST", "/api/reports", {
      token: buyer.token,
      body: { target_type: "listing", target_id: listingId, reason: "expired" },
    });
    const path = `/api/admin/reports/${filed.json.report.id}`;
    const wrong = await call("PUT", path, { token: admin.token, body: { action: "freeze_listing", reason: "looks_odd" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe("moderation_reason_invalid");
    const decided = await call("PUT", path, { token: admin.token, body: { action: "freeze_listing", reason: "prohibited_item" } });
    expect(decided.status).toBe(200);
    const owner = await env.DB.prepare("SELECT moderation_reason, moderation_note, is_frozen FROM listings WHERE id = ?")
      .bind(listingId)
      .first();
    expect(owner).toEqual({ moderation_reason: "prohibited_item", moderation_note: null, is_frozen: 1 });
  });

  it("removes a reported chat message from everyone's history, keeping it for the record", async () => {
    const admin = await registerAdmin();
    const author = await fastAccount("farmer");
    const reader = await fastAccount("buyer");
    const groupId = await createGroup(author.user.id, "approved");
    const sent = await call("POST", `/api/chat/groups/${groupId}/messages`, { token: author.token, body: { content: "Buy my fake seed" } });
    const filed = await call("POST", "/api/reports", {
      token: reader.token,
      body: { target_type: "group_message", target_id: sent.json.id, reason: "scam" },
    });
    expect(filed.status).toBe(201);
    expect(
      (await call("PUT", `/api/admin/reports/${filed.json.report.id}`, { token: admin.token, body: { action: "freeze_listing" } })).status,
    ).toBe(400);
    expect(
      (await call("PUT", `/api/admin/reports/${filed.json.report.id}`, { token: admin.token, body: { action: "remove_content" } })).status,
    ).toBe(200);
    const history = await call("GET", `/api/chat/groups/${groupId}/messages`, { token: author.token });
    expect(history.json.map((message: { id: number }) => message.id)).not.toContain(sent.json.id);
    const kept = await env.DB.prepare("SELECT content, removed_at FROM group_messages WHERE id = ?")
      .bind(sent.json.id)
      .first<{ content: string; removed_at: string }>();
    expect(kept?.content).toBe("Buy my fake seed");
    expect(kept?.removed_at).toBeTruthy();
  });
});

describe("suspension", () => {
  it("ends every session and room connection at once, refuses sign-in, hides listings; unsuspend restores", async () => {
    const admin = await registerAdmin();
    const { farmer, listingId } = await approvedListingWithBuyer();
    const groupId = await createGroup(farmer.user.id, "approved");
    const socket = await connect(groupId, farmer.token);
    expect(socket.status).toBe(101);
    const sent = await call("POST", `/api/chat/groups/${groupId}/messages`, { token: farmer.token, body: { content: "Fresh maize" } });
    const post = await call("POST", "/api/chat/hub-posts", {
      token: farmer.token,
      body: { title: "Striga help", content: "Witchweed again" },
    });
    const reply = await call("POST", `/api/chat/hub-posts/${post.json.id}/replies`, {
      token: farmer.token,
      body: { content: "Try Imazapyr seed" },
    });
    expect([post.status, reply.status]).toEqual([201, 201]);

    const suspended = await call("PUT", `/api/admin/users/${farmer.user.id}/suspend`, {
      token: admin.token,
      body: { note: "Fake seed sales" },
    });
    expect(suspended.status).toBe(200);
    expect(suspended.json.user.suspended_at).toBeTruthy();
    expect((await call("GET", "/api/auth/me", { token: farmer.token })).status).toBe(401);
    expect(await until(() => socket.closed.code)).toBe(4001);
    const login = await call("POST", "/api/auth/login", {
      body: { email: farmer.email, password: farmer.password },
      headers: { "cf-connecting-ip": unique().address },
    });
    expect(login.status).toBe(403);
    expect(login.json.code).toBe("account_suspended");
    expect((await call("GET", `/api/listings/${listingId}`)).status).toBe(404);
    const history = await call("GET", `/api/chat/groups/${groupId}/messages`, { token: admin.token });
    expect(history.json.find((message: { id: number }) => message.id === sent.json.id)).toMatchObject({ sender_suspended: true });
    // Their Q&A post and reply stay too, marked, in the list, on the post and on its page.
    const thread = await call("GET", `/api/chat/hub-posts/${post.json.id}`, { token: admin.token });
    expect(thread.json).toMatchObject({ author_suspended: true, replies: [{ id: reply.json.id, author_suspended: true }] });
    const list = await call("GET", "/api/chat/hub-posts?limit=100", { token: admin.token });
    expect(list.json.find((row: { id: number }) => row.id === post.json.id)).toMatchObject({ author_suspended: true });
    const page = await call("GET", `/farmers-hub/posts/${post.json.id}`, { headers: { cookie: `gona_session=${admin.token}` } });
    expect(page.text.match(/Suspended account/g)).toHaveLength(2);
    expect(
      (await call("PUT", `/api/admin/users/${farmer.user.id}/suspend`, { token: admin.token, body: { note: "Selling fake seed" } })).status,
    ).toBe(409);
    expect(await auditRows("user", farmer.user.id)).toEqual([{ action: "user.suspend", admin_id: admin.user.id }]);

    expect((await call("PUT", `/api/admin/users/${farmer.user.id}/unsuspend`, { token: admin.token })).status).toBe(200);
    expect((await call("GET", `/api/listings/${listingId}`)).status).toBe(200);
    const restored = await call("GET", `/api/chat/hub-posts/${post.json.id}`, { token: admin.token });
    expect(restored.json).toMatchObject({ author_suspended: false, replies: [{ author_suspended: false }] });
    const again = await call("POST", "/api/auth/login", {
      body: { email: farmer.email, password: farmer.password },
      headers: { "cf-connecting-ip": unique().address },
    });
    expect(again.status).toBe(200);
  });

  it("admins cannot suspend themselves or other admins", async () => {
    const admin = await registerAdmin();
    const other = await registerAdmin();
    const self = await call("PUT", `/api/admin/users/${admin.user.id}/suspend`, {
      token: admin.token,
      body: { note: "Selling fake seed" },
    });
    expect(self.status).toBe(403);
    expect(self.json.code).toBe("cannot_suspend_self");
    const peer = await call("PUT", `/api/admin/users/${other.user.id}/suspend`, {
      token: admin.token,
      body: { note: "Selling fake seed" },
    });
    expect(peer.status).toBe(403);
    expect(peer.json.code).toBe("cannot_suspend_admin");
    expect(await auditRows("user", other.user.id)).toEqual([]);
  });
});
