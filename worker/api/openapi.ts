// The API described for other clients (the gateway partners, a future app): an OpenAPI 3.1 document and the Markdown
// reference in docs/api.md, both built from the route book. Pure: no bindings, so plain Node can build them too.
import { z } from "zod";
import { API_ERRORS } from "../http/error-codes";
import type { RouteAccess, RouteDescriptor, RouteTag } from "./route-descriptor";

/** `/api/listings/:id` → `/api/listings/{id}`; a parameter's regex is dropped, its literal prefix kept. */
export function openApiPath(path: string): string {
  return path
    .replace(/:listingRef\{listing[^/]*\}/, "listing{id}")
    .replace(/:(\w+)\{[^/]*\}/g, "{$1}")
    .replace(/:(\w+)/g, "{$1}");
}

/** The names of a path's parameters, in order. */
export function pathParameters(path: string): string[] {
  return [...openApiPath(path).matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

const NUMERIC = /^(id|imageId)$/;

export function accessText(access: RouteAccess): string {
  if (typeof access === "object") return `signed in as ${access.roles.join(", ")}`;
  return {
    public: "anyone",
    "signed-in": "signed in",
    admin: "admins",
    gateway: "the SMS/USSD gateway (its key in the query)",
    provider: "the payment provider (signed body)",
    development: "development only (404 elsewhere)",
  }[access];
}

function security(access: RouteAccess): Record<string, string[]>[] {
  if (access === "public" || access === "development") return [];
  if (access === "gateway") return [{ gatewayKey: [] }];
  if (access === "provider") return [{ paystackSignature: [] }];
  return [{ bearer: [] }, { session: [] }];
}

const TAGS: Record<RouteTag, string> = {
  system: "Health and this description",
  auth: "Accounts: sign-up, sign-in, codes and passwords",
  account: "The signed-in user's profile, contact, verification and USSD PIN",
  listings: "Gona Market listings and sellers",
  media: "Stored photos",
  orders: "Purchase requests (orders) and ratings",
  payments: "Payout accounts and paying through the provider",
  prices: "The fair-price guide and price alerts",
  hub: "Farmers Hub: groups, Q&A and Ask AI",
  learning: "The learning area",
  notifications: "Notifications and Web Push",
  safety: "Reports",
  site: "The public site's forms",
  phones: "Feature phones: USSD and SMS callbacks",
  admin: "The admin panel",
  development: "Development stand-ins",
};

/** A body schema as JSON Schema (draft 2020-12, OpenAPI 3.1's dialect): what a client may send, before any transform. */
export function bodyJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  return json;
}

/** The OpenAPI request body of a route: its schema from the book, or only its media type when read by hand. */
function requestBody(route: RouteDescriptor) {
  if (!route.body && !route.bodyMedia) return undefined;
  const media = route.bodyMedia ?? "application/json";
  if (!route.body)
    return { required: true, description: "Read by the handler itself: see the description.", content: { [media]: { schema: {} } } };
  // An empty body reads as `{}`: a schema that takes `{}` makes the body optional.
  return { required: !route.body.safeParse({}).success, content: { [media]: { schema: bodyJsonSchema(route.body) } } };
}

/** The body's fields for docs/api.md: `name` when required, `name?` when not. */
function bodyFields(route: RouteDescriptor): string | null {
  if (!route.body) return null;
  const json = bodyJsonSchema(route.body);
  const options = Array.isArray(json.anyOf) ? (json.anyOf as Record<string, unknown>[]) : [json];
  const names = new Map<string, boolean>();
  for (const option of options) {
    const required = new Set((option.required as string[] | undefined) ?? []);
    for (const name of Object.keys((option.properties as Record<string, unknown> | undefined) ?? {}))
      names.set(name, (names.get(name) ?? true) && required.has(name) && options.length === 1);
  }
  if (names.size === 0) return "Body: `{}` (no fields).";
  const media = route.bodyMedia === "multipart/form-data" ? "multipart form fields" : "JSON";
  return `Body (${media}): ${[...names].map(([name, required]) => `\`${name}${required ? "" : "?"}\``).join(", ")}.`;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, string[]>[];
  "x-gona-access": RouteAccess;
  parameters: { name: string; in: "path"; required: true; schema: Record<string, unknown> }[];
  requestBody?: { required: boolean; description?: string; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
}

const ERROR_STATUSES = ["400", "401", "403", "404", "409", "413", "415", "422", "429"] as const;

/** The OpenAPI 3.1 document of every route in the book. */
export function buildOpenApi(book: readonly RouteDescriptor[], version: string) {
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  for (const route of book) {
    const path = openApiPath(route.path);
    const operations = paths[path] ?? {};
    paths[path] = operations;
    operations[route.method.toLowerCase()] = {
      operationId: `${route.method.toLowerCase()}${path.replace(/^\/api/, "").replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
      summary: route.summary,
      description: `${route.description}\n\nWho may call it: ${accessText(route.access)}.`,
      tags: [route.tag],
      security: security(route.access),
      "x-gona-access": route.access,
      parameters: pathParameters(route.path).map((name) => ({
        name,
        in: "path" as const,
        required: true as const,
        schema: NUMERIC.test(name) ? { type: "integer", minimum: 1 } : { type: "string" },
      })),
      ...(requestBody(route) ? { requestBody: requestBody(route) } : {}),
      responses: {
        "2XX": { description: "Done: the answer the description gives (JSON, except where it says otherwise)." },
        ...Object.fromEntries(ERROR_STATUSES.map((status) => [status, { $ref: "#/components/responses/Error" }])),
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Gona API",
      version,
      description:
        "The JSON API of Gona, the marketplace and community for Nigerian farming. Money is in kobo where a field says so and in naira where the original screens used naira. Any POST, PUT or DELETE may carry `Idempotency-Key`.",
    },
    servers: [{ url: "/" }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        session: { type: "apiKey", in: "cookie", name: "gona_session" },
        gatewayKey: { type: "apiKey", in: "query", name: "key" },
        paystackSignature: { type: "apiKey", in: "header", name: "x-paystack-signature" },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["error", "code"],
          properties: {
            error: { type: "string", description: "English, for older clients" },
            code: { type: "string", enum: Object.keys(API_ERRORS).sort() },
            fields: { type: "object", additionalProperties: { type: "string" } },
            field_codes: { type: "object", additionalProperties: { type: "string" } },
          },
        },
      },
      responses: {
        Error: {
          description: "Refused: `code` says why; nothing changed.",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
      },
    },
  };
}

/** docs/api.md: every route by area, generated from the book (`npm run api:doc`; a unit test keeps it current). */
export function renderApiMarkdown(book: readonly RouteDescriptor[]): string {
  const lines = [
    "# The API, route by route",
    "",
    "<!-- Generated from worker/api/route-book.ts by `npm run api:doc`: edit the book, not this file. -->",
    "",
    "The same routes are served as an OpenAPI 3.1 document at `GET /api/openapi.json`. What every route shares (the",
    "error shape, `Idempotency-Key`, the bearer token or session cookie, body caps, rate limits) is in the README's",
    '"The API" section.',
    "",
  ];
  for (const [tag, title] of Object.entries(TAGS)) {
    const routes = book.filter((route) => route.tag === tag);
    if (routes.length === 0) continue;
    lines.push(`## ${title}`, "");
    for (const route of routes) {
      lines.push(`### \`${route.method} ${openApiPath(route.path)}\``, "", `${route.summary}. Who: ${accessText(route.access)}.`, "");
      lines.push(route.description, "");
      const fields = bodyFields(route);
      if (fields) lines.push(fields, "");
    }
  }
  return `${lines.join("\n").trimEnd()}\n`;
}
