import { Form, Link } from "@remix-run/react";
import { FollowUp } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { SelectField, TextareaField } from "~/components/forms";
import { useStrings } from "~/lib/i18n";
import type { MoveToConfirm } from "~/lib/orders.server";
import { MAX_REJECT_NOTE, REJECT_REASONS } from "../../worker/domain";
import type { PurchaseRequestDto } from "../../worker/services/purchase-requests";

/**
 * The question asked before a move that cannot be undone (cancel, reject), in place of the order's buttons: the
 * server's answer to the first post (ADR 086), so it works without JavaScript. It takes focus like a refusal; Confirm
 * posts the same move with confirm=1, Keep goes back to the order as it was.
 */
function ConfirmMove({ move, action }: { move: MoveToConfirm; action: string }) {
  const t = useStrings().orders;
  const rejecting = move.status === "rejected";
  return (
    <Form method="post" action={action} className="stack confirm-move">
      <FormKey />
      <FollowUp>{rejecting ? t.confirmReject : t.confirmCancel}</FollowUp>
      <input type="hidden" name="id" value={move.id} />
      <input type="hidden" name="status" value={move.status} />
      {move.reason ? <input type="hidden" name="reason" value={move.reason} /> : null}
      {move.note ? <input type="hidden" name="note" value={move.note} /> : null}
      <input type="hidden" name="confirm" value="1" />
      <div className="actions">
        <button type="submit" className="button button-small button-danger">
          {rejecting ? t.confirmRejectYes : t.confirmCancelYes}
        </button>
        <Link to={`${action}#order-${move.id}`} className="button button-small button-ghost">
          {t.keep}
        </Link>
      </div>
    </Form>
  );
}

/**
 * Whether the order's money is held (or disputed): it cannot be cancelled (ADR 088), so no Cancel is offered; the
 * buyer confirms receipt or the seller types the code. A payment only opened (`pending`) keeps the button: whether its
 * transfer account is still open is the server's to judge, which refuses with `order_payment_in_progress` if so.
 */
const moneyHeld = (request: PurchaseRequestDto) => request.payment_status === "held" || request.payment_status === "disputed";

/**
 * The moves one side may make on an order in its state, as plain forms (they work without JavaScript); with
 * `confirm` (the server asking about a cancel or reject of this order) the question instead.
 */
export function OrderActions({
  request,
  side,
  action,
  confirm,
}: {
  request: PurchaseRequestDto;
  side: "seller" | "buyer";
  action: string;
  confirm?: MoveToConfirm | null;
}) {
  const strings = useStrings();
  const t = strings.orders;
  const r = strings.marketplace.requests;
  if (confirm && confirm.id === request.id) return <ConfirmMove move={confirm} action={action} />;
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
  if (side === "buyer" && request.status === "pending" && !moneyHeld(request))
    return <div className="actions">{button("cancelled", t.cancel, true)}</div>;
  // The seller marked it completed first: the buyer still says whether it arrived.
  if (side === "buyer" && request.status === "completed" && !request.buyer_confirmed)
    return <div className="actions">{button("completed", t.received)}</div>;
  if (side === "buyer" && request.status === "accepted") {
    return (
      <div className="actions">
        {button("completed", t.received)}
        {moneyHeld(request) ? null : button("cancelled", t.cancel, true)}
      </div>
    );
  }
  return null;
}
