// Who may call a route is said once, in its descriptor (worker/api/route-book.ts), and enforced here for every
// route, before its handler runs: a route needing a session answers 401 signed out, a route for some roles 403 to
// the others (with the descriptor's own code when it has one). Ownership (the order's buyer, the post's author) stays
// with the handler, which knows the thing. A mounted route without a descriptor is refused: test/route-book.test.ts
// fails first (ADR 090).
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { forbidden, notFound } from "../http/errors";
import { ROUTE_BOOK } from "./route-book";
import type { RouteDescriptor } from "./route-descriptor";

const BY_ROUTE = new Map(ROUTE_BOOK.map((descriptor) => [`${descriptor.method} ${descriptor.path}`, descriptor]));

/** The descriptor of the route that will answer: the first handler matched (middleware is registered as ALL). */
export function descriptorOf(routes: readonly { method: string; path: string }[]): RouteDescriptor | null | undefined {
  const handler = routes.find((route) => route.method !== "ALL");
  if (!handler) return null;
  return BY_ROUTE.get(`${handler.method} ${handler.path}`);
}

export const guard = createMiddleware<AppEnv>(async (c, next) => {
  const descriptor = descriptorOf(matchedRoutes(c));
  // No handler at all: Hono's own 404 follows.
  if (descriptor === null) return next();
  if (descriptor === undefined) throw notFound();
  c.set("route", descriptor);
  const { access } = descriptor;
  if (access === "signed-in") requireUser(c);
  else if (access === "admin" || typeof access === "object") {
    const user = requireUser(c);
    const roles = access === "admin" ? ["admin"] : access.roles;
    if (!roles.includes(user.role)) throw forbidden(descriptor.refusal ?? "forbidden");
  }
  await next();
});
