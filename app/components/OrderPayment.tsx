import { Link } from "@remix-run/react";
import { formatDate } from "~/lib/format";
import { useStrings } from "~/lib/i18n";
import type { PurchaseRequestDto } from "../../worker/services/purchase-requests";

/**
 * An order's payment through Gona (ADR 083) on its card: its state for both sides, with the buyer's way to its
 * details; or, for the buyer of an accepted order whose seller can be paid through Gona, "Pay safely with Gona".
 */
export function OrderPayment({ request, buying }: { request: PurchaseRequestDto; buying: boolean }) {
  const t = useStrings().payments;
  const status = request.payment_status;
  const page = `/orders/${request.id}/pay`;
  if (status)
    return (
      <>
        <p className="small order-payment" data-payment={status}>
          {t.label}: <strong>{t.statuses[status]}</strong>
          {buying ? (
            <>
              {" · "}
              <Link to={page}>{t.details}</Link>
            </>
          ) : status === "held" ? (
            <>
              {" · "}
              <Link to={`/orders/${request.id}/handover`}>{t.enterCode}</Link>
            </>
          ) : null}
        </p>
        {!buying && request.payout_failed ? (
          <p className="small order-payment" data-payout="failed">
            {t.payoutFailed}
          </p>
        ) : null}
        {buying && request.handover_code ? <HandoverCode code={request.handover_code} /> : null}
        {request.payment_releases_at ? <ReleaseDate at={request.payment_releases_at} buying={buying} /> : null}
      </>
    );
  if (!buying || request.status !== "accepted" || !request.seller_can_be_paid) return null;
  return (
    <p className="order-payment">
      <Link to={page} className="button button-small">
        {t.start}
      </Link>
    </p>
  );
}

/** The buyer's handover code while the money is held (ADR 088), with when to give it. */
export function HandoverCode({ code }: { code: string }) {
  const t = useStrings().payments;
  return (
    <p className="order-payment" data-testid="handover-code">
      {t.codeTitle}: <strong className="num">{code}</strong>
      <br />
      <span className="small">{t.codeHint}</span>
    </p>
  );
}

/** When held money goes to the seller if the buyer does nothing, once the seller marked the order delivered (ADR 095). */
function ReleaseDate({ at, buying }: { at: string; buying: boolean }) {
  const strings = useStrings();
  // One date, never broken across lines.
  const date = formatDate(strings.dates.months, at).replace(/ /g, "\u00a0");
  return (
    <p className="small order-payment" data-testid="release-date">
      {buying ? strings.payments.releasesBuyer(date) : strings.payments.releasesSeller(date)}
    </p>
  );
}
