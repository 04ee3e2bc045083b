// Every admin action that reads what only admins may see, or changes what others see, leaves its row in the audit log,
// written in the same batch as the action (issue #32, finding 10; ADR 058). The routes come from the Hono app itself
// and from test/api-routes.ts: a new admin route, or a new route where an admin's role reaches what others cannot,
// fails here until it records its row or states why it needs none.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuditAction } from "../worker/domain";
import { type Actor, callAs, newVerificationRequest, ROWS, type Row, registeredRoutes, setUpWorld, type World } from "./api-routes";
import { call, registerUser } from "./http";
import { createListing } from "./marketplace";

/** What each route records: its action, and whether it names one item (its id in the path) or a page of a list. */
const AUDITED: Record<string, { action: AuditAction; target: "item" | "list" }> = {
  "GET /api/admin/listings/pending": { action: "listing.list", target: "list" },
  "GET /api/admin/listings/all": { action: "listing.list", target: "list" },
  "PUT /api/admin/listings/:id/status": { action: "listing.approve", target: "item" },
  "PUT /api/admin/listings/:id/freeze": { action: "listing.freeze", target: "item" },
  "PUT /api/admin/listings/:id/unfreeze": { action: "listing.unfreeze", target: "item" },
  "PUT /api/admin/listings/:id/featured": { action: "listing.feature", target: "item" },
  "GET /api/admin/users": { action: "user.list", target: "list" },
  "PUT /api/admin/users/:id/suspend": { action: "user.suspend", target: "item" },
  "PUT /api/admin/users/:id/unsuspend": { action: "user.unsuspend", target: "item" },
  "GET /api/admin/verification-requests": { action: "verification.list", target: "list" },
  "GET /api/admin/verification-requests/:id/document": { action: "verification.document_view", target: "item" },
  "PUT /api/admin/verification-requests/:id": { action: "verification.approve", target: "item" },
  "GET /api/admin/group-requests": { action: "group.list", target: "list" },
  "PUT /api/admin/group-requests/:id/approve": { action: "group.approve", target: "item" },
  "PUT /api/admin/group-requests/:id/reject": { action: "group.reject", target: "item" },
  "GET /api/admin/reports": { action: "report.list", target: "list" },
  "PUT /api/admin/reports/:id": { action: "report.dismiss", target: "item" },
  "GET /api/admin/disputes": { action: "dispute.list", target: "list" },
  "GET /api/admin/disputes/:id": { action: "dispute.view", target: "item" },
  "PUT /api/admin/disputes/:id": { action: "dispute.refund", target: "item" },
  "GET /api/admin/payouts": { action: "payout.list", target: "list" },
  "POST /api/admin/payouts/:id/retry": { action: "payout.retry", target: "item" },
  "POST /api/admin/disputes/:id/refund/retry": { action: "dispute.refund_retry", target: "item" },
  "GET /api/admin/contact-messages": { action: "contact_message.list", target: "list" },
  "PUT /api/admin/contact-messages/:id/read": { action: "contact_message.read", target: "item" },
  // Outside /api/admin, where the admin role reaches what other users cannot:
  // marking another member's question solved approves its answer for Ask AI...
  "PUT /api/chat/hub-posts/:id/solved": { action: "hub_post.solve", target: "item" },
  // ...and opening a listing the public cannot see (under review, frozen).
  "GET /api/listings/:id": { action: "listing.view", target: "item" },
};

/** Admin routes that read nothing private and change nothing, with the reason. */
const NOT_AUDITED: Record<string, string> = {
  "GET /api/admin/dashboard/stats": "counts, and undelivered messages with masked recipients: no one's data",
  "GET /api/admin/tab-counts": "four queue counts: no one's data",
  "GET /api/admin/messaging/failures": "masked recipients and the gateway's reasons: no one's number, address or message",
  "GET /api/admin/audit-log": "the log itself, which only admins read and no one can change",
};

const is2xx = (status: number | number[] | undefined) => [status ?? []].flat().some((code) => code >= 200 && code < 300);
const key = (row: Pick<Row, "method" | "route">) => `${row.method} ${row.route}`;

/**
 * The rows where an admin gets what another user of the owner's role does not: the admin panel, and any other route
 * an admin reaches by role (the row's admin answer is a success, another user's of the same role is not).
 */
function adminPowerRows(): Row[] {
  return ROWS.filter((row) => row.route.startsWith("/api/admin/") || (is2xx(row.expect.admin) && !is2xx(row.expect.sameRole)));
}

let world: World;
let adminId: number;
beforeAll(async () => {
  world = await setUpWorld();
  adminId = world.accounts.admin.user.id as number;
}, 120_000);

const newestRowId = async () =>
  (await env.DB.prepare("SELECT coalesce(max(id), 0) AS id FROM admin_audit_log WHERE admin_id = ?").bind(adminId).first<{ id: number }>())
    ?.id ?? 0;
const rowsSince = async (after: number) =>
  (
    await env.DB.prepare("SELECT action, target_type, target_id, note FROM admin_audit_log WHERE admin_id = ? AND id > ? ORDER BY id")
      .bind(adminId, after)
      .all<{ action: string; target_type: string; target_id: number; note: string | null }>()
  ).results;

