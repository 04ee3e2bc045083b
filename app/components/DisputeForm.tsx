import { Form, useNavigation } from "@remix-run/react";
import { FormKey } from "~/components/FormKey";
import { useStrings } from "~/lib/i18n";
import { DISPUTE_REASONS } from "../../worker/domain";

/**
 * "Report a problem with this order" (ADR 092): the buyer's form while the money is held, a reason and details. A plain
 * form posting to /orders/{id}/problem, so it works without JavaScript and in Lite mode.
 */
export function DisputeForm({ orderId }: { orderId: number }) {
  const t = useStrings().payments;
  const sending = useNavigation().state === "submitting";
  return (
    <section id="problem" className="card stack" aria-labelledby="problem-title">
      <h2 id="problem-title">{t.problemTitle}</h2>
      <p className="small">{t.problemHow}</p>
      <Form method="post" action={`/orders/${orderId}/problem`} className="stack">
        <FormKey />
        <label htmlFor="problem-reason">{t.problemReason}</label>
        <select id="problem-reason" name="reason" required defaultValue="not_received">
          {DISPUTE_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t.reasons[reason]}
            </option>
          ))}
        </select>
        <label htmlFor="problem-details">{t.problemDetails}</label>
        <textarea id="problem-details" name="details" maxLength={1000} rows={3} />
        <button type="submit" className="button button-ghost" disabled={sending}>
          {sending ? t.problemSending : t.problemSend}
        </button>
      </Form>
    </section>
  );
}
