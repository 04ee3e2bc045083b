import { Form } from "@remix-run/react";
import { formatNaira } from "~/lib/format";
import { useStrings } from "~/lib/i18n";
import { categoryLabel, requestStatusClass, requestStatusLabel } from "~/lib/marketplace";
import type { PurchaseRequestDto } from "../../worker/services/purchase-requests";

/** One purchase request as a card; `actions` adds the seller's Accept/Reject/Mark as Completed buttons. */
export function PurchaseRequestCard({ request, view }: { request: PurchaseRequestDto; view: "seller" | "buyer" | "summary" }) {
  const strings = useStrings();
  const t = strings.marketplace.requests;
  return (
    <article className="card request-card">
      <h3>
        {request.listing_title} {request.listing_deleted ? <span className="small muted">{t.listingRemoved}</span> : null}
      </h3>
      <p className="small">
        <span className={requestStatusClass(request.status)}>{requestStatusLabel(strings, request.status)}</span>
      </p>
      <dl className="facts small">
        {view === "buyer" ? (
          <>
            <dt>{t.seller}</dt>
            <dd>{request.seller_name}</dd>
          </>
        ) : (
          <>
            <dt>{t.buyer}</dt>
            <dd>{request.buyer_name}</dd>
          </>
        )}
        <dt>{t.category}</dt>
        <dd>{categoryLabel(strings, request.category)}</dd>
        <dt>{t.quantity}</dt>
        <dd>{strings.marketplace.quantityOf(request.quantity, request.price_unit)}</dd>
        {request.offered_price !== null ? (
          <>
            <dt>{t.offeredPrice}</dt>
            <dd>{formatNaira(request.offered_price)}</dd>
          </>
        ) : null}
        {view === "seller" && request.buyer_phone ? (
          <>
            <dt>{t.phone}</dt>
            <dd>
              <a href={`tel:${request.buyer_phone}`}>{request.buyer_phone}</a>
            </dd>
          </>
        ) : null}
        {view === "buyer" && request.seller_phone ? (
          <>
            <dt>{t.phone}</dt>
            <dd>
              <a href={`tel:${request.seller_phone}`}>{request.seller_phone}</a>
            </dd>
          </>
        ) : null}
        {request.message ? (
          <>
            <dt>{t.message}</dt>
            <dd>{request.message}</dd>
          </>
        ) : null}
      </dl>
      {view === "seller" && (request.status === "pending" || request.status === "accepted") ? (
        <Form method="post" action="/profile/requests" className="actions">
          <input type="hidden" name="id" value={request.id} />
          {request.status === "pending" ? (
            <>
              <button type="submit" name="status" value="accepted" className="button button-small">
                {t.accept}
              </button>
              <button type="submit" name="status" value="rejected" className="button button-small button-danger">
                {t.reject}
              </button>
            </>
          ) : (
            <button type="submit" name="status" value="completed" className="button button-small">
              {t.complete}
            </button>
          )}
        </Form>
      ) : null}
    </article>
  );
}
