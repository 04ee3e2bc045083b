import { Form } from "@remix-run/react";
import { FormKey } from "~/components/FormKey";
import { SelectField, TextareaField } from "~/components/forms";
import { useStrings } from "~/lib/i18n";
import { MAX_REJECT_NOTE, REJECT_REASONS } from "../../worker/domain";
import type { PurchaseRequestDto } from "../../worker/services/purchase-requests";

/** The moves one side may make on an order in its state, as plain forms (they work without JavaScript). */
export function OrderActions({ request, side, action }: { request: PurchaseRequestDto; side: "seller" | "buyer"; action: string }) {
  const strings = useStrings();
  const t = strings.orders;
  const r = strings.marketplace.requests;
  const button = (status: string, label: string, danger = false) => (
    <Form method="post" action={action} className="inline-form">
      <FormKey />
      <input type="hidden" name="id" value={request.id} />
      <button type="submit" name="status" value={status} className={`button button-small${danger ? " button-danger" : ""}`}>
        {label}
      </button>
    </Form>
  );
  if (side === "seller" && request.status === "pending") {
    return (
      <div className="stack">
        <div className="actions">{button("accepted", r.accept)}</div>
        <details className="reject-details">
          <summary className="button button-small button-ghost">{r.reject}</summary>
          <Form method="post" action={action} className="stack">
            <FormKey />
            <input type="hidden" name="id" value={request.id} />
            <input type="hidden" name="status" value="rejected" />
            <SelectField
              id={`reason-${request.id}`}
              name="reason"
              label={t.reason}
              options={REJECT_REASONS.map((reason) => ({ value: reason, label: t.reasons[reason] }))}
            />
            <TextareaField id={`note-${request.id}`} name="note" label={t.rejectNote} rows={2} maxLength={MAX_REJECT_NOTE} />
            <button type="submit" className="button button-small button-danger">
              {t.rejectSubmit}
            </button>
          </Form>
        </details>
      </div>
    );
  }
  if (side === "seller" && request.status === "accepted") return <div className="actions">{button("completed", r.complete)}</div>;
  if (side === "buyer" && request.status === "pending") return <div className="actions">{button("cancelled", t.cancel, true)}</div>;
  // The seller marked it completed first: the buyer still says whether it arrived.
  if (side === "buyer" && request.status === "completed" && !request.buyer_confirmed)
    return <div className="actions">{button("completed", t.received)}</div>;
  if (side === "buyer" && request.status === "accepted") {
    return (
      <div className="actions">
        {button("completed", t.received)}
        {button("cancelled", t.cancel, true)}
      </div>
    );
  }
  return null;
}
