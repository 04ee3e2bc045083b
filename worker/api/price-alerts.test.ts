// Price alerts: a user's own list, and the rollup firing one notification when a watched median moves past the
// threshold from the alert's baseline (then measuring from the new median), and nothing below it or for others.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call } from "../../test/http";
import worker from "../api-worker";
import { PRICE_ROLLUP_CRON, rollupPrices } from "../services/price-rollup";

const NOW = new Date("2026-11-25T10:00:00Z");

/** Five approved listings of a product per bag in a state, all at `price` naira; their ids. */
async function fiveListings(userId: number, product: string, state: string, price: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < 5; i++) {
    const row = await env.DB.prepare(
      `INSERT INTO listings (user_id, title, category, product, price_kobo, price_unit, state, status)
       VALUES (?, ?, 'crops', ?, ?, 'bag', ?, 'approved') RETURNING id`,
    )
      .bind(userId, `${product} lot ${i}`, product, Math.round(price * 100), state)
      .first<{ id: number }>();
    ids.push(row?.id ?? 0);
  }
  return ids;
}

const reprice = (ids: number[], price: number) =>
  env.DB.batch(ids.map((id) => env.DB.prepare("UPDATE listings SET price_kobo = ? WHERE id = ?").bind(Math.round(price * 100), id)));

async function alertsOf(token: string) {
  const result = await call("GET", "/api/notifications", { token });
  return (result.json as { type: string; title: string; body: string; url: string }[]).filter((note) => note.type === "price.alert");
}

