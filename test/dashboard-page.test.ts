// The dashboard as the server draws it when a user's requests pass the count cap: the cards say "1,000+".
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { COUNT_CAP } from "../worker/services/counts";
import { call, registerUser } from "./http";

/** The value a stat card shows under its label, from the page's HTML. */
function card(html: string, label: string): string | undefined {
  const at = html.indexOf(`>${label}</p>`);
  if (at < 0) return undefined;
  return /<p class="stat-value">([^<]*)<\/p>/.exec(html.slice(at))?.[1];
}

describe("the dashboard's request cards past the count cap", () => {
  it('shows "1,000+" for requests received and sent beyond 1,000, and the exact number below it', async () => {
    const [farmer, buyer] = await Promise.all([registerUser("farmer"), registerUser("buyer")]);
    const listing = await env.DB.prepare(
      "INSERT INTO listings (user_id, title, category, price_kobo, price_unit, status) VALUES (?, 'Groundnut', 'crops', 100000, 'bag', 'approved') RETURNING id",
    )
      .bind(farmer.user.id)
      .first<{ id: number }>();
    // Closed requests: one buyer may have any number of them on one listing (only open ones are unique).
    const insert = (n: number) =>
      env.DB.batch(
        Array.from({ length: n }, () =>
          env.DB.prepare("INSERT INTO purchase_requests (listing_id, buyer_id, quantity, status) VALUES (?, ?, 1, 'cancelled')").bind(
            listing?.id,
            buyer.user.id,
          ),
        ),
      );
    await insert(COUNT_CAP);
    const dashboard = async (token: string) => (await call("GET", "/dashboard", { headers: { cookie: `gona_session=${token}` } })).text;
    expect(card(await dashboard(farmer.token), "Purchase Requests")).toBe("1,000");
    expect(card(await dashboard(buyer.token), "Requests Sent")).toBe("1,000");

    await insert(1);
    expect(card(await dashboard(farmer.token), "Purchase Requests")).toBe("1,000+");
    expect(card(await dashboard(buyer.token), "Requests Sent")).toBe("1,000+");
  });
});
