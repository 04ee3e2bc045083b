// The report form and the admin's Reports, Audit Log and Users tabs as a browser without JavaScript uses them.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, registerUser } from "./http";
import { approvedListingWithBuyer } from "./marketplace";

const posted = (cookie: string, fields: Record<string, string>) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
});

describe("report pages", () => {
  it("a buyer reports a listing with a plain form; the admin freezes it from the Reports tab and the audit log shows it", async () => {
    const { farmer, buyer, listingId } = await approvedListingWithBuyer({ title: "Suspicious herbicide" });
    const buyerCookie = `gona_session=${buyer.token}`;
    const listingPage = await call("GET", `/listings/${listingId}`, { headers: { cookie: buyerCookie } });
    expect(listingPage.text).toContain(`/report?target_type=listing&amp;target_id=${listingId}`);
    const query = `target_type=listing&target_id=${listingId}&back=${encodeURIComponent(`/listings/${listingId}`)}`;
    const form = await call("GET", `/report?${query}`, { headers: { cookie: buyerCookie } });
    expect(form.status).toBe(200);
    expect(form.text).toContain("Report a problem");
    const sent = await call(
      "POST",
      `/report?${query}`,
      posted(buyerCookie, {
        target_type: "listing",
        target_id: String(listingId),
        back: `/listings/${listingId}`,
        reason: "counterfeit",
        details: "Seal broken",
      }),
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toContain("notice=report-sent");
    const again = await call(
      "POST",
      `/report?${query}`,
      posted(buyerCookie, { target_type: "listing", target_id: String(listingId), back: "/", reason: "scam" }),
    );
    expect(again.status).toBe(409);
    expect(again.text).toContain("You have already reported this");

    const admin = await registerUser("buyer");
    await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?").bind(admin.user.id).run();
    const adminCookie = `gona_session=${admin.token}`;
    const tab = await call("GET", "/admin?tab=reports", { headers: { cookie: adminCookie } });
    expect(tab.text).toContain("Suspicious herbicide");
    expect(tab.text).toContain("Seal broken");
    const report = await env.DB.prepare("SELECT id FROM reports WHERE target_id = ? AND target_type = 'listing'")
      .bind(listingId)
      .first<{ id: number }>();
    const decision = { intent: "report", id: String(report?.id), value: "freeze_listing", note: "Fake pack", back: "?tab=reports" };
    // Freezing is asked about first, in the report's card: nothing changes until the confirmed post.
    const asked = await call("POST", "/admin?tab=reports", posted(adminCookie, decision));
    expect(asked.status).toBe(200);
    const card = asked.text.slice(asked.text.indexOf(`data-testid="report-${report?.id}"`));
    expect(card).toMatch(
      /<div class="alert alert-info follow-up" role="alert" tabindex="-1" data-refusal="" autofocus="">Freeze this listing\? It leaves the market/,
    );
    expect(card).toContain('<input type="hidden" name="note" value="Fake pack"/>');
    expect(card).toContain('<input type="hidden" name="confirm" value="1"/>');
    expect(card).toContain(">Freeze listing</button>");
    expect(card).toContain('href="/admin?tab=reports"');
    expect(card).toContain(">No, go back</a>");
    expect((await call("GET", `/listings/${listingId}`)).status).toBe(200);
    const still = await env.DB.prepare("SELECT status FROM reports WHERE id = ?").bind(report?.id).first();
    expect(still).toEqual({ status: "open" });
    const decided = await call("POST", "/admin?tab=reports", posted(adminCookie, { ...decision, confirm: "1" }));
    expect(decided.status).toBe(302);
    expect(decided.headers.get("location")).toBe("/admin?tab=reports&notice=report-resolved");
    expect((await call("GET", `/listings/${listingId}`)).status).toBe(404);
    const audit = await call("GET", "/admin?tab=audit&action=report.freeze_listing", { headers: { cookie: adminCookie } });
    expect(audit.text).toContain("Fake pack");
    // The log speaks words, not codes, and its filter still narrows by action.
    expect(audit.text).toContain("Report: listing frozen");
    expect(audit.text).toContain('<option value="report.freeze_listing" selected="">Report: listing frozen</option>');
    // The seller sees why the listing was frozen: the report's reason and the admin's note.
    const mine = await call("GET", "/view-listings", { headers: { cookie: `gona_session=${farmer.token}` } });
    expect(mine.text).toContain("Suspected counterfeit");
    expect(mine.text).toContain("Fake pack");
    const told = await call("GET", "/notifications", { headers: { cookie: buyerCookie } });
    expect(told.text).toContain("the listing was frozen");
  });

  it("a verified supplier's own page carries the Verified supplier badge", async () => {
    const supplier = await registerUser("supplier");
    await env.DB.prepare("UPDATE users SET verification_badge = 'verified', is_verified = 1 WHERE id = ?").bind(supplier.user.id).run();
    const page = await call("GET", `/sellers/${supplier.user.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<h1>[\s\S]*?Verified supplier[\s\S]*?<\/h1>/);
  });

  it("an admin suspends and restores a user from the Users tab", async () => {
    const farmer = await registerUser("farmer");
    const admin = await registerUser("buyer");
    await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?").bind(admin.user.id).run();
    const cookie = `gona_session=${admin.token}`;
    const suspended = await call(
      "POST",
      "/admin?tab=users",
      // A suspension carries its reason (ADR 065).
      posted(cookie, { intent: "suspend", id: String(farmer.user.id), note: "Sold fake seed twice", back: "?tab=users" }),
    );
    expect(suspended.headers.get("location")).toBe("/admin?tab=users&notice=user-suspended");
    expect((await call("GET", "/api/auth/me", { token: farmer.token })).status).toBe(401);
    const restored = await call(
      "POST",
      "/admin?tab=users",
      posted(cookie, { intent: "unsuspend", id: String(farmer.user.id), back: "?tab=users" }),
    );
    expect(restored.headers.get("location")).toBe("/admin?tab=users&notice=user-unsuspended");
  });
});
