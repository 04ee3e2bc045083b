import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call } from "../../test/http";
import { createListing, setListingState } from "../../test/marketplace";
import { placeQuery } from "../services/listing-search";
import { stateFromLocation } from "../states";

const tag = () => `s${Math.random().toString(36).slice(2, 9)}`;

async function approved(token: string, fields: Record<string, string>) {
  const created = await createListing(token, fields);
  expect(created.status, created.text).toBe(201);
  await setListingState(created.json.id, "approved");
  return created.json as { id: number; state: string | null };
}

const ids = async (query: string) => {
  const result = await call("GET", `/api/listings?${query}`);
  expect(result.status, result.text).toBe(200);
  return result.json.map((listing: { id: number }) => listing.id) as number[];
};

describe("state of a listing", () => {
  it("derives the state a location names, the last one when several do, and keeps a chosen one", () => {
    expect(stateFromLocation("Dawakin Kudu, Kano")).toBe("kano");
    expect(stateFromLocation("Kano Road, Kaduna State")).toBe("kaduna");
    expect(stateFromLocation("Uyo, Akwa Ibom")).toBe("akwa-ibom");
    expect(stateFromLocation("Gwagwalada, Abuja")).toBe("fct");
    expect(stateFromLocation("Ọ̀yọ́ town")).toBe("oyo");
    expect(stateFromLocation("Kanoville")).toBeNull();
    expect(stateFromLocation("")).toBeNull();
  });

  it("stores the chosen or derived state, re-derives it when the location changes, and refuses an unknown one", async () => {
    const farmer = await fastAccount("farmer");
    const derived = await approved(farmer.token, { title: "Maize", location: "Dawakin Kudu, Kano" });
    expect(derived.state).toBe("kano");
    const chosen = await approved(farmer.token, { title: "Maize", location: "Sabon Gari", state: "kaduna" });
    expect(chosen.state).toBe("kaduna");
    const none = await approved(farmer.token, { title: "Maize", location: "Somewhere" });
    expect(none.state).toBeNull();
    const refused = await createListing(farmer.token, { title: "Maize", state: "atlantis" });
    expect(refused.status).toBe(400);
    expect(refused.json.field_codes).toEqual({ state: "state_invalid" });

    const moved = await call("PUT", `/api/listings/user/listings/${derived.id}`, {
      token: farmer.token,
      body: { title: "Maize", location: "Ikeja, Lagos" },
    });
    expect(moved.json.state).toBe("lagos");
    const picked = await call("PUT", `/api/listings/user/listings/${derived.id}`, {
      token: farmer.token,
      body: { title: "Maize", state: "ogun" },
    });
    expect(picked.json.state).toBe("ogun");
    const bad = await call("PUT", `/api/listings/user/listings/${derived.id}`, {
      token: farmer.token,
      body: { title: "Maize", state: "Kano" },
    });
    expect(bad.status).toBe(400);
  });
});

