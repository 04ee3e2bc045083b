// What the database's work tells an outsider (issue #32, finding 4): Server-Timing's D1 figures go only to admins
// outside development; search never reads a listing the caller may not see, so its figures cannot spell out hidden
// text; and sign-in and recovery do the same work whether or not an account holds the e-mail or phone.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../worker/index";
import { call, ORIGIN, registerUser, unique, uniquePhone } from "./http";
import { createListing, makeAdmin, setListingState } from "./marketplace";

/** One request through the Worker with `withEnv`, its `waitUntil` work finished. */
async function fetchWith(withEnv: Env, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, init) as Request<unknown, IncomingRequestCfProperties>, withEnv, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, timing: response.headers.get("server-timing"), text };
}

const production = { ...env, APP_ENV: "production" } as Env;
const productionCached = { ...env, APP_ENV: "production", PAGE_CACHE: "on" } as Env;

/** The D1 figures of an answer without their time: "3 queries in 2 round trips, 4 rows read, 0 unmetered". */
const work = (timing: string | null) => /d1;dur=[\d.]+;desc="([^"]+)"/.exec(timing ?? "")?.[1] ?? null;
const rowsRead = (timing: string | null) => Number(/(\d+) rows read/.exec(timing ?? "")?.[1] ?? Number.NaN);

describe("who sees Server-Timing", () => {
  it("outside development, an anonymous or signed-in caller who is no admin gets no D1 figures and no timings", async () => {
    const farmer = await registerUser("farmer");
    const asFarmer = { authorization: `Bearer ${farmer.token}` };
    const answers = [
      await fetchWith(production, "/api/health"),
      await fetchWith(production, "/api/listings?q=maize"),
      await fetchWith(production, "/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": unique().address },
        body: JSON.stringify({ email: unique().email, password: "not-the-password" }),
      }),
      await fetchWith(production, "/listings"),
      await fetchWith(production, "/api/auth/me", { headers: asFarmer }),
      await fetchWith(production, "/api/listings/user/my-listings", { headers: asFarmer }),
      await fetchWith(production, "/dashboard", { headers: { cookie: `gona_session=${farmer.token}` } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      expect(answer.timing).toBeNull();
    }
  });

  it("an admin gets the D1 figures on API answers and pages", async () => {
    const admin = await makeAdmin();
    const api = await fetchWith(production, "/api/admin/dashboard/stats", { headers: { authorization: `Bearer ${admin.token}` } });
    expect(work(api.timing)).toMatch(/^\d+ queries in \d+ round trips, \d+ rows read, \d+ unmetered$/);
    expect(api.timing).toContain("total;dur=");
    const page = await fetchWith(production, "/listings?q=maize", { headers: { cookie: `gona_session=${admin.token}` } });
    expect(work(page.timing)).toMatch(/queries in/);
  });

  it("a cached public page still says whether it came from the cache, and nothing more", async () => {
    const path = `/listings?q=timing${crypto.randomUUID().slice(0, 8)}`;
    expect((await fetchWith(productionCached, path)).timing).toBe("cache;desc=miss");
    expect((await fetchWith(productionCached, path)).timing).toBe("cache;desc=hit");
  });

  it("in development (and these tests) everyone gets the figures, for the benchmarks and round-trip budgets", async () => {
    const development = { ...env, APP_ENV: "development" } as Env;
    expect(work((await fetchWith(development, "/api/listings?q=maize")).timing)).toMatch(/queries in/);
  });
});

