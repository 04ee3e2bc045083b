import { Hono } from "hono";
import { requireRole } from "../http/auth";
import type { AppEnv } from "../http/context";
import { deliveryFrom } from "../http/delivery";
import { conflict, notFound } from "../http/errors";
import { pageOf, readPaging } from "../http/paging";
import { idParam, readJson } from "../http/validate";
import { deliverNotifications } from "../services/notification-delivery";
import { notify, writtenIn } from "../services/notifications";
import {
  findPurchaseRequest,
  findRequestForSeller,
  moveRequestStatus,
  purchaseRequestDtos,
  REQUEST_TRANSITIONS,
  receivedRequestsPage,
  sentRequestsPage,
} from "../services/purchase-requests";
import { requestStatusBody } from "./marketplace-schemas";

/** Mounted under /api/users: the seller's received requests, their decisions, and the buyer's sent requests. */
export const purchaseRequestRoutes = new Hono<AppEnv>()
  .get("/purchase-requests", async (c) => {
    const user = requireRole(c, "farmer", "supplier", "admin");
    const paging = readPaging(c);
    const { rows, total } = await receivedRequestsPage(c.var.db, user.id, paging);
    c.header("X-Total-Count", String(total));
    return c.json(purchaseRequestDtos(pageOf(c, rows, paging.limit, (row) => row.request.id)));
  })

  .get("/purchase-requests/sent", async (c) => {
    const user = requireRole(c, "buyer");
    const paging = readPaging(c);
    const { rows, total } = await sentRequestsPage(c.var.db, user.id, paging);
    c.header("X-Total-Count", String(total));
    return c.json(purchaseRequestDtos(pageOf(c, rows, paging.limit, (row) => row.request.id)));
  })

  .put("/purchase-requests/:id", async (c) => {
    const user = requireRole(c, "farmer", "supplier", "admin");
    const id = idParam(c.req.param("id"));
    const { status } = await readJson(c, requestStatusBody);
    const found = await findRequestForSeller(c.var.db, id);
    // Another seller's request is answered as missing: its existence is not theirs to know.
    if (!found || found.sellerId !== user.id) throw notFound("purchase_request_not_found");
    if (status === "pending" || !REQUEST_TRANSITIONS[found.status].includes(status)) {
      throw conflict("request_status_change_not_allowed", undefined, `A ${found.status} request cannot be marked ${status}`);
    }
    const buyerTold = notify(
      c.var.db,
      {
        userId: found.buyerId,
        type: "purchase_request.updated",
        params: { listing: found.listingTitle, status },
        url: "/profile/requests",
      },
      { actorId: user.id, afterChange: true },
    );
    const { moved, results } = await moveRequestStatus(c.var.db, id, found.status, status, buyerTold);
    if (!moved) throw conflict("request_changed_meanwhile");
    deliverNotifications(deliveryFrom(c), writtenIn(results));
    return c.json(await findPurchaseRequest(c.var.db, id));
  });
