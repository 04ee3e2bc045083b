import { Hono } from "hono";
import { requireRole } from "../http/auth";
import type { AppEnv } from "../http/context";
import { conflict, notFound } from "../http/errors";
import { pageOf, readPaging } from "../http/paging";
import { idParam, readJson } from "../http/validate";
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
    if (!REQUEST_TRANSITIONS[found.status].includes(status)) {
      throw conflict("request_status_change_not_allowed", undefined, `A ${found.status} request cannot be marked ${status}`);
    }
    if (!(await moveRequestStatus(c.var.db, id, found.status, status))) {
      throw conflict("request_changed_meanwhile");
    }
    return c.json(await findPurchaseRequest(c.var.db, id));
  });
