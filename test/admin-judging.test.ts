// The admin panel shows what is being judged, confirms what cannot be undone and names what was done to whom
// (issue 34, item 5): registration details on the review card, a suspension that needs a reason, a user search,
// a report decision with no action chosen in advance, an audit log with names and links, a readable revenue.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastUser } from "./fast-users";
import { call, uniquePhone } from "./http";

async function named(role: "farmer" | "buyer" | "supplier" | "admin", fullName: string, extra: { phone?: string } = {}) {
  const user = await fastUser(role);
  await env.DB.prepare("UPDATE users SET full_name = ?, phone = ? WHERE id = ?")
    .bind(fullName, extra.phone ?? null, user.id)
    .run();
  return { ...user, cookie: `gona_session=${user.token}` };
}

const form = (fields: Record<string, string>) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

async function pendingChemical(sellerId: number, title: string, expiry: string) {
  const row = await env.DB.prepare(
    `INSERT INTO listings (user_id, title, category, price_kobo, price_unit, quantity, location, status,
       registration_number, registration_body, manufacturer, batch_number, expiry_date)
     VALUES (?, ?, 'chemicals', 850000, 'piece', 40, 'Kano', 'pending', 'A5-0123', 'NAFDAC', 'Agro Allied Ltd', 'B-77', ?) RETURNING id`,
  )
    .bind(sellerId, title, expiry)
    .first<{ id: number }>();
  return row?.id as number;
}

