// A page form sent twice acts once (issue 37, ADR 075): the server writes a key into each write form, and a resend of
// the same form (a reload after a timeout, the back button, a retry without JavaScript) lands where the first did.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, registerUser, unique } from "./http";
import { createGroup } from "./hub";
import { approvedListingWithBuyer, createListing, listingForm, makeAdmin } from "./marketplace";

const as = (token: string | null): Record<string, string> => (token ? { cookie: `gona_session=${token}` } : {});
const urlencoded = (token: string | null) => ({ ...as(token), "content-type": "application/x-www-form-urlencoded" });

/** The key the server wrote into the page's forms. */
async function formKeyOf(path: string, token: string | null) {
  const page = await call("GET", path, { headers: as(token) });
  expect(page.status).toBe(200);
  const keys = [...page.text.matchAll(/name="_key" value="([^"]+)"/g)].map((match) => match[1]);
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys).size).toBe(1);
  return keys[0] as string;
}

async function count(sql: string, ...values: unknown[]) {
  return (
    (
      await env.DB.prepare(sql)
        .bind(...values)
        .first<{ n: number }>()
    )?.n ?? 0
  );
}

/** Posts the same urlencoded form twice; both answers, the second being the resend. */
async function twice(path: string, body: string, token: string | null, extra: Record<string, string> = {}) {
  const first = await call("POST", path, { rawBody: body, headers: { ...urlencoded(token), ...extra } });
  const again = await call("POST", path, { rawBody: body, headers: { ...urlencoded(token), ...extra } });
  return [first, again] as const;
}