describe("price alerts", () => {
  it("belong to their owner: saved once per product, unit and state, listed and deleted only by them", async () => {
    const buyer = await fastAccount("buyer");
    const other = await fastAccount("buyer");
    const created = await call("POST", "/api/prices/alerts", {
      token: buyer.token,
      body: { product: "maize", unit: "bag", state: "kano", threshold_pct: 10 },
    });
    expect(created.status).toBe(201);
    expect(created.json.alert).toMatchObject({ product: "maize", unit: "bag", state: "kano", threshold_pct: 10, baseline: null });
    const again = await call("POST", "/api/prices/alerts", {
      token: buyer.token,
      body: { product: "maize", unit: "bag", state: "kano", threshold_pct: 25 },
    });
    expect(again.status).toBe(200);
    expect(again.json.alert).toMatchObject({ id: created.json.alert.id, threshold_pct: 25 });
    const nigeria = await call("POST", "/api/prices/alerts", {
      token: buyer.token,
      body: { product: "maize", unit: "bag", threshold_pct: 5 },
    });
    expect(nigeria.json.alert.state).toBeNull();
    expect((await call("GET", "/api/prices/alerts", { token: buyer.token })).json.alerts).toHaveLength(2);
    expect((await call("GET", "/api/prices/alerts", { token: other.token })).json.alerts).toEqual([]);
    const path = `/api/prices/alerts/${created.json.alert.id}`;
    expect((await call("DELETE", path, { token: other.token })).status).toBe(404);
    expect((await call("DELETE", path, { token: buyer.token })).status).toBe(204);
    expect((await call("DELETE", path, { token: buyer.token })).status).toBe(404);
    expect((await call("GET", "/api/prices/alerts")).status).toBe(401);
  });

  it("refuses a bad product, unit, state or threshold with its code, and a 21st alert", async () => {
    const buyer = await fastAccount("buyer");
    const post = (body: unknown) => call("POST", "/api/prices/alerts", { token: buyer.token, body });
    const ok = { product: "maize", unit: "bag", state: "kano", threshold_pct: 10 };
    expect((await post({ ...ok, product: "gold" })).json.code).toBe("product_invalid");
    expect((await post({ ...ok, unit: "crate" })).json.code).toBe("price_unit_invalid");
    expect((await post({ ...ok, state: "lagos-island" })).json.code).toBe("state_invalid");
    for (const threshold_pct of [0, 101, 2.5, "10", null]) {
      const answer = await post({ ...ok, threshold_pct });
      expect(answer.status, String(threshold_pct)).toBe(400);
      expect(answer.json.code).toBe("price_alert_threshold_invalid");
    }
    const products = ["maize", "sorghum", "millet", "cowpea", "soybean"];
    const units = ["bag", "kg", "ton", "piece"];
    for (const product of products) for (const unit of units) expect((await post({ ...ok, product, unit })).status).toBeLessThan(300);
    const full = await post({ ...ok, product: "yam" });
    expect(full.status).toBe(409);
    expect(full.json.code).toBe("too_many_price_alerts");
  });

  it("fires once when the median moves past the threshold, not below it, not for others, and then measures from the new median", async () => {
    const seller = await fastAccount("farmer");
    const watcher = await fastAccount("buyer");
    const calm = await fastAccount("buyer");
    const elsewhere = await fastAccount("buyer");
    const kaduna = await fiveListings(seller.user.id, "ginger", "kaduna", 20_000);
    await fiveListings(seller.user.id, "ginger", "plateau", 20_000);
    await rollupPrices(env.DB, NOW);
    const body = { product: "ginger", unit: "bag", state: "kaduna", threshold_pct: 10 };
    const created = await call("POST", "/api/prices/alerts", { token: watcher.token, body });
    expect(created.json.alert.baseline).toBe(20_000);
    await call("POST", "/api/prices/alerts", { token: calm.token, body: { ...body, threshold_pct: 30 } });
    await call("POST", "/api/prices/alerts", { token: elsewhere.token, body: { ...body, state: "plateau" } });

    // 9% up: below the threshold, nobody is told.
    await reprice(kaduna, 21_800);
    expect(await rollupPrices(env.DB, NOW)).toEqual([]);
    expect(await alertsOf(watcher.token)).toEqual([]);

    // 10.5% up from the baseline: the watcher alone, once.
    await reprice(kaduna, 22_100);
    const written = await rollupPrices(env.DB, NOW);
    expect(written).toEqual([{ id: expect.any(Number), user_id: watcher.user.id }]);
    const [note, ...more] = await alertsOf(watcher.token);
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      title: "Price alert: Ginger",
      body: "The median of Ginger per bag in Kaduna is now ₦22,100.00, up 10.5% from ₦20,000.00.",
      url: "/prices/ginger?unit=bag&state=kaduna",
    });
    expect(await alertsOf(calm.token)).toEqual([]);
    expect(await alertsOf(elsewhere.token)).toEqual([]);
    expect((await call("GET", "/api/prices/alerts", { token: watcher.token })).json.alerts[0]).toMatchObject({
      baseline: 22_100,
      notified_at: NOW.toISOString(),
    });

    // The same median again: measured from the new baseline, nothing more.
    expect(await rollupPrices(env.DB, NOW)).toEqual([]);
    // Back to 20,000: 9.5% down from 22,100, still nothing; 19,800 is 10.4% down: told again.
    await reprice(kaduna, 20_000);
    expect(await rollupPrices(env.DB, NOW)).toEqual([]);
    await reprice(kaduna, 19_800);
    expect(await rollupPrices(env.DB, NOW)).toHaveLength(1);
    const notes = await alertsOf(watcher.token);
    expect(notes).toHaveLength(2);
    expect(notes[0]?.body).toContain("₦19,800.00");
  });

  it("runs from the Cron Trigger, which hands the written alerts on for delivery", async () => {
    const seller = await fastAccount("farmer");
    const watcher = await fastAccount("buyer");
    const ids = await fiveListings(seller.user.id, "okra", "benue", 5_000);
    await rollupPrices(env.DB, NOW);
    await call("POST", "/api/prices/alerts", {
      token: watcher.token,
      body: { product: "okra", unit: "bag", state: "benue", threshold_pct: 20 },
    });
    await reprice(ids, 7_000);
    const ctx = createExecutionContext();
    await worker.scheduled?.(createScheduledController({ scheduledTime: NOW.getTime(), cron: PRICE_ROLLUP_CRON }), env, ctx);
    await waitOnExecutionContext(ctx);
    const [note] = await alertsOf(watcher.token);
    expect(note?.body).toBe("The median of Okra per bag in Benue is now ₦7,000.00, up 40% from ₦5,000.00.");
  });
});
