// Every route of the API, described once, one module per area in ./descriptors/: its method, its path as Hono
// mounts it, who may call it, its area, a one-line summary, what it answers, and the zod schema its handler reads the
// body with (ADR 094). The OpenAPI document (`GET /api/openapi.json`) and docs/api.md are built from
// this list, and test/route-book.test.ts fails when a mounted route has no descriptor, when a descriptor names no
// mounted route, or when the authorization matrix disagrees with a descriptor's `access` (ADR 090).
import { ACCOUNT_ROUTES } from "./descriptors/accounts";
import { COMMUNITY_ROUTES } from "./descriptors/community";
import { MARKET_ROUTES } from "./descriptors/market";
import { OPERATIONS_ROUTES } from "./descriptors/operations";
import { PAYMENT_ROUTES } from "./descriptors/payments";
import type { RouteDescriptor } from "./route-descriptor";

export const ROUTE_BOOK: readonly RouteDescriptor[] = [
  ...ACCOUNT_ROUTES,
  ...MARKET_ROUTES,
  ...PAYMENT_ROUTES,
  ...COMMUNITY_ROUTES,
  ...OPERATIONS_ROUTES,
];