describe("search reads no listing the caller may not see", () => {
  /** A listing carrying `words` in its description, put in `state` straight in D1 (as review, freeze or delete would). */
  async function hiddenListing(words: string, state: "pending" | "rejected" | "frozen" | "deleted" | "sold" | "suspended" | "expired") {
    const farmer = await registerUser("farmer");
    const created = await createListing(farmer.token, { title: "Yellow maize", description: `Bags of maize, ${words}` });
    const id = created.json.id as number;
    const update = {
      pending: "status = 'pending'",
      rejected: "status = 'rejected'",
      frozen: "status = 'approved', is_frozen = 1",
      deleted: "status = 'approved', deleted_at = '2026-01-01T00:00:00.000Z'",
      sold: "status = 'sold'",
      suspended: "status = 'approved', seller_suspended = 1",
      expired: "status = 'approved', category = 'chemicals', expiry_date = '2020-01-01'",
    }[state];
    await env.DB.prepare(`UPDATE listings SET ${update} WHERE id = ?`).bind(id).run();
    return id;
  }

  it("the figures of a search for a hidden listing's words are those of a search that matches nothing", async () => {
    const secret = `hushcode${crypto.randomUUID().slice(0, 6)}`;
    const search = (q: string) => call("GET", `/api/listings?q=${q}&sort=newest`);
    const before = [await search(secret.slice(0, 10)), await search(secret)];
    for (const state of ["pending", "rejected", "frozen", "deleted", "sold", "suspended", "expired"] as const) {
      await hiddenListing(`the code is ${secret}`, state);
    }
    // Ranked and newest-first, full words and prefixes: nothing found, and no more rows read than before they existed.
    for (const [index, q] of [secret.slice(0, 10), secret].entries()) {
      for (const sort of ["newest", "relevance", "price_asc"]) {
        const after = await call("GET", `/api/listings?q=${q}&sort=${sort}`);
        expect(after.json).toEqual([]);
        expect(after.headers.get("x-total-count")).toBe("0");
        if (sort === "newest")
          expect(rowsRead(after.headers.get("server-timing"))).toBe(rowsRead(before[index]?.headers.get("server-timing") ?? null));
      }
    }
  });

  it("a listing's words are found exactly while it is public: approved, frozen, unfrozen, edited, approved again, deleted", async () => {
    const farmer = await registerUser("farmer");
    const [first, second] = [`firstword${crypto.randomUUID().slice(0, 6)}`, `secondword${crypto.randomUUID().slice(0, 6)}`];
    const created = await createListing(farmer.token, { title: `Maize ${first}` });
    const id = created.json.id as number;
    const found = async (word: string) => ((await call("GET", `/api/listings?q=${word}`)).json as { id: number }[]).map((row) => row.id);
    expect(await found(first)).toEqual([]);
    await setListingState(id, "approved");
    expect(await found(first)).toEqual([id]);
    await setListingState(id, "approved", true);
    expect(await found(first)).toEqual([]);
    await setListingState(id, "approved");
    expect(await found(first)).toEqual([id]);
    // An owner's edit sends it back to review: its new words wait for the approval, its old ones are gone.
    const edited = await call("PUT", `/api/listings/user/listings/${id}`, { token: farmer.token, body: { title: `Maize ${second}` } });
    expect(edited.status).toBe(200);
    expect([await found(first), await found(second)]).toEqual([[], []]);
    await setListingState(id, "approved");
    expect([await found(first), await found(second)]).toEqual([[], [id]]);
    expect((await call("DELETE", `/api/listings/user/listings/${id}`, { token: farmer.token })).status).toBe(200);
    expect(await found(second)).toEqual([]);
  });
});

describe("sign-in and recovery do the same work for known and unknown accounts", () => {
  async function account() {
    const phone = uniquePhone();
    const registered = await registerUser("buyer", { phone });
    return { email: registered.email, phone };
  }
  /**
   * The statements and round trips of an answer. Rows read are left out: they differ by the account's own row (and
   * the rows a stored code touches), a figure only admins see outside development, and no time a caller can measure.
   */
  const post = async (path: string, body: unknown) => {
    const answer = await call("POST", path, { body, headers: { "cf-connecting-ip": unique().address } });
    return { status: answer.status, text: answer.text, work: work(answer.headers.get("server-timing"))?.replace(/, \d+ rows read/, "") };
  };

  it("a wrong password for an account and any password for no account: the same answer from the same queries", async () => {
    const known = await account();
    for (const [mine, nobody] of [
      [{ email: known.email }, { email: unique().email }],
      [{ phone: known.phone }, { phone: uniquePhone() }],
    ]) {
      const [a, b] = [
        await post("/api/auth/login", { ...mine, password: "wrong-pass-9" }),
        await post("/api/auth/login", { ...nobody, password: "wrong-pass-9" }),
      ];
      expect([a.status, a.text]).toEqual([b.status, b.text]);
      expect(a.work).not.toBeNull();
      expect(a.work).toBe(b.work);
    }
  });

  it("asking for a sign-in code or a reset: the same answer from the same queries", async () => {
    const known = await account();
    const cases: [string, unknown, unknown][] = [
      ["/api/auth/otp/request", { phone: known.phone }, { phone: uniquePhone() }],
      ["/api/auth/password/forgot", { phone: known.phone }, { phone: uniquePhone() }],
      ["/api/auth/password/forgot", { email: known.email }, { email: unique().email }],
    ];
    for (const [path, mine, nobody] of cases) {
      const [a, b] = [await post(path, mine), await post(path, nobody)];
      expect([a.status, a.text], path).toEqual([b.status, b.text]);
      expect(a.work, path).toBe(b.work);
    }
  });
});