describe("the review card shows what is being judged", () => {
  it("shows a chemical's registration number, body, manufacturer, batch and expiry in day-month-year, and links the title", async () => {
    const admin = await named("admin", "Card Admin");
    const seller = await named("supplier", "Card Supplier");
    const id = await pendingChemical(seller.id, "Glyphosate 360 SL judged", "2031-03-09");
    const page = await call("GET", "/admin?tab=pending&limit=100", { headers: { cookie: admin.cookie } });
    expect(page.status).toBe(200);
    const card = page.text.slice(page.text.indexOf(`href="/listings/${id}"`));
    expect(card.length).toBeGreaterThan(0);
    const ofCard = card.slice(0, card.indexOf("</li>"));
    for (const text of ["A5-0123", "NAFDAC", "Agro Allied Ltd", "B-77", "9 Mar 2031", "Expiry date", "Registration number"]) {
      expect(ofCard, text).toContain(text);
    }
    expect(ofCard).not.toContain("2031-03-09");
    expect(ofCard).not.toContain("03/09/2031");
  });

  it("marks an expired product on the card", async () => {
    const admin = await named("admin", "Expiry Admin");
    const seller = await named("supplier", "Expiry Supplier");
    const id = await pendingChemical(seller.id, "Old herbicide judged", "2020-01-31");
    const page = await call("GET", "/admin?tab=pending&limit=100", { headers: { cookie: admin.cookie } });
    const card = page.text.slice(page.text.indexOf(`href="/listings/${id}"`));
    expect(card.slice(0, card.indexOf("</li>"))).toMatch(/Expired<\/span> (<!-- -->)?31 Jan 2020/);
  });

  it("lets the admin open the pending listing the title links to", async () => {
    const admin = await named("admin", "Open Admin");
    const seller = await named("supplier", "Open Supplier");
    const id = await pendingChemical(seller.id, "Pending atrazine judged", "2031-01-01");
    const page = await call("GET", `/listings/${id}`, { headers: { cookie: admin.cookie } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Pending atrazine judged");
    // Anyone else: not found.
    expect((await call("GET", `/listings/${id}`)).status).toBe(404);
  });
});

describe("users: search and a suspension with a reason", () => {
  it("finds users by name, e-mail or phone (typed the local way) and one user by id", async () => {
    const admin = await named("admin", "Search Admin");
    const phone = uniquePhone();
    const target = await named("farmer", "Zainab Searchable", { phone });
    await named("farmer", "Someone Else");
    const byName = await call("GET", "/api/admin/users?q=zainab%20search", { token: admin.token });
    expect(byName.status).toBe(200);
    expect(byName.json.map((user: { id: number }) => user.id)).toEqual([target.id]);
    const local = `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`;
    const byPhone = await call("GET", `/api/admin/users?q=${encodeURIComponent(local)}`, { token: admin.token });
    expect(byPhone.json.map((user: { id: number }) => user.id)).toEqual([target.id]);
    const byId = await call("GET", `/api/admin/users?id=${target.id}`, { token: admin.token });
    expect(byId.json.map((user: { id: number }) => user.id)).toEqual([target.id]);
    const wrongId = await call("GET", "/api/admin/users?id=abc", { token: admin.token });
    expect(wrongId.status).toBe(400);
    expect(wrongId.json.code).toBe("user_id_invalid");
    const tooLong = await call("GET", `/api/admin/users?q=${"a".repeat(60)}`, { token: admin.token });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.code).toBe("search_too_long");
    // The page: a plain GET form, and the result.
    const page = await call("GET", "/admin?tab=users&q=Zainab%20Searchable", { headers: { cookie: admin.cookie } });
    expect(page.text).toMatch(/<form method="get"[^>]*role="search"/);
    expect(page.text).toContain("Zainab Searchable");
    expect(page.text).not.toContain("Someone Else");
  });

  it("refuses a suspension without a reason, in the API and from the page, and changes nothing", async () => {
    const admin = await named("admin", "Suspend Admin");
    const target = await named("farmer", "Reasonless Target");
    const bare = await call("PUT", `/api/admin/users/${target.id}/suspend`, { token: admin.token });
    expect(bare.status).toBe(400);
    expect(bare.json.code).toBe("suspend_reason_required");
    const blank = await call("PUT", `/api/admin/users/${target.id}/suspend`, { token: admin.token, body: { note: "   " } });
    expect(blank.status).toBe(400);
    const fromPage = await call("POST", "/admin", {
      ...form({ intent: "suspend", id: String(target.id), back: "?tab=users" }),
      headers: { cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(fromPage.status).toBe(400);
    expect(fromPage.text).toContain("Say why you suspend this account");
    const row = await env.DB.prepare("SELECT suspended_at FROM users WHERE id = ?").bind(target.id).first();
    expect(row).toEqual({ suspended_at: null });
  });

  it("asks for confirmation and a reason before suspending, and records the reason", async () => {
    const admin = await named("admin", "Confirm Admin");
    const target = await named("farmer", "Confirm Target");
    const page = await call("GET", `/admin?tab=users&user=${target.id}`, { headers: { cookie: admin.cookie } });
    // The button opens a form (a details element, no script) with a required reason and its own confirm button.
    expect(page.text).toMatch(/<details[^>]*><summary[^>]*aria-label="Suspend Confirm Target"/);
    expect(page.text).toMatch(/<textarea name="note"[^>]*required/);
    expect(page.text).toContain("Suspend Confirm Target</button>");
    expect(page.text).toContain("One user shown.");
    const posted = await call("POST", "/admin", {
      ...form({ intent: "suspend", id: String(target.id), note: "Sold fake fertilizer twice", back: `?tab=users&user=${target.id}` }),
      headers: { cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe(`/admin?tab=users&user=${target.id}&notice=user-suspended`);
    const log = await call("GET", `/api/admin/audit-log?admin_id=${admin.id}`, { token: admin.token });
    expect(log.json[0]).toMatchObject({
      action: "user.suspend",
      note: "Sold fake fertilizer twice",
      admin_name: "Confirm Admin",
      target_name: "Confirm Target",
      target_user_id: target.id,
      target_url: `/admin?tab=users&user=${target.id}`,
    });
  });
});

describe("reports and the audit log", () => {
  it("offers no report action until the admin chooses one", async () => {
    const admin = await named("admin", "Report Admin");
    const reporter = await named("buyer", "Report Reporter");
    const seller = await named("farmer", "Reported Seller");
    const report = await env.DB.prepare(
      "INSERT INTO reports (reporter_id, target_type, target_id, reason) VALUES (?, 'user', ?, 'scam') RETURNING id",
    )
      .bind(reporter.id, seller.id)
      .first<{ id: number }>();
    const page = await call("GET", "/admin?tab=reports&limit=100", { headers: { cookie: admin.cookie } });
    const select = page.text.slice(page.text.indexOf(`id="report-action-${report?.id}"`));
    const options = select.slice(0, select.indexOf("</select>"));
    expect(options).toMatch(/required/);
    expect(options).toMatch(/<option value="" disabled="" selected="">Choose an action<\/option>/);
    expect(options).not.toMatch(/value="dismiss" selected/);
    // A post without a choice is refused and resolves nothing.
    const posted = await call("POST", "/admin", {
      ...form({ intent: "report", id: String(report?.id), value: "", back: "?tab=reports" }),
      headers: { cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(posted.status).toBe(400);
    const stored = await env.DB.prepare("SELECT status FROM reports WHERE id = ?").bind(report?.id).first();
    expect(stored).toEqual({ status: "open" });
  });

  it("names the admin and the target with links, not User #id", async () => {
    const admin = await named("admin", "Audit Admin Named");
    const seller = await named("supplier", "Audit Seller Named");
    const id = await pendingChemical(seller.id, "Audited insecticide", "2031-05-05");
    const approved = await call("PUT", `/api/admin/listings/${id}/status`, { token: admin.token, body: { status: "approved" } });
    expect(approved.status).toBe(200);
    const rows = await call("GET", `/api/admin/audit-log?admin_id=${admin.id}`, { token: admin.token });
    expect(rows.json[0]).toMatchObject({
      action: "listing.approve",
      target_type: "listing",
      target_id: id,
      target_name: "Audited insecticide",
      target_user_id: seller.id,
      target_user_name: "Audit Seller Named",
      target_url: `/listings/${id}`,
    });
    const page = await call("GET", `/admin?tab=audit&admin_id=${admin.id}`, { headers: { cookie: admin.cookie } });
    const link = (href: string, text: string) =>
      new RegExp(`<a [^>]*href="${href.replace(/[?&]/g, (c) => (c === "?" ? "\\?" : "&amp;"))}"[^>]*>${text}</a>`);
    const table = page.text.slice(page.text.indexOf("<tbody>"), page.text.indexOf("</tbody>"));
    expect(table).toMatch(link(`/admin?tab=audit&admin_id=${admin.id}`, "Audit Admin Named"));
    expect(table).toMatch(link(`/listings/${id}`, "Audited insecticide"));
    expect(table).toMatch(link(`/admin?tab=users&user=${seller.id}`, "Audit Seller Named"));
    expect(table).not.toMatch(/Listing #\d+/);
  });
});

describe("revenue", () => {
  it("keeps SPEC.md's N and two decimals with thousands grouped: N432,200.00, not N432200.00", async () => {
    const admin = await named("admin", "Revenue Admin");
    const seller = await named("farmer", "Revenue Seller");
    const buyer = await named("buyer", "Revenue Buyer");
    const before = await call("GET", "/api/admin/dashboard/stats", { token: admin.token });
    expect(before.json.revenueGenerated).toBe(0);
    const listing = await env.DB.prepare(
      "INSERT INTO listings (user_id, title, category, price_kobo, price_unit, quantity, status) VALUES (?, 'Revenue maize', 'crops', 10805000, 'bag', 0, 'sold') RETURNING id",
    )
      .bind(seller.id)
      .first<{ id: number }>();
    await env.DB.prepare(
      "INSERT INTO purchase_requests (listing_id, buyer_id, quantity, status, unit_price_kobo) VALUES (?, ?, 4, 'completed', 10805000)",
    )
      .bind(listing?.id, buyer.id)
      .run();
    const page = await call("GET", "/admin", { headers: { cookie: admin.cookie } });
    expect(page.text).toContain("N432,200.00");
    expect(page.text).not.toContain("N432200.00");
  });
});
