import { Link } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { Fact, Facts, Money, Whole } from "~/components/Facts";
import { Notice } from "~/components/Notice";
import { OrderActions } from "~/components/OrderActions";
import { OrderPayment } from "~/components/OrderPayment";
import { ReportLink } from "~/components/ReportLink";
import { RequestRating } from "~/components/RequestRating";
import { VerifiedBadge } from "~/components/VerifiedBadge";
import { formatDate, formatDateTime, formatNaira } from "~/lib/format";
import { useStrings } from "~/lib/i18n";
import { requestStatusClass, requestStatusLabel, whatsappDigits } from "~/lib/marketplace";
import type { MoveToConfirm } from "~/lib/orders.server";
import type { PurchaseRequestDto } from "../../worker/services/purchase-requests";

/**
 * One order as a card: its listing, quantity, agreed price and total, the other party, its timeline, and (given
 * `action`, the URL its forms post to) the moves this side may make, and with `now` (the loader's clock, on pages
 * that load the `sellers` strings) the ratings of a completed order. `summary` is the dashboard's short form.
 */
export function PurchaseRequestCard({
  request,
  view,
  action,
  origin,
  now,
  refusal,
  answer,
  confirm,
}: {
  request: PurchaseRequestDto;
  view: "seller" | "buyer" | "summary";
  action?: string;
  /** The site's origin, for the order link in a WhatsApp message. */
  origin?: string;
  now?: string;
  /** Why this order's last move was refused, shown on the card where the button was. */
  refusal?: string | null;
  /** The submit's answer, so the same refusal twice takes focus twice. */
  answer?: unknown;
  /** A cancel or reject the server asks about before making it: asked on this card if it is this order's. */
  confirm?: MoveToConfirm | null;
}) {
  const strings = useStrings();
  const t = strings.orders;
  const r = strings.marketplace.requests;
  const months = strings.dates.months;
  const buying = view === "buyer";
  const other = buying
    ? { label: t.seller, name: request.seller_name, verified: request.seller_verified, phone: request.seller_phone }
    : { label: t.buyer, name: request.buyer_name, verified: request.buyer_verified, phone: request.buyer_phone };
  const quantity = strings.marketplace.quantityOf(request.quantity, request.price_unit);
  const digits = view === "summary" ? null : whatsappDigits(other.phone);
  const whatsappText = t.whatsappText(quantity, request.listing_title, formatNaira(request.total), `${origin ?? ""}/orders/${request.id}`);
  const title = request.listing_deleted ? (
    request.listing_title
  ) : (
    <Link to={`/listings/${request.listing_id}`}>{request.listing_title}</Link>
  );
  return (
    <article className="card request-card" id={`order-${request.id}`}>
      {view === "summary" ? null : <Notice at={`order-${request.id}`} />}
      <Alert kind="error" answer={answer}>
        {refusal}
      </Alert>
      <div className="order-head">
        {request.listing_thumbnail_url ? (
          <img src={request.listing_thumbnail_url} alt="" width={64} height={48} loading="lazy" className="order-thumb" />
        ) : null}
        <div>
          <h3>
            {title} {request.listing_deleted ? <span className="small muted">{r.listingRemoved}</span> : null}
          </h3>
          <p className="small">
            <span className={requestStatusClass(request.status)}>{requestStatusLabel(strings, request.status)}</span>{" "}
            {view === "summary" ? null : <Link to={`/orders/${request.id}`}>#{request.id}</Link>}
          </p>
        </div>
      </div>
      <Facts className="small">
        <Fact label={other.label}>
          {buying ? <Link to={`/sellers/${request.seller_id}`}>{other.name}</Link> : other.name}{" "}
          {other.verified ? <VerifiedBadge supplier={buying && request.seller_role === "supplier"} /> : null}
        </Fact>
        <Fact label={t.quantity}>
          <Whole>{quantity}</Whole>
        </Fact>
        {request.unit_price !== null ? (
          <Fact label={t.unitPrice}>
            <Money naira={request.unit_price} />
          </Fact>
        ) : (
          <>
            {/* An offer is weighed against the asking price: both sides see the two together until a price is agreed. */}
            {request.offered_price !== null ? (
              <Fact label={t.offeredPrice}>
                <Money naira={request.offered_price} />
              </Fact>
            ) : null}
            <Fact label={t.askingPrice}>
              <Money naira={request.listing_price} />
            </Fact>
          </>
        )}
        <Fact label={t.total}>
          <strong>
            <Money naira={request.total} />
          </strong>
        </Fact>
        <Fact label={t.ordered}>
          <Whole>{formatDate(months, request.created_at)}</Whole>
        </Fact>
        {request.status === "rejected" && request.reason ? (
          <Fact label={t.reason}>
            {t.reasons[request.reason]}
            {request.reason_note ? `: ${request.reason_note}` : null}
          </Fact>
        ) : null}
        {request.message ? <Fact label={r.message}>{request.message}</Fact> : null}
      </Facts>
      {request.status === "completed" ? (
        <p className="small">
          {request.buyer_confirmed ? (buying ? t.confirmedByYou : t.confirmedByBuyer) : t.completedBySeller}
          {/* A problem with a completed order goes to the admins through the one report form, about the seller. */}
          {buying ? (
            <>
              {" · "}
              <ReportLink type="user" id={request.seller_id} label={t.reportProblem} />
            </>
          ) : null}
        </p>
      ) : null}
      {view === "summary" ? null : (
        <>
          <OrderPayment request={request} buying={buying} />
          <h4 className="small">{t.timeline}</h4>
          <ol className="order-timeline small">
            {request.timeline.map((step) => (
              <li key={step.status}>
                {requestStatusLabel(strings, step.status)}:{" "}
                <time dateTime={step.at} className="num">
                  {formatDateTime(months, step.at)}
                </time>
              </li>
            ))}
          </ol>
          {digits || other.phone ? (
            <div className="actions">
              {digits ? (
                <a
                  href={`https://wa.me/${digits}?text=${encodeURIComponent(whatsappText)}`}
                  className="button button-small button-ghost"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t.whatsapp}
                </a>
              ) : null}
              {other.phone ? (
                <a href={`tel:${other.phone}`} className="button button-small button-ghost">
                  {other.phone}
                </a>
              ) : null}
            </div>
          ) : null}
          {action ? <OrderActions request={request} side={buying ? "buyer" : "seller"} action={action} confirm={confirm} /> : null}
          {action && now && request.status === "completed" ? (
            <RequestRating request={request} side={buying ? "buyer" : "seller"} now={now} action={action} />
          ) : null}
        </>
      )}
    </article>
  );
}