describe("the audit log covers every admin action", () => {
  it("every admin route, and every route where an admin's role reaches more, records a row or says why not", () => {
    const adminRoutes = registeredRoutes().filter((route) => route.split(" ")[1]?.startsWith("/api/admin/"));
    const powers = [...new Set([...adminRoutes, ...adminPowerRows().map(key)])].sort();
    const unaccounted = powers.filter((route) => !(route in AUDITED) && !(route in NOT_AUDITED));
    expect(unaccounted, "add the route's audit row (and its entry above), or say why it needs none").toEqual([]);
    // And nothing listed here is stale.
    expect([...Object.keys(AUDITED), ...Object.keys(NOT_AUDITED)].filter((route) => !powers.includes(route))).toEqual([]);
  });

  it.each(Object.entries(AUDITED))("%s leaves its row, for the item it acted on", async (route, expected) => {
    const rows = adminPowerRows().filter((row) => key(row) === route && is2xx(row.expect.admin));
    expect(rows.length, route).toBeGreaterThan(0);
    for (const row of rows) {
      const prepared = await row.prepare(world);
      const before = await newestRowId();
      const answer = await callAs("admin" as Actor, row, prepared);
      expect(answer.status, `${route}: ${answer.text.slice(0, 200)}`).toBeLessThan(300);
      const written = await rowsSince(before);
      expect(written.map((entry) => entry.action)).toEqual([expected.action]);
      const [entry] = written;
      const itemId = Number(/\/(\d+)(?:[/?]|$)/.exec(prepared.path)?.[1]);
      expect(entry?.target_id).toBe(expected.target === "list" ? 0 : itemId);
    }
  });

  it.each(Object.keys(NOT_AUDITED))("%s records nothing", async (route) => {
    const [row] = adminPowerRows().filter((candidate) => key(candidate) === route);
    if (!row) throw new Error(`no row for ${route}`);
    const before = await newestRowId();
    expect((await callAs("admin", row, await row.prepare(world))).status).toBe(200);
    expect(await rowsSince(before)).toEqual([]);
  });
});

describe("a row only for what happened", () => {
  const admin = () => world.accounts.admin.token;

  it("a document that does not exist is a 404 and no row; one that does is recorded once per opening", async () => {
    const before = await newestRowId();
    expect((await call("GET", "/api/admin/verification-requests/999999999/document", { token: admin() })).status).toBe(404);
    expect(await rowsSince(before)).toEqual([]);
    const { id } = await newVerificationRequest();
    for (let i = 0; i < 2; i++)
      expect((await call("GET", `/api/admin/verification-requests/${id}/document`, { token: admin() })).status).toBe(200);
    expect((await rowsSince(before)).map((entry) => [entry.action, entry.target_id])).toEqual([
      ["verification.document_view", id],
      ["verification.document_view", id],
    ]);
  });

  it("a contact message marked read twice is recorded once; a list read records its filters", async () => {
    const message = await env.DB.prepare(
      "INSERT INTO contact_messages (name, contact, subject, message) VALUES ('Ada', 'ada@example.ng', 'Hi', 'Audit me') RETURNING id",
    ).first<{ id: number }>();
    const before = await newestRowId();
    for (let i = 0; i < 2; i++)
      expect((await call("PUT", `/api/admin/contact-messages/${message?.id}/read`, { token: admin() })).status).toBe(200);
    expect((await call("GET", "/api/admin/contact-messages?unread=1&limit=5", { token: admin() })).status).toBe(200);
    expect((await rowsSince(before)).map((entry) => [entry.action, entry.target_type, entry.target_id, entry.note])).toEqual([
      ["contact_message.read", "contact_message", message?.id, null],
      ["contact_message.list", "contact_message", 0, "unread=true limit=5"],
    ]);
  });

  it("an admin opening a listing under review is recorded, through the API or its page; a public one is not", async () => {
    const farmer = await registerUser("farmer");
    const created = await createListing(farmer.token);
    const id = created.json.id as number;
    const before = await newestRowId();
    expect((await call("GET", `/api/listings/${id}`, { token: admin() })).status).toBe(200);
    expect((await call("GET", `/listings/${id}`, { headers: { cookie: `gona_session=${admin()}` } })).status).toBe(200);
    await env.DB.prepare("UPDATE listings SET status = 'approved' WHERE id = ?").bind(id).run();
    expect((await call("GET", `/api/listings/${id}`, { token: admin() })).status).toBe(200);
    expect((await rowsSince(before)).map((entry) => [entry.action, entry.target_id])).toEqual([
      ["listing.view", id],
      ["listing.view", id],
    ]);
  });

  it("a member marking their own question solved is no admin action", async () => {
    const author = world.accounts.farmer;
    const post = await env.DB.prepare("INSERT INTO hub_posts (author_id, title, content) VALUES (?, 'Own', 'Own question') RETURNING id")
      .bind(author.user.id)
      .first<{ id: number }>();
    const count = async () =>
      (
        await env.DB.prepare("SELECT count(*) AS n FROM admin_audit_log WHERE target_type = 'hub_post' AND target_id = ?")
          .bind(post?.id)
          .first<{ n: number }>()
      )?.n;
    expect((await call("PUT", `/api/chat/hub-posts/${post?.id}/solved`, { token: author.token, body: { is_solved: true } })).status).toBe(
      200,
    );
    expect(await count()).toBe(0);
    expect((await call("PUT", `/api/chat/hub-posts/${post?.id}/solved`, { token: admin(), body: { is_solved: false } })).status).toBe(200);
    expect(await count()).toBe(1);
  });
});
