// Public listing photos honour conditional requests the way RFC 9110 says, and malformed ones never 500.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../../test/http";

const key = `listings/${crypto.randomUUID()}.png`;
const path = `/api/media/${key}`;
let etag = "";

beforeAll(async () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
  const stored = await env.BUCKET.put(key, png, { httpMetadata: { contentType: "image/png" } });
  etag = stored?.httpEtag ?? "";
});

describe("GET /api/media conditionals", () => {
  it("serves the photo with its ETag", async () => {
    const answer = await call("GET", path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("etag")).toBe(etag);
  });

  it.each([
    ["If-None-Match", "garbage", 200],
    ["If-None-Match", '"unterminated', 200],
    ["If-Match", "garbage", 200],
    ["If-Match", 'W/"x" junk', 200],
    ["If-Match", '"nope"', 412],
    ["If-Match", '"nope", "other"', 412],
    ["If-Match", "*", 200],
    ["If-None-Match", '"nope"', 200],
    ["If-None-Match", "*", 304],
  ])("%s: %s answers %i", async (name, value, status) => {
    const answer = await call("GET", path, { headers: { [name]: value } });
    expect(answer.status).toBe(status);
    if (status === 412) expect(answer.json).toEqual({ error: "The photo does not match the given ETag", code: "photo_etag_mismatch" });
  });

  it("If-Match with the stored tag passes, its weak form does not (strong comparison)", async () => {
    expect((await call("GET", path, { headers: { "If-Match": etag } })).status).toBe(200);
    expect((await call("GET", path, { headers: { "If-Match": `W/${etag}` } })).status).toBe(412);
  });

  it("If-None-Match matches weakly, anywhere in a list: 304 with no body", async () => {
    for (const value of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const answer = await call("GET", path, { headers: { "If-None-Match": value } });
      expect(answer.status, value).toBe(304);
      expect(answer.text).toBe("");
      expect(answer.headers.get("etag")).toBe(etag);
    }
  });
});
