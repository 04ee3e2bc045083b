// Runs in Node before the workerd tests (vitest `globalSetup`): one local HTTP server stands in for every SMS and
// e-mail provider. A test scripts a scenario's answers (PUT /__scenario/<id>), points an adapter at /<id>, then
// reads back the exact requests the adapter made (GET /__scenario/<id>). A second, closed port is a provider that is down.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";

/** One scripted answer: a status and JSON body, or `hang` (never answer: the adapter's timeout must fire). */
export interface ScriptedAnswer {
  status?: number;
  body?: unknown;
  hang?: boolean;
}
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The stand-in's base URL, e.g. http://127.0.0.1:41234 */
    providerStandIn: string;
    /** A base URL where nothing listens (connection refused). */
    providerDown: string;
  }
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

export default async function setup(project: TestProject) {
  const answers = new Map<string, ScriptedAnswer[]>();
  const recorded = new Map<string, RecordedRequest[]>();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const body = await readBody(request);
    const control = url.pathname.match(/^\/__scenario\/([\w-]+)$/);
    if (control?.[1]) {
      const id = control[1];
      if (request.method === "PUT") {
        answers.set(id, JSON.parse(body) as ScriptedAnswer[]);
        recorded.set(id, []);
        response.writeHead(204).end();
      } else {
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(recorded.get(id) ?? []));
      }
      return;
    }
    const [, id = "", ...rest] = url.pathname.split("/");
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    recorded.get(id)?.push({ method: request.method ?? "", path: `/${rest.join("/")}${url.search}`, headers, body });
    const answer = answers.get(id)?.shift() ?? { status: 599, body: { error: "the test scripted no answer for this request" } };
    if (answer.hang) return; // closed at teardown
    response.writeHead(answer.status ?? 200, { "content-type": "application/json" }).end(JSON.stringify(answer.body ?? {}));
  });
  const url = await listen(server);

  // A port that was just free and is closed again: connecting to it is refused.
  const closed = createServer();
  const down = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));

  project.provide("providerStandIn", url);
  project.provide("providerDown", down);
  return async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
}
