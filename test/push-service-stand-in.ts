// Runs in Node before the workerd tests (vitest `globalSetup`): a local HTTP server that stands in for a browser's
// push service (RFC 8030). A test registers a subscriber (PUT /__push/<id> with the subscriber's private key and
// auth secret, the VAPID public key and subject, and the answers to give), points a subscription's endpoint at
// /<id>/..., and reads back what the service saw (GET /__push/<id>): the headers, the VAPID token checked as a
// push service checks it (ES256 signature, aud, exp at most 24 h ahead, sub), and the body decrypted with the
// RFC 8188 reference implementation (http_ece).
import { createECDH } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
// @ts-expect-error http_ece ships no types
import ece from "http_ece";
import { importJWK, jwtVerify } from "jose";
import type { TestProject } from "vitest/node";

export interface PushScenario {
  /** The subscriber's P-256 private scalar d and 16-byte auth secret, base64url. */
  subscriber: { privateKey: string; authSecret: string };
  vapid: { publicKey: string; subject: string };
  /** The clock the push service checks the token's expiry against (ISO-8601). */
  now: string;
  /** The statuses to answer, in order (then 201); "hang" never answers. */
  answers: (number | "hang")[];
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string>;
  /** The verified token's claims, or why it was refused. */
  vapid: { claims?: Record<string, unknown>; key?: string; error?: string };
  /** The decrypted body, or why it could not be decrypted. */
  plaintext?: string;
  decryptError?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The push service stand-in's origin, e.g. http://127.0.0.1:41235 */
    pushServiceStandIn: string;
  }
}

const MAX_TOKEN_SECONDS = 24 * 60 * 60;

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });

async function checkVapid(header: string, scenario: PushScenario, origin: string): Promise<ReceivedPush["vapid"]> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match?.[1] || !match[2]) return { error: `malformed Authorization: ${header}` };
  const point = Buffer.from(match[2], "base64url");
  if (match[2] !== scenario.vapid.publicKey) return { error: "k is not the application server's key" };
  const key = await importJWK(
    { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") },
    "ES256",
  );
  try {
    const now = new Date(scenario.now);
    const { payload, protectedHeader } = await jwtVerify(match[1], key, { algorithms: ["ES256"], audience: origin, currentDate: now });
    if (protectedHeader.typ !== "JWT") return { error: "typ is not JWT" };
    if (typeof payload.exp !== "number" || payload.exp > now.getTime() / 1000 + MAX_TOKEN_SECONDS)
      return { error: "exp more than 24 h ahead" };
    if (payload.sub !== scenario.vapid.subject) return { error: `sub is ${String(payload.sub)}` };
    return { claims: payload, key: match[2] };
  } catch (error) {
    return { error: String(error) };
  }
}

function decrypt(body: Buffer, scenario: PushScenario): Pick<ReceivedPush, "plaintext" | "decryptError"> {
  try {
    const receiver = createECDH("prime256v1");
    receiver.setPrivateKey(Buffer.from(scenario.subscriber.privateKey, "base64url"));
    const plain: Buffer = ece.decrypt(body, { version: "aes128gcm", privateKey: receiver, authSecret: scenario.subscriber.authSecret });
    return { plaintext: plain.toString("utf8") };
  } catch (error) {
    return { decryptError: String(error) };
  }
}

export default async function setup(project: TestProject) {
  const scenarios = new Map<string, PushScenario>();
  const received = new Map<string, ReceivedPush[]>();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const body = await readBody(request);
    const control = url.pathname.match(/^\/__push\/([\w-]+)$/);
    if (control?.[1]) {
      if (request.method === "PUT") {
        scenarios.set(control[1], JSON.parse(body.toString("utf8")) as PushScenario);
        received.set(control[1], []);
        response.writeHead(204).end();
      } else {
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(received.get(control[1]) ?? []));
      }
      return;
    }
    const id = url.pathname.split("/")[1] ?? "";
    const scenario = scenarios.get(id);
    if (!scenario || request.method !== "POST") {
      response.writeHead(404).end();
      return;
    }
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const origin = `http://${request.headers.host}`;
    const push: ReceivedPush = { path: url.pathname, headers, vapid: await checkVapid(headers.authorization ?? "", scenario, origin) };
    Object.assign(push, decrypt(body, scenario));
    received.get(id)?.push(push);
    const answer = scenario.answers.shift() ?? 201;
    if (answer === "hang") return; // closed at teardown
    // A real push service refuses a bad token (403) before it looks at the body.
    response.writeHead(push.vapid.error ? 403 : answer).end();
  });
  const origin = await new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
  project.provide("pushServiceStandIn", origin);
  return async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
}
