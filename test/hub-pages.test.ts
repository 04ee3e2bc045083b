import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../worker/index";
import { call, ORIGIN, registerUser } from "./http";

const form = (fields: Record<string, string>, cookie: string) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
});

async function signedIn() {
  const farmer = await registerUser("farmer");
  return `gona_session=${farmer.token}`;
}

// The hub is a layout with one nested route per tab; what a browser without JavaScript receives.
describe("Farmers Hub routes", () => {
  it("sends /farmers-hub and the older ?tab= links to their tab's own URL, keeping the rest of the query", async () => {
    const cases: [string, string][] = [
      ["/farmers-hub", "/farmers-hub/groups"],
      ["/farmers-hub?tab=groups&group=7", "/farmers-hub/groups?group=7"],
      ["/farmers-hub?tab=posts&ask=1&title=Yam%20rot", "/farmers-hub/posts?ask=1&title=Yam+rot"],
      ["/farmers-hub?tab=ai", "/farmers-hub/ai"],
      ["/farmers-hub?tab=nonsense&create=1", "/farmers-hub/groups?create=1"],
    ];
    for (const [from, to] of cases) {
      const result = await call("GET", from);
      expect(result.status, from).toBe(302);
      expect(result.headers.get("location"), from).toBe(to);
    }
  });

  it("guards every tab's loader and action: a signed-out visitor goes to /login and back", async () => {
    for (const tab of ["groups", "posts", "ai"]) {
      for (const method of ["GET", "POST"]) {
        const result = await call(method, `/farmers-hub/${tab}`, method === "POST" ? form({ question: "Hi" }, "") : {});
        expect(result.status, `${method} ${tab}`).toBe(302);
        expect(result.headers.get("location"), `${method} ${tab}`).toBe(`/login?redirectTo=%2Ffarmers-hub%2F${tab}`);
      }
    }
  });

  it("renders each tab in the hub's frame, with the open modal as a URL state", async () => {
    const cookie = await signedIn();
    const expected: Record<string, string> = {
      "/farmers-hub/groups?create=1": 'aria-labelledby="create-group-title"',
      "/farmers-hub/posts?ask=1&title=Yam%20rot": 'value="Yam rot"',
      "/farmers-hub/ai": 'id="ai-question"',
    };
    for (const [path, text] of Object.entries(expected)) {
      const page = await call("GET", path, { headers: { cookie } });
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain("<title>Farmers Hub | Gona</title>");
      expect(page.text, path).toContain('aria-label="Farmers Hub sections"');
      expect(page.text, path).toContain(text);
    }
  });

  it("posts each tab's plain form to that tab's own action", async () => {
    const cookie = await signedIn();
    const refused = await call("POST", "/farmers-hub/groups", form({ intent: "create-group", name: "   " }, cookie));
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('aria-labelledby="create-group-title"');
    expect(refused.text).toContain("Group name is required");
    expect(refused.text).toContain('aria-invalid="true"');

    const unknown = await call("POST", "/farmers-hub/groups", form({ intent: "dance" }, cookie));
    expect(unknown.status).toBe(400);

    const posted = await call("POST", "/farmers-hub/posts", form({ title: "Yam rot in store", content: "Soft brown patches." }, cookie));
    expect(posted.status).toBe(302);
    const location = posted.headers.get("location") ?? "";
    // The new post, with the notice that says it was published (ADR 062).
    expect(location).toMatch(/^\/farmers-hub\/posts\/[0-9]+\?notice=post-published/);
    const post = await call("GET", location, { headers: { cookie } });
    expect(post.status).toBe(200);
    expect(post.text).toContain("Yam rot in store");
  });
});

/** The real D1, except that every statement on the hub's tables fails, as during a partial outage. */
function databaseFailingOnHubTables(): D1Database {
  const fail = () => {
    throw new Error("D1 is unavailable");
  };
  const failing = { bind: () => failing, first: fail, all: fail, run: fail, raw: fail };
  // The Worker reads through one session per request (worker/http/d1-session.ts): the session fails the same way.
  const failingOnHubTables = <T extends object>(db: T & { prepare: (sql: string) => D1PreparedStatement }): T =>
    new Proxy(db, {
      get(target, property) {
        if (property === "prepare") return (sql: string) => (/chat_groups|hub_posts/.test(sql) ? failing : target.prepare(sql));
        if (property === "withSession") return (constraint: string) => failingOnHubTables(env.DB.withSession(constraint));
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return failingOnHubTables(env.DB);
}

describe("a hub tab whose API call fails", () => {
  it("shows the tab's error inside the hub's frame, not an empty list", async () => {
    const cookie = await signedIn();
    for (const tab of ["groups", "posts"]) {
      const ctx = createExecutionContext();
      const request = new Request(`${ORIGIN}/farmers-hub/${tab}`, { headers: { cookie } }) as Request<unknown, IncomingRequestCfProperties>;
      const response = await worker.fetch(request, { ...env, DB: databaseFailingOnHubTables() }, ctx);
      await waitOnExecutionContext(ctx);
      const text = await response.text();
      expect(response.status, tab).toBe(500);
      expect(text, tab).toContain('aria-label="Farmers Hub sections"');
      expect(text, tab).toContain("This section failed to load");
      expect(text, tab).not.toContain("No groups yet");
      expect(text, tab).not.toContain("No posts yet");
    }
  });
});
