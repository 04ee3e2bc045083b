// Body caps hold while the body streams in: a chunked upload (no Content-Length) is refused once it passes the
// cap, on the API (413 JSON) and on page forms (413 page), and nothing past the cap is parsed or stored. The Worker's
// door then reads and drops the rest so the answer reaches the client (ADR 073), but never more than MAX_DRAIN_BYTES:
// an endless upload is not read to its end.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_DOCUMENT_BODY_BYTES, MAX_LISTING_BODY_BYTES } from "../worker/domain";
import { MAX_DRAIN_BYTES } from "../worker/http/body-drain";
import { MAX_PAGE_FORM_BYTES } from "../worker/http/body-limit";
import { MAX_JSON_BYTES } from "../worker/http/validate";
import { fastUser } from "./fast-users";
import { call } from "./http";

const CHUNK = 64 * 1024;

/** A chunked body of `total` bytes that records how much of it the Worker pulled. */
function countedBody(total: number) {
  const state = { pulled: 0 };
  const chunk = new Uint8Array(CHUNK).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      controller.enqueue(chunk);
      state.pulled += CHUNK;
    },
  });
  return { stream, state };
}

async function count(sql: string): Promise<number> {
  return (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0;
}

describe("streamed body caps", () => {
  it.each([
    ["POST", "/api/listings/user/listing", "multipart/form-data; boundary=x", MAX_LISTING_BODY_BYTES],
    ["POST", "/api/users/verify", "multipart/form-data; boundary=x", MAX_DOCUMENT_BODY_BYTES],
    ["POST", "/api/auth/login", "application/json", MAX_JSON_BYTES],
    ["PUT", "/api/users/profile", "application/json", MAX_JSON_BYTES],
    ["POST", "/api/auth/phone/confirm", "application/json", MAX_JSON_BYTES],
  ])("%s %s: a chunked body past the cap is a 413 JSON, read no further than the drain ceiling", async (method, path, type, cap) => {
    const farmer = await fastUser("farmer");
    const listingsBefore = await count("SELECT count(*) AS n FROM listings");
    // Past the route's cap and past the door's ceiling both.
    const { stream, state } = countedBody(Math.max(cap, MAX_DRAIN_BYTES) + 4 * 1024 * 1024);
    const answer = await call(method, path, { token: farmer.token, rawBody: stream, headers: { "content-type": type } });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ error: "Request body is too large", code: "body_too_large" });
    // The stream may be a few chunks ahead of the reader, never the whole upload.
    expect(state.pulled).toBeLessThan(MAX_DRAIN_BYTES + 8 * CHUNK);
    expect(await count("SELECT count(*) AS n FROM listings")).toBe(listingsBefore);
  });

  it("a declared Content-Length past the cap is refused before anything is read", async () => {
    const answer = await call("POST", "/api/auth/login", {
      rawBody: "{}",
      headers: { "content-type": "application/json", "content-length": String(MAX_JSON_BYTES + 1) },
    });
    expect(answer.status).toBe(413);
  });

  it("a small chunked JSON body still works", async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ email: "nobody@example.ng", password: "wrong-password" }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    const answer = await call("POST", "/api/auth/login", { rawBody: stream, headers: { "content-type": "application/json" } });
    expect(answer.status).toBe(401);
  });

  it.each([
    ["/create-listing", MAX_LISTING_BODY_BYTES],
    ["/profile/verification", MAX_DOCUMENT_BODY_BYTES],
    ["/contact", MAX_PAGE_FORM_BYTES],
  ])("page form %s: a chunked body past the cap is a 413 page", async (path, cap) => {
    const farmer = await fastUser("farmer");
    const { stream, state } = countedBody(Math.max(cap, MAX_DRAIN_BYTES) + 4 * 1024 * 1024);
    const answer = await call("POST", path, {
      rawBody: stream,
      headers: { "content-type": "multipart/form-data; boundary=x", cookie: `gona_session=${farmer.token}` },
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.get("content-type")).toContain("text/html");
    expect(state.pulled).toBeLessThan(MAX_DRAIN_BYTES + 8 * CHUNK);
  });
});
