// Searching from /listings with words orders by best match unless the reader chose an order (issue 34, item 8;
// ADR 067): the form's default sort has no value, so words typed into it reach the API with its own default.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastUser } from "./fast-users";
import { call } from "./http";

async function listing(userId: number, title: string, description: string) {
  const row = await env.DB.prepare(
    "INSERT INTO listings (user_id, title, description, category, price_kobo, price_unit, quantity, location, status) VALUES (?, ?, ?, 'crops', 500000, 'bag', 10, 'Kano', 'approved') RETURNING id",
  )
    .bind(userId, title, description)
    .first<{ id: number }>();
  return row?.id as number;
}

/** The listing ids in the order the page shows their cards. */
const cardOrder = (html: string, ids: number[]) =>
  ids
    .map((id) => ({ id, at: html.indexOf(`href="/listings/${id}"`) }))
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.id);

const selectedSort = (html: string) => {
  const select = html.slice(html.indexOf('id="sort"'), html.indexOf("</select>", html.indexOf('id="sort"')));
  return /<option value="([a-z_]*)" selected=""/.exec(select)?.[1];
};

describe("the browse page's order", () => {
  it("sends no order by default, so words are ranked by best match; an order the reader chose is kept", async () => {
    const seller = await fastUser("farmer");
    const inTitle = await listing(seller.id, "Zobocorn dry grain", "Clean and bagged");
    const inDescription = await listing(seller.id, "Herbicide for weeds", "Use before planting zobocorn");

    const browse = await call("GET", "/listings");
    expect(selectedSort(browse.text)).toBe("");
    expect(browse.text).toMatch(/<option value="" selected="">Newest first<\/option>/);
    expect(browse.text).not.toContain('<option value="newest"');

    // What the form sends when words are typed and the order was left alone.
    const searched = await call("GET", "/listings?q=zobocorn&category=&state=&location=&sort=");
    expect(cardOrder(searched.text, [inTitle, inDescription])).toEqual([inTitle, inDescription]);
    expect(searched.text).toMatch(/<option value="" selected="">Best match<\/option>/);

    const newest = await call("GET", "/listings?q=zobocorn&sort=newest");
    expect(cardOrder(newest.text, [inTitle, inDescription])).toEqual([inDescription, inTitle]);
    expect(selectedSort(newest.text)).toBe("newest");
  });
});
