import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, registerUser } from "./http";
import { createListing } from "./marketplace";
import { gatewayPost } from "./sms";

async function adminCookie() {
  const account = await registerUser("buyer");
  await env.DB.prepare("UPDATE users SET role = 'admin', full_name = 'Page Admin' WHERE id = ?").bind(account.user.id).run();
  return { cookie: `gona_session=${account.token}` };
}

const form = (fields: Record<string, string>) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

// Server-rendered tabs: what a browser without JavaScript receives.
describe("/admin pages", () => {
  it("renders every tab for an admin on the server", async () => {
    const headers = await adminCookie();
    const expected: Record<string, string> = {
      dashboard: "Revenue Generated",
      pending: "Pending Listings (",
      listings: "Search listings",
      users: "Page Admin",
      verification: "Verification (",
      groups: "Group Requests",
      messages: "Contact Messages",
    };
    for (const [tab, text] of Object.entries(expected)) {
      const page = await call("GET", `/admin?tab=${tab}`, { headers });
      expect(page.status, tab).toBe(200);
      expect(page.text, tab).toContain(text);
    }
  });

  it("counts the queues in every tab's labels, and draws the dashboard's statistics on its tab alone", async () => {
    const headers = await adminCookie();
    const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? -1;
    const pending = await count("SELECT count(*) AS n FROM listings WHERE status = 'pending' AND deleted_at IS NULL");
    const verifications = await count("SELECT count(*) AS n FROM verification_requests WHERE status = 'pending'");
    for (const tab of ["dashboard", "users", "audit"]) {
      const page = await call("GET", `/admin?tab=${tab}`, { headers });
      expect(page.text, tab).toContain(`Pending Listings (${pending})`);
      expect(page.text, tab).toContain(`Verification (${verifications})`);
      if (tab === "dashboard") expect(page.text).toContain("Revenue Generated");
      else expect(page.text, tab).not.toContain("Revenue Generated");
    }
  });

  it("shows on the dashboard the messages not delivered and the gateway callbacks refused, in the admin's language", async () => {
    const headers = await adminCookie();
    const refusedCount = async (text: string) => Number(/refused in the last 24 hours: (\d+)/.exec(text)?.[1]);
    const empty = await call("GET", "/admin", { headers });
    expect(empty.text).toContain("Every message in the last 7 days was delivered.");
    const refusedBefore = await refusedCount(empty.text);
    expect(refusedBefore).toBeGreaterThanOrEqual(0);

    await env.DB.prepare(
      "INSERT INTO outbound_messages (channel, recipient, kind, body, status, gateway_status, gateway_failure, last_error) VALUES ('sms', '+2348035550123', 'alert', 'Gona: hi', 'failed', 'Failed', 'UserInBlackList', 'Failed: UserInBlackList')",
    ).run();
    expect((await gatewayPost("/api/sms/delivery", { id: "x", status: "Success" }, "wrong-key")).status).toBe(404);

    const page = await call("GET", "/admin?tab=dashboard", { headers });
    expect(page.text).toContain("Messages not delivered");
    expect(page.text).not.toContain("Every message in the last 7 days was delivered.");
    expect(page.text).toContain("+234803***0123");
    expect(page.text).not.toContain("+2348035550123");
    expect(page.text).toContain("The number is on its network&#x27;s Do-Not-Disturb list");
    expect(await refusedCount(page.text)).toBe(refusedBefore + 1);

    const hausa = await call("GET", "/admin", { headers: { cookie: `${headers.cookie}; gona_lang=ha` } });
    expect(hausa.text).toContain("Saƙonnin da ba su isa ba");
    expect(hausa.text).toContain("jerin Kada-a-dame (DND)");
  });

  it("marks a contact message read with a plain form post and shows it as read", async () => {
    const headers = await adminCookie();
    const row = await env.DB.prepare(
      "INSERT INTO contact_messages (name, contact, subject, message) VALUES ('Bisi', '08030000000', 'Bulk order of yam', 'Please call me') RETURNING id",
    ).first<{ id: number }>();
    const before = await call("GET", "/admin?tab=messages", { headers });
    expect(before.text).toContain("Bulk order of yam");
    const posted = await call("POST", "/admin?tab=messages", {
      ...form({ intent: "message-read", id: String(row?.id), back: "?tab=messages" }),
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe("/admin?tab=messages&notice=message-read");
    const stored = await env.DB.prepare("SELECT read_at FROM contact_messages WHERE id = ?").bind(row?.id).first<{ read_at: string }>();
    expect(stored?.read_at).toBeTruthy();
  });

  it("rejects a group and a verification with plain form posts and shows the confirmation banners", async () => {
    const headers = await adminCookie();
    const creator = await registerUser("farmer");
    const group = await env.DB.prepare("INSERT INTO chat_groups (name, creator_id) VALUES ('Goat keepers', ?) RETURNING id")
      .bind(creator.user.id)
      .first<{ id: number }>();
    await env.BUCKET.put("verification/page-test.pdf", "%PDF-1.4 page test");
    const request = await env.DB.prepare(
      "INSERT INTO verification_requests (user_id, document_type, document_key, document_content_type, document_size) VALUES (?, 'farm-license', 'verification/page-test.pdf', 'application/pdf', 18) RETURNING id",
    )
      .bind(creator.user.id)
      .first<{ id: number }>();
    const post = (fields: Record<string, string>) =>
      call("POST", "/admin", { ...form(fields), headers: { ...headers, "content-type": "application/x-www-form-urlencoded" } });

    const rejectedGroup = await post({ intent: "group-reject", id: String(group?.id), back: "?tab=groups" });
    expect(rejectedGroup.headers.get("location")).toBe("/admin?tab=groups&notice=group-rejected");
    const groupsPage = await call("GET", rejectedGroup.headers.get("location") as string, { headers });
    expect(groupsPage.text).toContain("Group rejected successfully!");
    expect(groupsPage.text).not.toContain("Goat keepers");

    const rejectedRequest = await post({ intent: "verification", id: String(request?.id), value: "rejected", back: "?tab=verification" });
    const verificationPage = await call("GET", rejectedRequest.headers.get("location") as string, { headers });
    expect(verificationPage.text).toContain("Verification request rejected successfully!");
    const stored = await env.DB.prepare("SELECT admin_notes FROM verification_requests WHERE id = ?").bind(request?.id).first();
    expect(stored).toEqual({ admin_notes: "Verification rejected" });
  });

  it("posts the version it shows with Approve, and says in the admin's language when the listing changed since", async () => {
    const headers = await adminCookie();
    const farmer = await registerUser("farmer");
    const created = await createListing(farmer.token, { title: "Groundnut, 20 bags" });
    const id = created.json.id as number;
    const queue = await call("GET", "/admin?tab=pending", { headers });
    const version = /name="version" value="(\d+)"/.exec(queue.text.slice(queue.text.indexOf("Groundnut, 20 bags")))?.[1];
    expect(version).toBeDefined();
    await call("PUT", `/api/listings/user/listings/${id}`, { token: farmer.token, body: { title: "Groundnut, 20 bags, pay first" } });
    const posted = await call("POST", "/admin?tab=pending", {
      ...form({ intent: "listing-status", id: String(id), value: "approved", version: version as string, back: "?tab=pending" }),
      headers: { ...headers, cookie: `${headers.cookie}; gona_lang=ha`, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(posted.status).toBe(409);
    expect(posted.text).toContain("Mai sayarwa ya canza wannan talla bayan ka buɗe shi.");
    // The queue under the message shows what the listing says now.
    expect(posted.text).toContain("Groundnut, 20 bags, pay first");
    const stored = await env.DB.prepare("SELECT status FROM listings WHERE id = ?").bind(id).first<{ status: string }>();
    expect(stored?.status).toBe("pending");
  });

  it("shows the server's error when an action fails", async () => {
    const headers = await adminCookie();
    const posted = await call("POST", "/admin?tab=groups", {
      ...form({ intent: "group-approve", id: "999999", back: "?tab=groups" }),
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(posted.status).toBe(404);
    expect(posted.text).toContain("Group not found");
  });

  it("sends a supplier to /dashboard and a signed-out visitor to /login", async () => {
    const supplier = await registerUser("supplier");
    const page = await call("GET", "/admin?tab=users", { headers: { cookie: `gona_session=${supplier.token}` } });
    expect(page.headers.get("location")).toBe("/dashboard");
    const anonymous = await call("GET", "/admin");
    expect(anonymous.headers.get("location")).toBe("/login?redirectTo=%2Fadmin");
  });
});
