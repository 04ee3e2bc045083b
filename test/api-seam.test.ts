import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../worker/index";
import { ORIGIN } from "./http";

/** A D1 binding whose every statement fails, as the database would during an outage. */
function failingDatabase(): D1Database {
  const fail = () => {
    throw new Error("D1 is unavailable");
  };
  const statement = { bind: () => statement, first: fail, all: fail, run: fail, raw: fail };
  return {
    prepare: () => statement,
    batch: fail,
    exec: fail,
    dump: fail,
    withSession: () => ({ prepare: () => statement, batch: fail, getBookmark: () => null }),
  } as unknown as D1Database;
}

async function page(path: string) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`) as Request<unknown, IncomingRequestCfProperties>;
  const response = await worker.fetch(request, { ...env, DB: failingDatabase() }, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, text: await response.text() };
}

// The seam between pages and the API: a page never reads a failed call as data.
describe("a page whose API call fails on the server", () => {
  it("shows the error page on /listings, not an empty market", async () => {
    const result = await page("/listings");
    expect(result.status).toBe(500);
    expect(result.text).toContain("Something went wrong");
    expect(result.text).not.toContain("No listings found");
  });

  it("shows the error page on /lms, not an empty catalog", async () => {
    const result = await page("/lms");
    expect(result.status).toBe(500);
    expect(result.text).toContain("Something went wrong");
  });
});
