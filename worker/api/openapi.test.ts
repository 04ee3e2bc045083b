import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
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
