// What the order pages share on the server: one page of a side's orders, and the form that moves an order.
import { type AppLoadContext, data, redirect } from "@remix-run/cloudflare";
import { apiErrorMessage, field } from "~/lib/forms";
import { requestStrings } from "~/lib/language.server";
import { nextPageHref } from "~/lib/marketplace";
import { requireUser } from "~/lib/session.server";
import { isId } from "../../worker/ids";
import type { PurchaseRequestDto } from "../../worker/services/purchase-requests";

export type OrderSide = "selling" | "buying";

/** Which tabs a role has: sellers (and admins, who may own listings) sell; buyers buy. */
export const sidesOf = (role: string): OrderSide[] => (role === "buyer" ? ["buying"] : ["selling"]);

/** One page of the signed-in user's orders on one side; a failed call is an error, never an empty list. */
export async function ordersPage(request: Request, context: AppLoadContext, side: OrderSide) {
  const user = await requireUser(request, context);
  if (!sidesOf(user.role).includes(side)) throw redirect(`/orders/${sidesOf(user.role)[0]}`);
  const cursor = new URL(request.url).searchParams.get("cursor") ?? "";
  const query = new URLSearchParams({ limit: "20" });
  if (isId(cursor)) query.set("cursor", cursor);
  const path = side === "buying" ? "/api/users/purchase-requests/sent" : "/api/users/purchase-requests";
  const result = await context.api.get<PurchaseRequestDto[]>(`${path}?${query}`);
  if (!result.ok) throw new Response(null, { status: result.status });
  return {
    orders: result.data,
    next: nextPageHref(result.headers.get("link"), `/orders/${side}`),
    origin: new URL(request.url).origin,
    now: new Date().toISOString(),
  };
}

/**
 * Moves an order from a form (id, status, and for a rejection reason and note), or rates a completed one
 * (intent `rate` or `change-rating`, with stars and comment), then back to `back`.
 */
export async function moveOrder(request: Request, context: AppLoadContext, back: string) {
  await requireUser(request, context);
  const strings = await requestStrings(request, context);
  const form = await request.formData();
  const id = field(form, "id");
  const intent = field(form, "intent");
  if (intent === "rate" || intent === "change-rating") {
    const failed = strings.sellers.rating.failed;
    if (!isId(id)) return data({ error: failed }, { status: 400 });
    const body = { stars: field(form, "stars"), comment: field(form, "comment") };
    const path = `/api/users/purchase-requests/${id}/rating`;
    const result = intent === "rate" ? await context.api.post(path, body) : await context.api.put(path, body);
    if (!result.ok) return data({ error: apiErrorMessage(strings, result.error, failed) }, { status: result.status });
    return redirect(`${back}?rated=1#order-${id}`);
  }
  const status = field(form, "status");
  if (!isId(id)) return data({ error: strings.marketplace.requests.failed }, { status: 400 });
  const body: Record<string, string> = { status };
  if (status === "rejected") {
    if (field(form, "reason")) body.reason = field(form, "reason");
    if (field(form, "note")) body.note = field(form, "note");
  }
  const result = await context.api.put(`/api/users/purchase-requests/${id}`, body);
  if (!result.ok) {
    return data({ error: apiErrorMessage(strings, result.error, strings.marketplace.requests.failed) }, { status: result.status });
  }
  return redirect(`${back}?done=${encodeURIComponent(status)}#order-${id}`);
}
