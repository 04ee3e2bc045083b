import { Form, useNavigation } from "@remix-run/react";
import { FormKey } from "~/components/FormKey";
import { formatDateTime } from "~/lib/format";
import { useStrings } from "~/lib/i18n";

/** A dispute's conversation as GET /api/users/purchase-requests/{id}/dispute/messages answers it. */
export interface DisputeTalk {
  dispute: { id: number; status: "open" | "released" | "refunded" };
  messages: { id: number; side: "buyer" | "seller"; author: { id: number; name: string }; message: string; created_at: string }[];
}

/**
 * "The problem: what each side says" (ADR 098): the dispute's messages, oldest first, and while it is open a plain
 * form posting to /orders/{id}/dispute-message, so it works without JavaScript and in Lite mode.
 */
export function DisputeConversation({ orderId, talk }: { orderId: number; talk: DisputeTalk }) {
  const strings = useStrings();
  const t = strings.payments;
  const sending = useNavigation().state === "submitting";
  const open = talk.dispute.status === "open";
  return (
    <section id="dispute-talk" className="card stack" aria-labelledby="dispute-talk-title">
      <h2 id="dispute-talk-title">{t.talkTitle}</h2>
      <p className="small">{open ? t.talkHow : t.talkClosed}</p>
      {talk.messages.length === 0 ? <p className="muted small">{t.talkEmpty}</p> : null}
      <ol className="stack plain-list">
        {talk.messages.map((message) => (
          <li key={message.id} data-side={message.side}>
            <p className="small muted">
              {message.side === "buyer" ? t.talkBuyer : t.talkSeller} · {message.author.name} ·{" "}
              {formatDateTime(strings.dates.months, message.created_at)}
            </p>
            <p className="pre-line">{message.message}</p>
          </li>
        ))}
      </ol>
      {open ? (
        <Form method="post" action={`/orders/${orderId}/dispute-message`} className="stack">
          <FormKey />
          <label htmlFor="dispute-message">{t.talkLabel}</label>
          <textarea id="dispute-message" name="message" required maxLength={1000} rows={3} />
          <button type="submit" className="button button-ghost" disabled={sending}>
            {sending ? t.talkSending : t.talkSend}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
