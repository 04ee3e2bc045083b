// `YES <code>` / `NO <code>` by SMS (ADR 079): the seller whose confirmed phone sent it answers their own pending request
// whose alert carried the code, through the same move the web makes (order-moves.ts), so the buyer hears of it exactly
// as from the web. Any other code (a stranger's, a typo, one already answered) is refused with an SMS saying so.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { purchaseRequests } from "../../db/schema";
import { isExpired, todayInNigeria } from "../../expiry";
import type { Language } from "../../languages";
import { type DeliveryContext, deliverNotifications } from "../notification-delivery";
import { notify, writtenIn } from "../notifications";
import { findRequestForMove, moveRequest } from "../order-moves";
import type { PaymentProvider } from "../payments/provider";
import { SMS_TITLE_MAX, smsSafeText } from "../sms-text";
import { SMS_TEXTS } from "./texts";

/** What the web's rejection asks for and an SMS cannot say: the reason a buyer reads when the seller answers NO. */
export const SMS_REJECT_REASON = "other" as const;

export interface OrderAnswerContext {
  db: Database;
  delivery: DeliveryContext;
  /** A listing the move sold out (its public pages are purged after the answer). */
  leftPublicView: (listingId: number) => void;
  now?: Date;
  /** Releasing held money by `CODE <code>`: the provider that pays the seller, the secret the codes derive from. */
  payments?: { provider: PaymentProvider | null; secret: string };
}

/** The seller's answer, in their language; the move and the buyer's notification happen here. */
export async function answerRequestBySms(
  ctx: OrderAnswerContext,
  seller: { id: number; language: Language },
  code: string,
  to: "accepted" | "rejected",
): Promise<string> {
  const t = SMS_TEXTS[seller.language];
  const [mine] = await ctx.db
    .select({ id: purchaseRequests.id })
    .from(purchaseRequests)
    .where(and(eq(purchaseRequests.sellerId, seller.id), eq(purchaseRequests.smsCode, code), eq(purchaseRequests.status, "pending")))
    .limit(1);
  const found = mine ? await findRequestForMove(ctx.db, mine.id) : undefined;
  if (!mine || !found || found.sellerId !== seller.id || found.status !== "pending") return t.unknownCode(code);
  const listing = smsSafeText(found.listingTitle, SMS_TITLE_MAX);
  if (to === "accepted") {
    const open = found.listingStatus === "approved" || found.listingStatus === "sold";
    const closed =
      found.isFrozen ||
      !open ||
      found.deletedAt !== null ||
      found.sellerSuspended ||
      isExpired(found.expiryDate, todayInNigeria(ctx.now ?? new Date()));
    if (closed || (found.available !== null && found.available < found.quantity)) return t.cannotAccept(code);
  }
  const told = notify(
    ctx.db,
    {
      userId: found.buyerId,
      type: "purchase_request.updated",
      params: { listing: found.listingTitle, status: to },
      url: `/orders/${mine.id}`,
    },
    { actorId: seller.id, afterChange: true },
  );
  const move = {
    id: mine.id,
    listingId: found.listingId,
    quantity: found.quantity,
    from: "pending" as const,
    to,
    side: "seller" as const,
    reason: to === "rejected" ? SMS_REJECT_REASON : null,
    note: null,
  };
  const { moved, soldOut, results } = await moveRequest(ctx.db, move, told, ctx.now);
  if (!moved) return to === "accepted" ? t.cannotAccept(code) : t.unknownCode(code);
  if (soldOut) ctx.leftPublicView(found.listingId);
  deliverNotifications(ctx.delivery, writtenIn(results));
  return to === "accepted" ? t.accepted(code, listing) : t.rejected(code, listing);
}