describe("GET /api/listings: place, state, sort and count", () => {
  it("matches place words in any order and as prefixes, and 'Kano State' finds 'Dawakin Kudu, Kano'", async () => {
    const farmer = await fastAccount("farmer");
    const word = tag();
    const dawakin = await approved(farmer.token, { title: `Sorghum ${word}`, location: "Dawakin Kudu, Kano" });
    const chosen = await approved(farmer.token, { title: `Millet ${word}`, location: "Bichi", state: "kano" });
    const zaria = await approved(farmer.token, { title: `Rice ${word}`, location: "Zaria, Kaduna" });
    const query = (location: string) => ids(`q=${word}&location=${encodeURIComponent(location)}`);
    expect(await query("Kano State")).toEqual([chosen.id, dawakin.id]);
    expect(await query("kano")).toEqual([chosen.id, dawakin.id]);
    expect(await query("Kudu Dawakin")).toEqual([dawakin.id]);
    expect(await query("dawa kud")).toEqual([dawakin.id]);
    expect(await query("Dawakin Kudu, Kano State")).toEqual([dawakin.id]);
    expect(await query("Dawakin, Kaduna")).toEqual([]);
    expect(await query("Zaria LGA")).toEqual([zaria.id]);
    // A place naming another state than the filter stays a word to find in locations.
    expect(await ids(`q=${word}&state=kaduna&location=kano`)).toEqual([]);
    expect(placeQuery("Kano State")).toEqual({ state: "kano", terms: [] });
    expect(placeQuery("Kano Road", "kaduna")).toEqual({ state: "kaduna", terms: ['location : "kano"*', 'location : "road"*'] });
  });

  it("filters by state and answers X-Total-Count", async () => {
    const farmer = await fastAccount("farmer");
    const word = tag();
    const kano = [
      await approved(farmer.token, { title: `Onion ${word} 1`, location: "Fagge, Kano" }),
      await approved(farmer.token, { title: `Onion ${word} 2`, location: "Kura", state: "kano" }),
    ];
    const lagos = await approved(farmer.token, { title: `Onion ${word} 3`, location: "Ikeja, Lagos" });
    const pending = await createListing(farmer.token, { title: `Onion ${word} 4`, location: "Kano" });
    expect(pending.status).toBe(201);

    const result = await call("GET", `/api/listings?q=${word}&state=kano`);
    expect(result.json.map((listing: { id: number }) => listing.id)).toEqual([kano[1]?.id, kano[0]?.id]);
    expect(result.headers.get("x-total-count")).toBe("2");
    expect(result.headers.get("x-total-count-capped")).toBeNull();
    const paged = await call("GET", `/api/listings?q=${word}&limit=1`);
    expect(paged.json).toHaveLength(1);
    expect(paged.headers.get("x-total-count")).toBe("3");
    expect(await ids(`q=${word}&state=lagos`)).toEqual([lagos.id]);
    expect(await ids(`q=${word}&state=all`)).toHaveLength(3);
    expect((await call("GET", `/api/listings?q=${word}&state=oyo`)).headers.get("x-total-count")).toBe("0");
    // Without words the count comes from the state's index.
    const all = await call("GET", "/api/listings?state=kano&limit=1");
    expect(Number(all.headers.get("x-total-count"))).toBeGreaterThanOrEqual(2);
  });

  it("sorts newest, by price both ways (paging with a price cursor), and ranks title matches above description matches", async () => {
    const farmer = await fastAccount("farmer");
    const word = tag();
    const cheap = await approved(farmer.token, { title: `Yam ${word} cheap`, price: "100" });
    const dear = await approved(farmer.token, { title: `Yam ${word} dear`, price: "900" });
    const middle = await approved(farmer.token, { title: `Yam ${word} middle`, price: "500" });
    const same = await approved(farmer.token, { title: `Yam ${word} same`, price: "500" });
    expect(await ids(`q=${word}&sort=newest`)).toEqual([same.id, middle.id, dear.id, cheap.id]);
    expect(await ids(`q=${word}&sort=price_asc`)).toEqual([cheap.id, middle.id, same.id, dear.id]);
    expect(await ids(`q=${word}&sort=price_desc`)).toEqual([dear.id, same.id, middle.id, cheap.id]);

    for (const [sort, expected] of [
      ["price_asc", [cheap.id, middle.id, same.id, dear.id]],
      ["price_desc", [dear.id, same.id, middle.id, cheap.id]],
    ] as const) {
      const seen: number[] = [];
      let next: string | null = `/api/listings?q=${word}&sort=${sort}&limit=1`;
      while (next && seen.length < 10) {
        const page = await call("GET", next);
        seen.push(...page.json.map((listing: { id: number }) => listing.id));
        next = /^<([^>]+)>; rel="next"$/.exec(page.headers.get("link") ?? "")?.[1] ?? null;
      }
      expect(seen).toEqual(expected);
    }
  });

  it("ranks a maize listing before an NPK listing whose description mentions maize, also for masara, agbado, ọka and corn", async () => {
    const farmer = await fastAccount("farmer");
    const place = tag();
    const maize = await approved(farmer.token, { title: "White maize, 100 kg bag", description: "Dry, clean grain.", location: place });
    // Newer, and its description says maize three times: newest first would put it first.
    const npk = await approved(farmer.token, {
      title: "NPK 15-15-15 fertilizer",
      description: "For maize: maize needs it at planting; best on maize.",
      category: "chemicals",
      registration_number: "FMAFS/F/0042",
      expiry_date: "2099-12-31",
      location: place,
    });
    for (const q of ["maize", "masara", "agbado", "ọka", "corn", "Àgbàdo"]) {
      expect(await ids(`q=${encodeURIComponent(q)}&location=${place}`), q).toEqual([maize.id, npk.id]);
      expect(await ids(`q=${encodeURIComponent(q)}&location=${place}&sort=relevance`), q).toEqual([maize.id, npk.id]);
    }
    expect(await ids(`q=maize&location=${place}&sort=newest`)).toEqual([npk.id, maize.id]);
    // Ranked results page by offset.
    const first = await call("GET", `/api/listings?q=maize&location=${place}&limit=1`);
    const next = /^<([^>]+)>; rel="next"$/.exec(first.headers.get("link") ?? "")?.[1];
    expect(next).toContain("cursor=o1");
    expect((await call("GET", next ?? "")).json.map((listing: { id: number }) => listing.id)).toEqual([npk.id]);
  });

  it("refuses an unknown state, sort or cursor with a 400 and a code, and hostile values never 500", async () => {
    for (const [query, code] of [
      ["state=Kano", "state_invalid"],
      ["state=atlantis", "state_invalid"],
      ["sort=cheapest", "sort_invalid"],
      ["sort=price_asc&cursor=12", "invalid_cursor"],
      ["sort=newest&cursor=1_2", "invalid_cursor"],
      ["q=maize&cursor=o5000", "invalid_cursor"],
      ["sort=price_desc&cursor=-1_2", "invalid_cursor"],
    ] as const) {
      const result = await call("GET", `/api/listings?${query}`);
      expect(result.status, query).toBe(400);
      expect(result.json.code, query).toBe(code);
    }
    const hostile = [
      "'; DROP TABLE listings; --",
      "\u0000",
      "<script>alert(1)</script>",
      "kano\u202e",
      "a".repeat(5000),
      "NEAR(",
      '"',
      "*",
      "state state lga",
      "👩🏾‍🌾🌽",
      // Sent as written: a lone surrogate and bytes that are not UTF-8.
      "%ED%A0%80",
      "%FF%FE",
    ];
    for (const value of hostile) {
      for (const name of ["state", "sort", "location", "q", "cursor"]) {
        const result = await call("GET", `/api/listings?${name}=${value.startsWith("%") ? value : encodeURIComponent(value)}`);
        expect([200, 400], `${name}=${JSON.stringify(value).slice(0, 40)}`).toContain(result.status);
        if (result.status === 400) expect(typeof result.json.code).toBe("string");
      }
    }
  });
});
