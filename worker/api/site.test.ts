import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, registerUser, unique } from "../../test/http";

const message = { name: "Aisha Sani", contact: "0803 123 4567", subject: "Book a tour", message: "We would like to visit the Kura plots." };

describe("POST /api/contact", () => {
  it("stores a valid message (phone or e-mail) and links it to a signed-in sender", async () => {
    const { address } = unique();
    const stored = await call("POST", "/api/contact", { body: message, headers: { "cf-connecting-ip": address } });
    expect(stored.status).toBe(201);
    const row = await env.DB.prepare("SELECT name, contact, subject, user_id FROM contact_messages WHERE id = ?")
      .bind(stored.json.id)
      .first();
    expect(row).toEqual({ name: "Aisha Sani", contact: "0803 123 4567", subject: "Book a tour", user_id: null });

    const farmer = await registerUser("farmer");
    const mine = await call("POST", "/api/contact", {
      token: farmer.token,
      body: { ...message, contact: "aisha@example.ng" },
      headers: { "cf-connecting-ip": unique().address },
    });
    expect(mine.status).toBe(201);
    const owner = await env.DB.prepare("SELECT user_id FROM contact_messages WHERE id = ?").bind(mine.json.id).first<{ user_id: number }>();
    expect(owner?.user_id).toBe(farmer.user.id);
  });

  it("refuses missing fields, a bad contact, a short message and unknown fields with 400 and field messages", async () => {
    const headers = { "cf-connecting-ip": unique().address };
    const bad = await call("POST", "/api/contact", { body: { name: " ", contact: "not-a-contact", subject: "", message: "hi" }, headers });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields).sort()).toEqual(["contact", "message", "name", "subject"]);
    const extra = await call("POST", "/api/contact", { body: { ...message, admin: true }, headers });
    expect(extra.status).toBe(400);
    const broken = await call("POST", "/api/contact", { rawBody: "{nope", headers: { ...headers, "content-type": "application/json" } });
    expect(broken.status).toBe(400);
  });

  it("rate limits one address to five messages a minute", async () => {
    const headers = { "cf-connecting-ip": unique().address };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await call("POST", "/api/contact", { body: message, headers })).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("POST /api/newsletter", () => {
  it("stores an e-mail once (case-insensitive) and answers 409 the second time", async () => {
    const { email, address } = unique("news");
    const headers = { "cf-connecting-ip": address };
    const first = await call("POST", "/api/newsletter", { body: { email: email.toUpperCase() }, headers });
    expect(first.status).toBe(201);
    expect(first.json.email).toBe(email);
    const again = await call("POST", "/api/newsletter", { body: { email }, headers });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatch(/already subscribed/);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("refuses an invalid e-mail", async () => {
    const result = await call("POST", "/api/newsletter", {
      body: { email: "farmer-at-kano" },
      headers: { "cf-connecting-ip": unique().address },
    });
    expect(result.status).toBe(400);
    expect(result.json.fields.email).toBeTruthy();
  });
});

describe("the blog's newsletter box without JavaScript", () => {
  it("shows the subscribed message, then the friendly already-subscribed one", async () => {
    const { email, address } = unique("page");
    const post = () =>
      call("POST", "/blog", {
        rawBody: `email=${encodeURIComponent(email)}`,
        headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": address },
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect(first.text).toContain("You are subscribed to the Gona newsletter");
    expect((await post()).text).toContain("You are already subscribed with this e-mail");
  });
});