describe("page forms sent twice", () => {
  it("write a fresh key into every page draw", async () => {
    const farmer = await registerUser("farmer");
    const [one, two] = [await formKeyOf("/create-listing", farmer.token), await formKeyOf("/create-listing", farmer.token)];
    expect(one).not.toBe(two);
  });

  it("create one listing from a Create Listing form sent twice (a new multipart boundary each time)", async () => {
    const farmer = await registerUser("farmer");
    const key = await formKeyOf("/create-listing", farmer.token);
    const send = () => {
      const form = listingForm({ title: "Twice-sent maize", category: "crops", price: "900", priceUnit: "bag", quantity: "8" });
      form.append("_key", key);
      return call("POST", "/create-listing", { rawBody: form, headers: as(farmer.token) });
    };
    const [first, again] = [await send(), await send()];
    expect([first.status, again.status]).toEqual([302, 302]);
    expect(again.headers.get("location")).toBe(first.headers.get("location"));
    expect(await count("SELECT COUNT(*) AS n FROM listings WHERE user_id = ?", farmer.user.id)).toBe(1);
  });

  it("send one purchase request, and land on the same page, when its form is sent twice", async () => {
    const { buyer, listingId } = await approvedListingWithBuyer({ quantity: "50" });
    const key = await formKeyOf(`/listings/${listingId}`, buyer.token);
    const [first, again] = await twice(`/listings/${listingId}`, `quantity=3&_key=${key}`, buyer.token);
    expect([first.status, again.status]).toEqual([302, 302]);
    expect(again.headers.get("location")).toBe(first.headers.get("location"));
    expect(await count("SELECT COUNT(*) AS n FROM purchase_requests WHERE listing_id = ?", listingId)).toBe(1);
  });

  it("pause a listing once: the resend lands on the first answer's page instead of a 409", async () => {
    const { farmer, listingId } = await approvedListingWithBuyer();
    const key = await formKeyOf("/view-listings", farmer.token);
    const [first, again] = await twice("/view-listings", `id=${listingId}&intent=pause&_key=${key}`, farmer.token);
    expect([first.status, again.status]).toEqual([302, 302]);
    expect(again.headers.get("location")).toBe(`/view-listings?notice=listing-paused&at=listing-${listingId}`);
  });

  it("post one Q&A question and one reply, each sent twice", async () => {
    const farmer = await registerUser("farmer");
    const key = await formKeyOf("/farmers-hub/posts?ask=1", farmer.token);
    const body = `title=${encodeURIComponent("When to plant maize in Kano?")}&content=${encodeURIComponent("After the first good rain?")}&category=general&_key=${key}`;
    const [first, again] = await twice("/farmers-hub/posts", body, farmer.token);
    expect([first.status, again.status]).toEqual([302, 302]);
    expect(again.headers.get("location")).toBe(first.headers.get("location"));
    expect(await count("SELECT COUNT(*) AS n FROM hub_posts WHERE author_id = ?", farmer.user.id)).toBe(1);

    const postPath = (first.headers.get("location") ?? "").split("?")[0] as string;
    const replyKey = await formKeyOf(postPath, farmer.token);
    const [reply, replyAgain] = await twice(
      postPath,
      `intent=reply&content=${encodeURIComponent("Wait for 50 mm of rain.")}&_key=${replyKey}`,
      farmer.token,
    );
    expect([reply.status, replyAgain.status]).toEqual([302, 302]);
    expect(await count("SELECT COUNT(*) AS n FROM hub_post_replies WHERE author_id = ?", farmer.user.id)).toBe(1);
  });

  it("store one chat message sent twice without JavaScript", async () => {
    const farmer = await registerUser("farmer");
    const groupId = await createGroup(farmer.user.id, "approved");
    const key = await formKeyOf(`/farmers-hub/groups?group=${groupId}`, farmer.token);
    const [first, again] = await twice(
      "/farmers-hub/groups",
      `intent=send-message&groupId=${groupId}&content=Rain+today&_key=${key}`,
      farmer.token,
    );
    expect([first.status, again.status]).toEqual([302, 302]);
    expect(await count("SELECT COUNT(*) AS n FROM group_messages WHERE group_id = ?", groupId)).toBe(1);
  });

  it("act again when the same form comes back with other words (back, edit, send)", async () => {
    const farmer = await registerUser("farmer");
    const key = await formKeyOf("/farmers-hub/posts?ask=1", farmer.token);
    for (const title of ["First question about yams", "Second question about yams"]) {
      const sent = await call("POST", "/farmers-hub/posts", {
        rawBody: `title=${encodeURIComponent(title)}&content=${encodeURIComponent("Which variety keeps longest?")}&category=general&_key=${key}`,
        headers: urlencoded(farmer.token),
      });
      expect(sent.status).toBe(302);
    }
    expect(await count("SELECT COUNT(*) AS n FROM hub_posts WHERE author_id = ?", farmer.user.id)).toBe(2);
  });

  it("create one account from a Register form sent twice, and sign the resend in too", async () => {
    const { email, address } = unique("twice");
    const key = await formKeyOf("/register", null);
    const body = new URLSearchParams({
      fullName: "Halima Sani",
      email,
      role: "farmer",
      location: "Kano",
      password: "strong-pass-1",
      confirmPassword: "strong-pass-1",
      _key: key,
    }).toString();
    const [first, again] = await twice("/register", body, null, { "cf-connecting-ip": address });
    expect([first.status, again.status]).toEqual([302, 302]);
    expect(again.headers.get("location")).toBe(first.headers.get("location"));
    // Not "that e-mail is taken": the resend lands signed in, as the first did.
    expect(again.headers.get("set-cookie")).toContain("gona_session=");
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE email = ?", email)).toBe(1);
  });

  it("keep one message from a Contact form sent twice", async () => {
    const { email } = unique("contact");
    const key = await formKeyOf("/contact", null);
    const body = new URLSearchParams({
      name: "Bala",
      contact: email,
      subject: "general",
      message: "Do you buy sesame in Jigawa?",
      _key: key,
    });
    const [first, again] = await twice("/contact", body.toString(), null);
    expect([first.status, again.status]).toEqual([302, 302]);
    expect(await count("SELECT COUNT(*) AS n FROM contact_messages WHERE contact = ?", email)).toBe(1);
  });

  it("file one report from a Report form sent twice, the resend landing on the thank-you page", async () => {
    const { buyer, listingId } = await approvedListingWithBuyer();
    const back = `/listings/${listingId}`;
    const key = await formKeyOf(`/report?target_type=listing&target_id=${listingId}&back=${encodeURIComponent(back)}`, buyer.token);
    const body = new URLSearchParams({ target_type: "listing", target_id: String(listingId), back, reason: "scam", _key: key });
    const [first, again] = await twice("/report", body.toString(), buyer.token);
    expect([first.status, again.status]).toEqual([302, 302]);
    expect(again.headers.get("location")).toBe(first.headers.get("location"));
    expect(await count("SELECT COUNT(*) AS n FROM reports WHERE reporter_id = ?", buyer.user.id)).toBe(1);
  });

  it("approve a listing once when the admin's form is sent twice: the resend lands on the same notice, not a refusal", async () => {
    const admin = await makeAdmin();
    const farmer = await registerUser("farmer");
    const created = await createListing(farmer.token, { title: "Admin twice maize" });
    expect(created.status).toBe(201);
    const key = await formKeyOf("/admin?tab=pending", admin.token);
    const body = new URLSearchParams({
      intent: "listing-status",
      id: String(created.json.id),
      value: "approved",
      back: "?tab=pending",
      _key: key,
    });
    const [first, again] = await twice("/admin", body.toString(), admin.token);
    expect([first.status, again.status]).toEqual([302, 302]);
    expect(again.headers.get("location")).toBe(first.headers.get("location"));
    expect(first.headers.get("location")).toContain("notice=listing-approved");
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM admin_audit_log WHERE admin_id = ? AND target_type = 'listing' AND target_id = ?",
        admin.user.id,
        created.json.id,
      ),
    ).toBe(1);
  });

  it("change the profile once when its form is sent twice: the resend lands on the same notice", async () => {
    const farmer = await registerUser("farmer");
    const key = await formKeyOf("/profile", farmer.token);
    const body = new URLSearchParams({ intent: "profile", fullName: "Hauwa Twice", location: "Dutse", _key: key });
    const [first, again] = await twice("/profile?index", body.toString(), farmer.token);
    expect([first.status, again.status]).toEqual([302, 302]);
    expect(again.headers.get("location")).toBe(first.headers.get("location"));
    expect(
      await count("SELECT COUNT(*) AS n FROM idempotency_keys WHERE caller = ? AND key LIKE ?", `user:${farmer.user.id}`, `page.${key}.%`),
    ).toBe(1);
  });
});
