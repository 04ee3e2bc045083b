// Every date Gona prints reads day, month name, year (issue 34, item 8): the expiry date field, whose display is the
// phone's own (often mm/dd/yyyy), says under it which day was chosen, in the reader's language.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastUser } from "./fast-users";
import { call } from "./http";

describe("the expiry date in the listing form", () => {
  it("writes the stored day under the date field as day, month name and year, in the reader's language", async () => {
    const supplier = await fastUser("supplier");
    const row = await env.DB.prepare(
      `INSERT INTO listings (user_id, title, category, price_kobo, price_unit, quantity, status, registration_number, expiry_date)
       VALUES (?, 'Expiry display herbicide', 'chemicals', 500000, 'piece', 3, 'approved', 'A5-0999', '2027-02-03') RETURNING id`,
    )
      .bind(supplier.id)
      .first<{ id: number }>();
    const headers = { cookie: `gona_session=${supplier.token}` };
    const english = await call("GET", `/view-listings?edit=${row?.id}`, { headers });
    expect(english.status).toBe(200);
    expect(english.text).toMatch(/<input[^>]*type="date"[^>]*value="2027-02-03"/);
    expect(english.text).toContain("That is 3 Feb 2027, as on the pack.");
    const hausa = await call("GET", `/view-listings?edit=${row?.id}&lang=ha`, { headers });
    expect(hausa.text).toMatch(/Wato 3 (Fabrairu|Fab) 2027/);
    // The listing page prints it the same way, never 02/03/2027.
    const page = await call("GET", `/listings/${row?.id}?lang=en`, { headers });
    expect(page.text).toContain("3 Feb 2027");
    expect(page.text).not.toContain("02/03/2027");
  });
});
