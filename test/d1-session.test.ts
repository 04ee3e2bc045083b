// D1 read replication (worker/http/d1-session.ts, ADR 037): which copy each request may read, and read-your-writes
// across requests through the bookmark. Locally D1 has one copy, so these check what the Worker asks D1 for (through
// a recording wrapper around the real binding) and that the caller's own write is there on the next read.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BOOKMARK_HEADER, sessionConstraint } from "../worker/http/d1-session";
import worker from "../worker/index";
import { ORIGIN, registerUser } from "./http";
import { createListing, listingForm } from "./marketplace";

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** The real D1 binding, recording the constraint of every session the Worker opens. */
function recordingDatabase(asked: string[]): D1Database {
  return new Proxy(env.DB, {
    get(target, property) {
      if (property === "withSession") {
        return (constraint: string) => {
          asked.push(constraint);
          return target.withSession(constraint);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

async function fetchWorker(asked: string[], path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, init) as Request<unknown, IncomingRequestCfProperties>;
  const response = await worker.fetch(request, { ...env, DB: recordingDatabase(asked) }, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, text };
}

describe("which copy of D1 a request reads first", () => {
  const constraint = (headers: Record<string, string>) => sessionConstraint(new Request(`${ORIGIN}/listings`, { headers }));
  const bookmark = "0000002a-0000001b-00000000-0123456789abcdef0123456789abcdef";

  it("any replica for an anonymous visitor, the primary for a signed-in one, the caller's bookmark when sent", () => {
    expect(constraint({})).toBe("first-unconstrained");
    expect(constraint({ authorization: "Bearer x" })).toBe("first-primary");
    expect(constraint({ cookie: "gona_session=x" })).toBe("first-primary");
    expect(constraint({ cookie: `gona_session=x; gona_d1=${bookmark}` })).toBe(bookmark);
    expect(constraint({ authorization: "Bearer x", [BOOKMARK_HEADER]: bookmark })).toBe(bookmark);
  });

  it("ignores a bookmark that is not D1's, rather than handing it to D1", () => {
    for (const bad of ["garbage", `${bookmark}x`, "../../etc", ""])
      expect(constraint({ cookie: `gona_session=x; gona_d1=${bad}` }), bad).toBe("first-primary");
    expect(constraint({ [BOOKMARK_HEADER]: "not-a-bookmark" })).toBe("first-unconstrained");
  });
});

describe("read-your-writes across requests", () => {
  it("an API client: create a listing, then My Listings with the answer's bookmark shows it", async () => {
    const farmer = await registerUser("farmer");
    const asked: string[] = [];
    const title = `Bookmark maize ${crypto.randomUUID().slice(0, 8)}`;
    const created = await fetchWorker(asked, "/api/listings/user/listing", {
      method: "POST",
      headers: { authorization: `Bearer ${farmer.token}` },
      body: listingForm({ title, category: "crops", price: "1200", priceUnit: "bag" }),
    });
    expect(created.status).toBe(201);
    expect(asked).toEqual(["first-primary"]);
    const bookmark = created.headers.get(BOOKMARK_HEADER) ?? "";
    expect(bookmark).toMatch(BOOKMARK);
    // An API client keeps no cookie: the bookmark travels as a header, and no cookie is set for it.
    expect(created.headers.get("set-cookie")).toBeNull();

    const mine = await fetchWorker(asked, "/api/listings/user/my-listings", {
      headers: { authorization: `Bearer ${farmer.token}`, [BOOKMARK_HEADER]: bookmark },
    });
    expect(mine.status).toBe(200);
    expect(asked.at(-1)).toBe(bookmark);
    expect(mine.text).toContain(title);
    expect((mine.headers.get(BOOKMARK_HEADER) ?? "") >= bookmark).toBe(true);
  });

  it("a browser: the page answer sets the bookmark cookie, and the next page reads from it", async () => {
    const farmer = await registerUser("farmer");
    const title = `Cookie maize ${crypto.randomUUID().slice(0, 8)}`;
    expect((await createListing(farmer.token, { title })).status).toBe(201);
    const asked: string[] = [];
    const first = await fetchWorker(asked, "/view-listings", { headers: { cookie: `gona_session=${farmer.token}` } });
    expect(first.status).toBe(200);
    expect(asked).toEqual(["first-primary"]);
    const cookie = /gona_d1=([^;]+); Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax/.exec(first.headers.get("set-cookie") ?? "");
    expect(cookie?.[1]).toMatch(BOOKMARK);

    const next = await fetchWorker(asked, "/view-listings", {
      headers: { cookie: `gona_session=${farmer.token}; gona_d1=${cookie?.[1]}` },
    });
    expect(next.status).toBe(200);
    expect(asked.at(-1)).toBe(cookie?.[1]);
    expect(next.text).toContain(title);
  });

  it("an anonymous visitor reads any replica and gets no bookmark; a forged bookmark cookie is ignored, never a 500", async () => {
    const asked: string[] = [];
    const anonymous = await fetchWorker(asked, "/listings");
    expect(anonymous.status).toBe(200);
    expect(asked).toEqual(["first-unconstrained"]);
    expect(anonymous.headers.get(BOOKMARK_HEADER)).toBeNull();
    expect(anonymous.headers.get("set-cookie")).toBeNull();

    const farmer = await registerUser("farmer");
    const forged = await fetchWorker(asked, "/view-listings", {
      headers: { cookie: `gona_session=${farmer.token}; gona_d1=%00%FF<script>` },
    });
    expect(forged.status).toBe(200);
    expect(asked.at(-1)).toBe("first-primary");
  });
});
