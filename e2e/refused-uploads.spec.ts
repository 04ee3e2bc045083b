// Issue 32, finding 12 (ADR 073): an upload refused before the Worker read its body (a buyer's listing, 403; a
// document over its cap, 413; a page form from a foreign Origin, 403) reaches the client as that answer, and the next
// request on the same keep-alive connection is answered too. Before the door drained such bodies, `wrangler dev` closed
// the connection mid-upload: the client got ECONNRESET/EPIPE (or a 500 "Network connection lost") for most 5 MB ones.
// node:http with a keep-alive agent of one socket, because a browser or Playwright's request context hides which
// connection a request went out on.
import http from "node:http";
import { DEMO_PASSWORD, expect, test } from "./fixtures";

interface Answer {
  status: number;
  body: string;
  /** True when the request went out on the connection an earlier one used. */
  reused: boolean;
}

function send(agent: http.Agent, base: string, method: string, path: string, headers: http.OutgoingHttpHeaders, body?: Buffer | string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(new URL(path, base), { method, headers, agent }, (response) => {
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString("utf8"), reused: request.reusedSocket }),
      );
    });
    request.on("error", (error: NodeJS.ErrnoException) => reject(new Error(`${method} ${path}: ${error.code ?? error.message}`)));
    request.end(body);
  });
}

/** A multipart body of about `size` bytes: one "photo" field of filler. */
function multipart(size: number) {
  const boundary = "----gona-refused-upload";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="title"\r\n\r\nMaize\r\n`),
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="images"; filename="maize.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`),
    Buffer.alloc(size, 0x61),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": body.length } };
}

const MB = 1024 * 1024;

test.describe("a refused upload, then the next request on the same connection", () => {
  let agent: http.Agent;
  let base: string;
  let buyerToken: string;

  test.beforeEach(async ({ baseURL }) => {
    base = baseURL ?? "";
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const signIn = await send(
      agent,
      base,
      "POST",
      "/api/auth/login",
      { "content-type": "application/json" },
      JSON.stringify({ email: "buyer@gona.test", password: DEMO_PASSWORD }),
    );
    expect(signIn.status).toBe(200);
    buyerToken = JSON.parse(signIn.body).token;
  });
  test.afterEach(() => agent.destroy());

  /** The next request after a refusal: on the same connection, and answered. */
  async function nextIsAnswered() {
    const health = await send(agent, base, "GET", "/api/health", {});
    expect(health.status).toBe(200);
    expect(health.reused).toBe(true);
    const signIn = await send(
      agent,
      base,
      "POST",
      "/api/auth/login",
      { "content-type": "application/json" },
      JSON.stringify({ email: "nobody@gona.test", password: "wrong-password" }),
    );
    expect(signIn.status).toBe(401);
    expect(signIn.reused).toBe(true);
  }

  test("a buyer's listing with photos gets 403, and the connection answers the next requests", async () => {
    for (const size of [300 * 1024, 5 * MB, 5 * MB]) {
      const upload = multipart(size);
      const refused = await send(
        agent,
        base,
        "POST",
        "/api/listings/user/listing",
        { ...upload.headers, authorization: `Bearer ${buyerToken}` },
        upload.body,
      );
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body).code).toBe("forbidden");
      await nextIsAnswered();
    }
  });

  test("a verification document over its cap gets 413 body_too_large, and the connection answers the next requests", async () => {
    const upload = multipart(6 * MB);
    for (let round = 0; round < 3; round++) {
      const refused = await send(
        agent,
        base,
        "POST",
        "/api/users/verify",
        { ...upload.headers, authorization: `Bearer ${buyerToken}` },
        upload.body,
      );
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body).code).toBe("body_too_large");
      await nextIsAnswered();
    }
  });

  test("a page form posted from another site gets its 403 page, and the connection answers the next requests", async () => {
    const upload = multipart(5 * MB);
    for (let round = 0; round < 3; round++) {
      const refused = await send(
        agent,
        base,
        "POST",
        "/create-listing",
        { ...upload.headers, origin: "https://evil.example" },
        upload.body,
      );
      expect(refused.status).toBe(403);
      expect(refused.body).toContain("<h1>");
      await nextIsAnswered();
    }
  });
});
