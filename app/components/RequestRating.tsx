import { Form } from "@remix-run/react";
import { FormKey } from "~/components/FormKey";
import { formatDate } from "~/lib/format";
import { useStrings } from "~/lib/i18n";
import type { PurchaseRequestDto } from "../../worker/services/purchase-requests";

/**
 * The ratings of a completed request as one party sees them: the other side's rating of them, their own, and the
 * form to give theirs (or change it while its 14 days last). Works without JavaScript; needs the `sellers` strings.
 */
export function RequestRating({
  request,
  side,
  now,
  action,
}: {
  request: PurchaseRequestDto;
  side: "buyer" | "seller";
  now: string;
  /** The order page the form posts to. */
  action: string;
}) {
  const strings = useStrings();
  const t = strings.sellers.rating;
  const mine = side === "buyer" ? request.buyer_rating : request.seller_rating;
  const theirs = side === "buyer" ? request.seller_rating : request.buyer_rating;
  const editable = mine !== null && now <= mine.editable_until;
  const form = (
    <Form method="post" action={action} className="stack rating-form">
      <FormKey />
      <input type="hidden" name="intent" value={mine ? "change-rating" : "rate"} />
      <input type="hidden" name="id" value={request.id} />
      <fieldset className="rating-stars">
        <legend>{t.stars}</legend>
        {t.starOptions.map((label, index) => (
          <label key={label}>
            <input type="radio" name="stars" value={index + 1} required defaultChecked={mine?.stars === index + 1} /> {label}
          </label>
        ))}
      </fieldset>
      <label>
        {t.comment}
        <textarea name="comment" rows={2} maxLength={500} defaultValue={mine?.comment ?? ""} />
      </label>
      <button type="submit" className="button button-small">
        {mine ? t.save : t.send}
      </button>
    </Form>
  );
  return (
    <div className="request-rating small">
      {theirs ? <p>{t.theirs(theirs.stars)}</p> : null}
      {mine ? (
        <p>
          {t.yours(mine.stars)}
          {mine.comment ? ` · “${mine.comment}”` : null}
        </p>
      ) : null}
      {mine === null ? (
        <>
          <h4>{side === "buyer" ? t.rateSeller : t.rateBuyer}</h4>
          {form}
        </>
      ) : editable ? (
        <details>
          <summary>{t.change}</summary>
          <p className="muted">{t.editableUntil(formatDate(strings.dates.months, mine.editable_until))}</p>
          {form}
        </details>
      ) : null}
    </div>
  );
}
