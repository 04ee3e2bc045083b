import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { checkBookSchema } from "../http/validate";
import { buildOpenApi, openApiPath, pathParameters, renderApiMarkdown } from "./openapi";
import { ROUTE_BOOK } from "./route-book";

describe("the route book's documents", () => {
  it("docs/api.md is what the book generates (run `npm run api:doc` after editing the book)", () => {
    const onDisk = readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8");
    expect(onDisk).toBe(renderApiMarkdown(ROUTE_BOOK));
  });

  it("describes each method and path once", () => {
    const keys = ROUTE_BOOK.map((route) => `${route.method} ${route.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it("writes Hono's parameters as OpenAPI templates", () => {
    expect(openApiPath("/api/listings/:id")).toBe("/api/listings/{id}");
    expect(openApiPath("/api/media/:key{.+}")).toBe("/api/media/{key}");
    expect(openApiPath("/api/listings/user/:listingRef{listing[1-9][0-9]{0,15}}/request")).toBe("/api/listings/user/listing{id}/request");
    expect(pathParameters("/api/lms/courses/:slug/lessons/:lessonSlug")).toEqual(["slug", "lessonSlug"]);
  });

  it("gives every operation a unique id, a summary, its path parameters and the shared error answer", () => {
    const document = buildOpenApi(ROUTE_BOOK, "1.0.0");
    expect(document.openapi).toBe("3.1.0");
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations).toHaveLength(ROUTE_BOOK.length);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, operation } of operations) {
      expect(operation.summary, path).toMatch(/\S/);
      expect(operation.description, path).toMatch(/Who may call it: /);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(
        operation.parameters.map((parameter) => parameter.name),
        path,
      ).toEqual(templated);
      expect(operation.responses["400"], path).toEqual({ $ref: "#/components/responses/Error" });
    }
    expect(document.components.schemas.Error.properties.code.enum).toContain("listing_not_found");
  });

  it("asks for a token exactly where the book says a caller must be signed in", () => {
    const document = buildOpenApi(ROUTE_BOOK, "1.0.0");
    const operation = (method: string, path: string) => document.paths[path]?.[method];
    expect(operation("get", "/api/listings")?.security).toEqual([]);
    expect(operation("get", "/api/auth/me")?.security).toEqual([{ bearer: [] }, { session: [] }]);
    expect(operation("put", "/api/users/payout-account")?.["x-gona-access"]).toEqual({ roles: ["farmer", "supplier"] });
    expect(operation("post", "/api/ussd")?.security).toEqual([{ gatewayKey: [] }]);
    expect(operation("post", "/api/payments/paystack/webhook")?.security).toEqual([{ paystackSignature: [] }]);
  });
});

/** POST and PUT routes whose handler reads no body at all. */
const NO_BODY = [
  "POST /api/admin/disputes/:id/refund/retry",
  "POST /api/admin/payouts/:id/retry",
  "POST /api/auth/logout",
  "POST /api/users/contact/proof",
  "POST /api/users/dashboard-visit",
  "PUT /api/listings/user/listings/:id/pause",
  "PUT /api/listings/user/listings/:id/resume",
  "POST /api/lms/courses/:slug/enroll",
  "POST /api/lms/courses/:slug/lessons/:lessonSlug/complete",
  "PUT /api/chat/hub-posts/:id/like",
  "PUT /api/notifications/read-all",
  "PUT /api/notifications/:id/read",
  "PUT /api/admin/listings/:id/unfreeze",
  "PUT /api/admin/group-requests/:id/approve",
  "PUT /api/admin/group-requests/:id/reject",
  "PUT /api/admin/contact-messages/:id/read",
  "POST /api/dev/payments/:reference/pay",
];

/** Bodies their handler reads by hand (files, the gateway's forms, the provider's signed JSON): the book gives their media type. */
const READ_BY_HAND = [
  "POST /api/users/verify",
  "POST /api/listings/user/listings/:id/images",
  "POST /api/payments/paystack/webhook",
  "POST /api/ussd",
  "POST /api/sms/inbound",
  "POST /api/sms/delivery",
];

describe("request bodies in the route book (ADR 094)", () => {
  const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

  it("gives every POST and PUT route that takes a JSON or form body its schema, or says it is read by hand", () => {
    const writes = ROUTE_BOOK.filter((route) => route.method === "POST" || route.method === "PUT");
    expect(writes.filter((route) => !route.body && !route.bodyMedia && !NO_BODY.includes(key(route))).map(key)).toEqual([]);
    expect(writes.filter((route) => !route.body && route.bodyMedia).map(key)).toEqual(READ_BY_HAND);
    expect(ROUTE_BOOK.filter((route) => NO_BODY.includes(key(route)) && (route.body || route.bodyMedia)).map(key)).toEqual([]);
    expect(NO_BODY.filter((entry) => !ROUTE_BOOK.some((route) => key(route) === entry))).toEqual([]);
  });

  it("writes each body schema into the OpenAPI document as JSON Schema", () => {
    const document = buildOpenApi(ROUTE_BOOK, "1.0.0");
    const body = (method: string, path: string) => document.paths[path]?.[method]?.requestBody;
    const schemaOf = (method: string, path: string, media = "application/json") =>
      body(method, path)?.content[media]?.schema as {
        type?: string;
        properties: Record<string, { enum?: unknown[] }>;
        required?: string[];
        additionalProperties?: unknown;
        $schema?: string;
      };

    const login = schemaOf("post", "/api/auth/login");
    expect(login.type).toBe("object");
    expect(Object.keys(login.properties)).toEqual(["email", "phone", "password"]);
    expect(login.required).toEqual(["password"]);
    expect(login.additionalProperties).toBe(false);
    expect(login.$schema).toBeUndefined();
    expect(body("post", "/api/auth/login")?.required).toBe(true);

    const register = schemaOf("post", "/api/auth/register");
    expect(register.properties.role?.enum).toEqual(["farmer", "buyer", "supplier"]);
    expect(register.properties.language?.enum).toEqual(["en", "ha", "yo", "ig", "pcm"]);

    // `{}` is the whole body of a resend: an empty body is read as `{}`, so it is optional.
    expect(body("post", "/api/auth/phone/resend")?.required).toBe(false);
    expect(body("post", "/api/users/verify")?.content["multipart/form-data"]).toEqual({ schema: {} });
    expect(body("get", "/api/listings")).toBeUndefined();

    // Every emitted schema is a JSON Schema object: a type or a combination of them, never a zod object.
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods)) {
        const schemas = Object.values(operation.requestBody?.content ?? {}).map((media) => media.schema);
        for (const schema of schemas) {
          expect(JSON.parse(JSON.stringify(schema)), `${method} ${path}`).toEqual(schema);
          if (Object.keys(schema).length > 0) expect(schema.type ?? schema.anyOf ?? schema.allOf, `${method} ${path}`).toBeDefined();
        }
      }
  });

  it("lists a body's fields in docs/api.md", () => {
    const markdown = renderApiMarkdown(ROUTE_BOOK);
    expect(markdown).toContain("Body (JSON): `email?`, `phone?`, `password`.");
  });

  it("refuses to read a body with a schema the route's descriptor does not carry", () => {
    const login = ROUTE_BOOK.find((route) => key(route) === "POST /api/auth/login");
    const register = ROUTE_BOOK.find((route) => key(route) === "POST /api/auth/register");
    const context = { get: () => login } as unknown as Parameters<typeof checkBookSchema>[0];
    expect(() => checkBookSchema(context, login?.body as z.ZodType)).not.toThrow();
    expect(() => checkBookSchema(context, register?.body as z.ZodType)).toThrow(/POST \/api\/auth\/login/);
  });
});
