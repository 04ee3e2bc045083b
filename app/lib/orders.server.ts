// What the order pages share on the server: one page of a side's orders, and the form that moves an order.
import { type AppLoadContext, data, redirect } from "@remix-run/cloudflare";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage, field } from "~/lib/forms";
import { requestStrings } from "~/lib/language.server";
import { nextPageHref } from "~/lib/marketplace";
import { type NoticeKey, withNotice } from "~/lib/notices";
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

/** What each move says on the order's card afterwards; a buyer who completes an order confirms receiving it. */
function movedNotice(status: string, role: string): NoticeKey | null {
  if (status === "completed") return role === "buyer" ? "order-received" : "order-completed";
  const moves: Record<string, NoticeKey> = { accepted: "order-accepted", rejected: "order-rejected", cancelled: "order-cancelled" };
  return Object.hasOwn(moves, status) ? (moves[status] as NoticeKey) : null;
}

/** The moves that cannot be undone: the first post only asks (a `confirm` answer), the one with confirm=1 acts. */
const FINAL_MOVES = ["cancelled", "rejected"];

/** A move the server asks about before making it (the card draws the question where its buttons were). */
export type MoveToConfirm = { id: number; status: string; reason?: string; note?: string };

/**
 * Moves an order from a form (id, status, and for a rejection reason and note), or rates a completed one
 * (intent `rate` or `change-rating`, with stars and comment), then back to `back`, where the order's card says what
 * happened. A refusal names the order, so its card shows it. A cancellation or rejection without confirm=1 changes
 * nothing and answers `{ confirm }`, the question the order's card then asks.
 */
export async function moveOrder(request: Request, context: AppLoadContext, back: string) {
  const user = await requireUser(request, context);
  const strings = await requestStrings(request, context);
  const form = await readForm(request, context);
  const id = field(form, "id");
  const intent = field(form, "intent");
  if (intent === "rate" || intent === "change-rating") {
    const failed = strings.sellers.rating.failed;
    if (!isId(id)) return data({ error: failed, id: null }, { status: 400 });
    const body = { stars: field(form, "stars"), comment: field(form, "comment") };
    const path = `/api/users/purchase-requests/${id}/rating`;
    const result = intent === "rate" ? await context.api.post(path, body) : await context.api.put(path, body);
    if (!result.ok) return data({ error: apiErrorMessage(strings, result.error, failed), id: Number(id) }, { status: result.status });
    return redirect(withNotice(back, "rating-saved", `order-${id}`));
  }
  const status = field(form, "status");
  if (!isId(id)) return data({ error: strings.marketplace.requests.failed, id: null }, { status: 400 });
  const body: Record<string, string> = { status };
  if (status === "rejected") {
    if (field(form, "reason")) body.reason = field(form, "reason");
    if (field(form, "note")) body.note = field(form, "note");
  }
  // Cancelling or rejecting is asked about first, without JavaScript too: nothing changes until the confirmed post.
  if (FINAL_MOVES.includes(status) && field(form, "confirm") !== "1") {
    const confirm: MoveToConfirm = { id: Number(id), ...body, status };
    return data({ confirm });
  }
  const result = await context.api.put(`/api/users/purchase-requests/${id}`, body);
  if (!result.ok) {
    const error = apiErrorMessage(strings, result.error, strings.marketplace.requests.failed);
    return data({ error, id: Number(id) }, { status: result.status });
  }
  const notice = movedNotice(status, user.role);
  return redirect(notice ? withNotice(back, notice, `order-${id}`) : `${back}#order-${id}`);
}
