import type { DeliveryContext } from "../services/notification-delivery";

/** The part of a route's context that delivering its notifications needs. */
interface RouteContext {
  env: DeliveryContext["env"];
  executionCtx: DeliveryContext["ctx"];
  req: { url: string };
}

/** What delivering a route's notifications needs: the bindings, the request's waitUntil, and the site's origin for links. */
export function deliveryFrom(c: RouteContext): DeliveryContext {
  return { env: c.env, ctx: c.executionCtx, origin: new URL(c.req.url).origin };
}
