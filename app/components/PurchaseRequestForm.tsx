import { Form, Link } from "@remix-run/react";
import type { RefObject } from "react";
import { Alert, FollowUp } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { Field, TextareaField } from "~/components/forms";
import { formatNaira } from "~/lib/format";
import { useStrings } from "~/lib/i18n";
import type { Listing } from "~/lib/marketplace";
import { MAX_QUANTITY, MAX_UNIT_PRICE_NAIRA } from "../../worker/domain";

export interface RequestFormState {
  error?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
  /** The server asks the buyer to confirm an offer under half the asking price before sending it. */
  confirmLowOffer?: boolean;
}

/**
 * The purchase request form: a modal with JavaScript, inline without. An offer far below the asking price comes
 * back from the server as a confirmation step carrying the same values (so it works without JavaScript too).
 */
export function PurchaseRequestForm({
  listing,
  state,
  dialog,
  openWithoutJs,
  sending,
}: {
  listing: Listing;
  state: RequestFormState | undefined;
  dialog: RefObject<HTMLDialogElement>;
  openWithoutJs: boolean;
  sending: boolean;
}) {
  const strings = useStrings();
  const t = strings.marketplace.detail;
  const values = state?.values ?? {};
  const close = (event: { preventDefault: () => void }) => {
    if (!dialog.current?.open || openWithoutJs) return;
    event.preventDefault();
    dialog.current.close();
  };
  return (
    <dialog
      ref={dialog}
      id="request-form"
      className={`request-dialog${openWithoutJs ? " inline-dialog" : ""}`}
      open={openWithoutJs || undefined}
      aria-labelledby="request-title"
    >
      <h2 id="request-title">{t.requestTitle}</h2>
      <Alert kind="error">{state?.error}</Alert>
      {state?.confirmLowOffer ? (
        <Form method="post" className="stack" action={`/listings/${listing.id}`}>
          <FormKey />
          <FollowUp>{strings.orders.lowOffer(formatNaira(Number(values.offeredPrice)), formatNaira(listing.price))}</FollowUp>
          {["quantity", "offeredPrice", "message"].map((name) => (
            <input key={name} type="hidden" name={name} value={values[name] ?? ""} />
          ))}
          <input type="hidden" name="confirmLowOffer" value="1" />
          <div className="actions">
            <button type="submit" className="button" disabled={sending}>
              {strings.orders.lowOfferSend}
            </button>
            <button type="submit" name="intent" value="change" className="button button-ghost">
              {strings.orders.lowOfferChange}
            </button>
          </div>
        </Form>
      ) : (
        <Form method="post" className="stack" action={`/listings/${listing.id}`}>
          <FormKey />
          <Field
            id="quantity"
            name="quantity"
            type="number"
            label={t.requestQuantity}
            min="0.001"
            max={String(Math.min(listing.quantity ?? MAX_QUANTITY, MAX_QUANTITY))}
            step="0.001"
            required
            error={state?.fields?.quantity}
            defaultValue={values.quantity ?? ""}
          />
          <Field
            id="offeredPrice"
            name="offeredPrice"
            type="number"
            label={t.requestOfferedPrice}
            min="0"
            max={String(MAX_UNIT_PRICE_NAIRA)}
            step="0.01"
            error={state?.fields?.offeredPrice}
            defaultValue={values.offeredPrice ?? ""}
          />
          <TextareaField
            id="message"
            name="message"
            label={t.requestMessage}
            rows={3}
            maxLength={1000}
            error={state?.fields?.message}
            defaultValue={values.message ?? ""}
          />
          <div className="actions">
            <button type="submit" className="button" disabled={sending}>
              {sending ? t.requestSending : t.requestSubmit}
            </button>
            <Link to={`/listings/${listing.id}`} className="button button-ghost" onClick={close}>
              {t.cancel}
            </Link>
          </div>
        </Form>
      )}
    </dialog>
  );
}
