// Every limit on how many rows one user (or one listing) may hold is enforced by the write itself: a trigger, a unique
// index or a conditional insert, never a count read before the insert. Each case sends many requests at once
// (Promise.all), as the outside review did (issue #32, finding 7), and checks what is stored afterwards.

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_LISTING_IMAGES, MAX_PUSH_SUBSCRIPTIONS, MAX_QUIZ_ATTEMPTS_PER_DAY } from "../worker/domain";
import { MAX_PRICE_ALERTS } from "../worker/services/price-alerts";
import { STATE_SLUGS } from "../worker/states";
import { loadContent } from "./database";
import { call, registerUser } from "./http";
import { quizAttempt } from "./lms";
import { approvedListingWithBuyer, createListing, pngBytes } from "./marketplace";
import { subscriberKeys } from "./push";

await loadContent();

const count = async (sql: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? Number.NaN;

/** How many answers had each status, e.g. {201: 5, 400: 7}. */
function statuses(answers: { status: number }[]) {
  const tally: Record<number, number> = {};
  for (const answer of answers) tally[answer.status] = (tally[answer.status] ?? 0) + 1;
  return tally;
}

describe("limits hold under concurrent requests", () => {
  it(`a listing never holds more than ${MAX_LISTING_IMAGES} photos, however many uploads arrive at once`, async () => {
    const farmer = await registerUser("farmer");
    const created = await createListing(farmer.token);
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    const upload = (index: number) => {
      const form = new FormData();
      form.append("images", new File([pngBytes(8 + index, 6)], `photo${index}.png`, { type: "image/png" }));
      return call("POST", `/api/listings/user/listings/${id}/images`, { token: farmer.token, rawBody: form });
    };
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => upload(index)));
    expect(statuses(answers)).toEqual({ 201: MAX_LISTING_IMAGES, 400: 12 - MAX_LISTING_IMAGES });
    for (const refused of answers.filter((answer) => answer.status === 400)) expect(refused.json.code).toBe("too_many_images");
    expect(await count("SELECT count(*) AS n FROM listing_images WHERE listing_id = ?", id)).toBe(MAX_LISTING_IMAGES);
    // A refused upload leaves no file behind: every stored photo row has its object, and only those were kept.
    const { results } = await env.DB.prepare("SELECT r2_key FROM listing_images WHERE listing_id = ?").bind(id).all<{ r2_key: string }>();
    for (const row of results) expect(await env.BUCKET.head(row.r2_key)).not.toBeNull();
  });

  it(`a user never holds more than ${MAX_PRICE_ALERTS} price alerts, however many are saved at once`, async () => {
    const user = await registerUser("buyer");
    const states = STATE_SLUGS.slice(0, 30);
    const answers = await Promise.all(
      states.map((state) =>
        call("POST", "/api/prices/alerts", { token: user.token, body: { product: "maize", unit: "bag", state, threshold_pct: 10 } }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: MAX_PRICE_ALERTS, 409: 30 - MAX_PRICE_ALERTS });
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.json.code).toBe("too_many_price_alerts");
    expect(await count("SELECT count(*) AS n FROM price_alerts WHERE user_id = ?", user.user.id)).toBe(MAX_PRICE_ALERTS);
    // A full user can still change the threshold of an alert they hold.
    const held = answers.find((answer) => answer.status === 201)?.json.alert;
    const changed = await call("POST", "/api/prices/alerts", {
      token: user.token,
      body: { product: "maize", unit: "bag", state: held.state, threshold_pct: 25 },
    });
    expect(changed.status).toBe(200);
    expect(changed.json.alert).toMatchObject({ id: held.id, threshold_pct: 25 });
  });

  it("a reporter holds one open report on a target", async () => {
    const { listingId } = await approvedListingWithBuyer();
    const reporter = await registerUser("buyer");
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call("POST", "/api/reports", { token: reporter.token, body: { target_type: "listing", target_id: listingId, reason: "scam" } }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: 1, 409: 7 });
    expect(await count("SELECT count(*) AS n FROM reports WHERE reporter_id = ? AND status = 'open'", reporter.user.id)).toBe(1);
  });

  it("a buyer holds one open purchase request on a listing", async () => {
    const { buyer, listingId } = await approvedListingWithBuyer();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call("POST", `/api/listings/user/listing${listingId}/request`, { token: buyer.token, body: { quantity: 1 } }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: 1, 409: 7 });
    expect(
      await count(
        "SELECT count(*) AS n FROM purchase_requests WHERE listing_id = ? AND buyer_id = ? AND status IN ('pending', 'accepted')",
        listingId,
        buyer.user.id,
      ),
    ).toBe(1);
  });

  it("a farmer holds one pending verification request", async () => {
    const farmer = await registerUser("farmer");
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF");
    const send = () => {
      const form = new FormData();
      form.set("documentType", "farm-license");
      form.set("document", new File([pdf], "licence.pdf", { type: "application/pdf" }));
      return call("POST", "/api/users/verify", { token: farmer.token, rawBody: form });
    };
    const answers = await Promise.all(Array.from({ length: 6 }, send));
    expect(statuses(answers)).toEqual({ 201: 1, 409: 5 });
    expect(await count("SELECT count(*) AS n FROM verification_requests WHERE user_id = ? AND status = 'pending'", farmer.user.id)).toBe(1);
  });

  it(`a user keeps at most ${MAX_PUSH_SUBSCRIPTIONS} push subscriptions, however many devices subscribe at once`, async () => {
    const user = await registerUser("buyer");
    const keys = await subscriberKeys();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        call("POST", "/api/push/subscriptions", {
          token: user.token,
          body: { endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`, keys: { p256dh: keys.p256dh, auth: keys.auth } },
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: 25 });
    expect(await count("SELECT count(*) AS n FROM push_subscriptions WHERE user_id = ?", user.user.id)).toBe(MAX_PUSH_SUBSCRIPTIONS);
  });

  it(`a learner scores at most ${MAX_QUIZ_ATTEMPTS_PER_DAY} quiz attempts a day on a course, however many arrive at once`, async () => {
    const learner = await registerUser("farmer");
    const slug = "post-harvest-storage";
    const bodies = await Promise.all(Array.from({ length: 10 }, () => quizAttempt(slug, learner.token, [2, 0, 0, 1])));
    const answers = await Promise.all(
      bodies.map(({ body }) => call("POST", `/api/lms/courses/${slug}/quiz`, { token: learner.token, body })),
    );
    expect(statuses(answers)).toEqual({ 200: MAX_QUIZ_ATTEMPTS_PER_DAY, 429: 10 - MAX_QUIZ_ATTEMPTS_PER_DAY });
    expect(
      await count(
        "SELECT count(*) AS n FROM quiz_attempts a JOIN courses c ON c.id = a.course_id WHERE a.user_id = ? AND c.slug = ?",
        learner.user.id,
        slug,
      ),
    ).toBe(MAX_QUIZ_ATTEMPTS_PER_DAY);
  });

  it("each party rates an order once", async () => {
    const cast = await approvedListingWithBuyer();
    const sent = await call("POST", `/api/listings/user/listing${cast.listingId}/request`, {
      token: cast.buyer.token,
      body: { quantity: 1 },
    });
    for (const status of ["accepted", "completed"]) {
      const moved = await call("PUT", `/api/users/purchase-requests/${sent.json.id}`, { token: cast.farmer.token, body: { status } });
      expect(moved.status).toBe(200);
    }
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call("POST", `/api/users/purchase-requests/${sent.json.id}/rating`, { token: cast.buyer.token, body: { stars: 1 + (index % 5) } }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: 1, 409: 5 });
    expect(await count("SELECT count(*) AS n FROM ratings WHERE request_id = ? AND rater_id = ?", sent.json.id, cast.buyer.user.id)).toBe(
      1,
    );
  });
});
