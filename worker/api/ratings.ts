import { type Context, Hono } from "hono";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { deliveryFrom } from "../http/delivery";
import { conflict, notFound } from "../http/errors";
import { idParam, readJson } from "../http/validate";
import { deliverNotifications } from "../services/notification-delivery";
import { notify, writtenIn } from "../services/notifications";
import { findRequestForMove } from "../services/order-moves";
import { addRating, changeRating, findOwnRating, ratingEditableUntil } from "../services/ratings";
import { ratingBody } from "./rating-schemas";

/** The request the signed-in user is a party of, completed; another's request is answered as missing. */
async function completedRequestOf(c: Context<AppEnv>) {
  const user = requireUser(c);
  const id = idParam(c.req.param("id"));
  const found = await findRequestForMove(c.var.db, id);
  if (!found || (found.buyerId !== user.id && found.sellerId !== user.id)) throw notFound("purchase_request_not_found");
  if (found.status !== "completed") throw conflict("rating_needs_completed_order");
  return { user, id, found, rateeId: user.id === found.buyerId ? found.sellerId : found.buyerId };
}

function ratingAnswer(rating: {
  id: number;
  requestId: number;
  raterId: number;
  rateeId: number;
  stars: number;
  comment: string | null;
  createdAt: string;
  updatedAt: string;
}) {
  return {
    id: rating.id,
    request_id: rating.requestId,
    rater_id: rating.raterId,
    ratee_id: rating.rateeId,
    stars: rating.stars,
    comment: rating.comment,
    created_at: rating.createdAt,
    updated_at: rating.updatedAt,
    editable_until: ratingEditableUntil(rating.createdAt),
  };
}

/** Mounted under /api/users: each party of a completed request rates the other once, and may change it for 14 days. */
export const ratingRoutes = new Hono<AppEnv>()
  .post("/purchase-requests/:id/rating", async (c) => {
    const { user, id, found, rateeId } = await completedRequestOf(c);
    const body = await readJson(c, ratingBody);
    const rateeTold = notify(
      c.var.db,
      {
        userId: rateeId,
        type: "rating.received",
        params: { listing: found.listingTitle, rater: user.fullName, stars: body.stars },
        url: rateeId === found.sellerId ? `/sellers/${rateeId}` : `/orders/${id}`,
      },
      { actorId: user.id, afterChange: true },
    );
    const { stored, results } = await addRating(
      c.var.db,
      { requestId: id, raterId: user.id, rateeId, stars: body.stars, comment: body.comment ?? null },
      rateeTold,
    );
    if (!stored) throw conflict("rating_already_given");
    deliverNotifications(deliveryFrom(c), writtenIn(results));
    const rating = await findOwnRating(c.var.db, id, user.id);
    if (!rating) throw notFound("rating_not_found");
    return c.json(ratingAnswer(rating), 201);
  })

  .put("/purchase-requests/:id/rating", async (c) => {
    const { user, id } = await completedRequestOf(c);
    const body = await readJson(c, ratingBody);
    const rating = await findOwnRating(c.var.db, id, user.id);
    if (!rating) throw notFound("rating_not_found");
    if (!(await changeRating(c.var.db, rating.id, { stars: body.stars, comment: body.comment ?? null }))) {
      throw conflict("rating_edit_window_closed");
    }
    const changed = await findOwnRating(c.var.db, id, user.id);
    if (!changed) throw notFound("rating_not_found");
    return c.json(ratingAnswer(changed));
  });
