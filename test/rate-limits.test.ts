// Every abuse-prone write is behind a Cloudflare rate-limiting binding (simulated by miniflare): past the
// limit it answers 429 with a clear {"error"} and Retry-After, and the refused request stores nothing.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ApiErrorCode } from "../worker/http/error-codes";
import { fastAccount } from "./fast-users";
import { call, unique, uniquePhone, withinOneRateWindow } from "./http";
import { createGroup } from "./hub";
import { approvedListingWithBuyer } from "./marketplace";

type Answer = Awaited<ReturnType<typeof call>>;

async function count(sql: string, ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Sends `allowed` requests (none may be a 429), then one more that must be refused. */
async function exceed(allowed: number, send: (i: number) => Promise<Answer>, refused: () => Promise<Answer>) {
  for (let i = 0; i < allowed; i++) {
    const answer = await send(i);
    expect(answer.status, `request ${i + 1} of ${allowed} allowed`).not.toBe(429);
  }
  return refused();
}

function expectRefused(answer: Answer, message: RegExp, code: ApiErrorCode, retryAfter: "10" | "60" = "60") {
  expect(answer.status).toBe(429);
  expect(answer.headers.get("retry-after")).toBe(retryAfter);
  expect(answer.json).toEqual({ error: expect.stringMatching(message), code });
}

/** A test of a limit counted per minute: its whole body runs inside one minute's window (see `withinOneRateWindow`). */
const perMinute = (name: string, body: () => Promise<void>) => it(name, () => withinOneRateWindow(60, body));

describe("rate limits", () => {
  perMinute("registration: 10 per minute per address", async () => {
    const { address } = unique();
    const headers = { "cf-connecting-ip": address };
    const { email } = unique("blocked");
    const answer = await exceed(
      10,
      () => call("POST", "/api/auth/register", { headers, body: { email: unique().email, password: "x" } }),
      () =>
        call("POST", "/api/auth/register", {
          headers,
          body: { email, password: "strong-pass-1", confirmPassword: "strong-pass-1", fullName: "Blocked", role: "farmer" },
        }),
    );
    expectRefused(answer, /Too many sign-ups/, "too_many_sign_ups");
    expect(await count("SELECT count(*) AS n FROM users WHERE email = ?", email)).toBe(0);
  });

  perMinute("sign-in: 10 per minute per address and account, even with the right password", async () => {
    const account = await fastAccount("buyer");
    const sessionsBefore = await count("SELECT count(*) AS n FROM sessions WHERE user_id = ?", account.user.id);
    const answer = await exceed(
      10,
      (i) => call("POST", "/api/auth/login", { body: { email: account.email, password: `wrong-${i}` } }),
      () => call("POST", "/api/auth/login", { body: { email: account.email, password: account.password } }),
    );
    expectRefused(answer, /Too many sign-in attempts/, "sign_in_rate_limited");
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(await count("SELECT count(*) AS n FROM sessions WHERE user_id = ?", account.user.id)).toBe(sessionsBefore);
  });

  perMinute("sign-in: 20 per minute per account, whatever address the attempts come from", async () => {
    const account = await fastAccount("buyer");
    const from = () => ({ "cf-connecting-ip": unique().address });
    const answer = await exceed(
      20,
      (i) => call("POST", "/api/auth/login", { headers: from(), body: { email: account.email, password: `wrong-${i}` } }),
      () => call("POST", "/api/auth/login", { headers: from(), body: { email: account.email, password: account.password } }),
    );
    expectRefused(answer, /Too many sign-in attempts for this account/, "too_many_account_sign_in_attempts");
    expect(answer.headers.get("set-cookie")).toBeNull();
  });

  perMinute("sign-in: 30 per minute per address across accounts, an IPv6 /64 counting as one address", async () => {
    const group = () => Math.floor(Math.random() * 0xffff).toString(16);
    const prefix = `2001:db8:${group()}:${group()}`;
    const answer = await exceed(
      30,
      (i) =>
        call("POST", "/api/auth/login", {
          headers: { "cf-connecting-ip": `${prefix}:${i.toString(16)}::1` },
          body: { email: unique().email, password: "wrong-pass" },
        }),
      () =>
        call("POST", "/api/auth/login", {
          headers: { "cf-connecting-ip": `${prefix.toUpperCase()}:ffff:ffff:ffff:ffff` },
          body: { email: unique().email, password: "wrong-pass" },
        }),
    );
    expectRefused(answer, /Too many sign-in attempts from this connection/, "too_many_sign_in_attempts");
    // The next /64 is another customer.
    const neighbour = await call("POST", "/api/auth/login", {
      headers: { "cf-connecting-ip": `2001:db8:${group()}:${group()}::1` },
      body: { email: unique().email, password: "wrong-pass" },
    });
    expect(neighbour.status).toBe(401);
  });

  perMinute("registration and newsletter 409s spend the same per-address budget as sign-in", async () => {
    const account = await fastAccount("farmer");
    const subscribed = unique("subscribed").email;
    expect(
      (await call("POST", "/api/newsletter", { headers: { "cf-connecting-ip": unique().address }, body: { email: subscribed } })).status,
    ).toBe(201);
    const headers = { "cf-connecting-ip": unique().address };
    const taken = await exceed(
      30,
      () => call("POST", "/api/auth/login", { headers, body: { email: unique().email, password: "wrong-pass" } }),
      () =>
        call("POST", "/api/auth/register", {
          headers,
          body: { email: account.email, password: "strong-pass-1", fullName: "Probe", role: "buyer" },
        }),
    );
    expectRefused(taken, /Too many sign-in attempts from this connection/, "too_many_sign_in_attempts");
    expectRefused(
      await call("POST", "/api/newsletter", { headers, body: { email: subscribed } }),
      /from this connection/,
      "too_many_sign_in_attempts",
    );
    // Answers that reveal nothing are not held back.
    expect((await call("POST", "/api/newsletter", { headers, body: { email: unique().email } })).status).toBe(201);
    const fresh = { email: unique().email, password: "strong-pass-1", fullName: "New farmer", role: "farmer" };
    expect((await call("POST", "/api/auth/register", { headers, body: fresh })).status).toBe(201);
  });

  perMinute("Ask AI: 10 questions per minute per user", async () => {
    const user = await fastAccount("farmer");
    const answer = await exceed(
      10,
      () => call("POST", "/api/ai/ask", { token: user.token, body: { question: "" } }),
      () => call("POST", "/api/ai/ask", { token: user.token, body: { question: "How do I control fall armyworm in maize?" } }),
    );
    expectRefused(answer, /asked many questions/, "too_many_questions");
    // Another farmer is not held back by the first one's questions.
    const other = await fastAccount("farmer");
    expect((await call("POST", "/api/ai/ask", { token: other.token, body: { question: "" } })).status).toBe(400);
  });

  it("chat messages: 20 per 10 seconds per user", async () => {
    const user = await fastAccount("farmer");
    const groupId = await createGroup(user.user.id, "approved");
    const path = `/api/chat/groups/${groupId}/messages`;
    // The limiter counts in fixed 10-second windows: a burst may straddle two, so keep sending until refused
    // (at most two windows' worth) and check that at least the limit got through first.
    let accepted = 0;
    let answer: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 45 && !answer; i++) {
      const sent = await call("POST", path, { token: user.token, body: { content: `message ${i}` } });
      if (sent.status === 201) accepted++;
      else answer = sent;
    }
    expect(answer, "a flood is refused").toBeDefined();
    expectRefused(answer as Awaited<ReturnType<typeof call>>, /sending messages too fast/, "too_many_chat_messages", "10");
    expect(accepted).toBeGreaterThanOrEqual(20);
    expect(await count("SELECT count(*) AS n FROM group_messages WHERE group_id = ?", groupId)).toBe(accepted);
  });

  perMinute("Q&A posts and replies: 10 per minute per user", async () => {
    const user = await fastAccount("farmer");
    const answer = await exceed(
      10,
      async (i) => {
        const posted = await call("POST", "/api/chat/hub-posts", {
          token: user.token,
          body: { title: `Question ${i}`, content: "Details" },
        });
        expect(posted.status).toBe(201);
        return posted;
      },
      () => call("POST", "/api/chat/hub-posts", { token: user.token, body: { title: "One too many", content: "Details" } }),
    );
    expectRefused(answer, /posting too fast/, "too_many_posts");
    expect(await count("SELECT count(*) AS n FROM hub_posts WHERE author_id = ?", user.user.id)).toBe(10);
    const anyPost = await env.DB.prepare("SELECT id FROM hub_posts WHERE author_id = ?").bind(user.user.id).first<{ id: number }>();
    const reply = await call("POST", `/api/chat/hub-posts/${anyPost?.id}/replies`, { token: user.token, body: { content: "Also me" } });
    expectRefused(reply, /posting too fast/, "too_many_posts");
    expect(await count("SELECT count(*) AS n FROM hub_post_replies WHERE author_id = ?", user.user.id)).toBe(0);
  });

  perMinute("purchase requests: 10 per minute per buyer", async () => {
    const { buyer, listingId } = await approvedListingWithBuyer();
    const path = `/api/listings/user/listing${listingId}/request`;
    const answer = await exceed(
      10,
      async (i) => {
        const sent = await call("POST", path, { token: buyer.token, body: { quantity: i + 1 } });
        expect(sent.status).toBe(201);
        // One open request per buyer and listing: cancel it so the next one is the limiter's to refuse.
        await call("PUT", `/api/users/purchase-requests/${sent.json.id}`, { token: buyer.token, body: { status: "cancelled" } });
        return sent;
      },
      () => call("POST", path, { token: buyer.token, body: { quantity: 99 } }),
    );
    expectRefused(answer, /purchase requests too fast/, "too_many_purchase_requests");
    expect(await count("SELECT count(*) AS n FROM purchase_requests WHERE buyer_id = ?", buyer.user.id)).toBe(10);
    expect(await count("SELECT count(*) AS n FROM purchase_requests WHERE buyer_id = ? AND quantity = 99", buyer.user.id)).toBe(0);
    // The limit is per buyer: another buyer can still ask.
    const other = await fastAccount("buyer");
    expect((await call("POST", path, { token: other.token, body: { quantity: 1 } })).status).toBe(201);
  });

  perMinute("contact messages: 5 per minute per address", async () => {
    const headers = { "cf-connecting-ip": unique().address };
    const name = `Blocked ${unique().email}`;
    const answer = await exceed(
      5,
      async (i) => {
        const sent = await call("POST", "/api/contact", {
          headers,
          body: { name: `Sender ${i}`, contact: "ada@example.ng", subject: "Hello", message: "A question about maize." },
        });
        expect(sent.status).toBe(201);
        return sent;
      },
      () =>
        call("POST", "/api/contact", {
          headers,
          body: { name, contact: "ada@example.ng", subject: "Hello", message: "A question about maize." },
        }),
    );
    expectRefused(answer, /Too many messages/, "too_many_contact_messages");
    expect(await count("SELECT count(*) AS n FROM contact_messages WHERE name = ?", name)).toBe(0);
  });

  perMinute("one-time codes: 3 sends per minute per phone or e-mail, whatever the address", async () => {
    const { email } = unique("codes");
    const forgot = () => call("POST", "/api/auth/password/forgot", { headers: { "cf-connecting-ip": unique().address }, body: { email } });
    expectRefused(await exceed(3, forgot, forgot), /Too many codes/, "too_many_codes");
  });

  perMinute("one-time codes: 10 sends per minute per address across phones", async () => {
    const headers = { "cf-connecting-ip": unique().address };
    const answer = await exceed(
      10,
      () => call("POST", "/api/auth/otp/request", { headers, body: { phone: uniquePhone() } }),
      () => call("POST", "/api/auth/otp/request", { headers, body: { phone: uniquePhone() } }),
    );
    expectRefused(answer, /Too many codes/, "too_many_codes");
  });

  perMinute("one-time codes: 10 checks per minute per phone, 20 per address", async () => {
    const phone = uniquePhone();
    const perPhone = await exceed(
      10,
      () => call("POST", "/api/auth/otp/verify", { headers: { "cf-connecting-ip": unique().address }, body: { phone, code: "000000" } }),
      () => call("POST", "/api/auth/otp/verify", { headers: { "cf-connecting-ip": unique().address }, body: { phone, code: "000000" } }),
    );
    expectRefused(perPhone, /Too many tries/, "too_many_code_attempts");
    const headers = { "cf-connecting-ip": unique().address };
    const perAddress = await exceed(
      20,
      () => call("POST", "/api/auth/otp/verify", { headers, body: { phone: uniquePhone(), code: "000000" } }),
      () => call("POST", "/api/auth/password/reset", { headers, body: { token: "x".repeat(43), password: "new-harvest-77" } }),
    );
    expectRefused(perAddress, /Too many tries/, "too_many_code_attempts");
  });
});
