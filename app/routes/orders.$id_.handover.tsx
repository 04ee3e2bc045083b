import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { Notice } from "~/components/Notice";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage } from "~/lib/forms";
import { useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { withNotice } from "~/lib/notices";
import { requireUser } from "~/lib/session.server";
import { isId } from "../../worker/ids";
import type { PurchaseRequestDto } from "../../worker/services/purchase-requests";

/**
 * /orders/{id}/handover (ADR 088): the seller types the buyer's 6-digit code when the goods change hands, and the
 * held money is released to them. One plain form: it works without JavaScript and in Lite mode.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = params.id ?? "";
  if (!isId(id)) throw new Response(null, { status: 404 });
  const order = await context.api.get<PurchaseRequestDto>(`/api/users/purchase-requests/${id}`);
  if (!order.ok) throw new Response(null, { status: order.status === 401 ? 401 : 404 });
  // The buyer holds the code; the order's page shows it to them.
  if (order.data.seller_id !== user.id) throw redirect(`/orders/${id}`);
  return { order: order.data };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const id = params.id ?? "";
  if (!isId(id)) throw new Response(null, { status: 404 });
  const form = await readForm(request, context);
  const code = String(form.get("code") ?? "");
  const answer = await context.api.post(`/api/users/purchase-requests/${id}/handover`, { code });
  if (answer.ok) return redirect(withNotice(`/orders/${id}/handover`, "payment-released", "handover"));
  const strings = await requestStrings(request, context);
  const body = answer.error as { code?: string; tries_left?: number } | undefined;
  return data(
    {
      error: apiErrorMessage(strings, answer.error, strings.payments.notHeld),
      code: body?.code ?? null,
      triesLeft: typeof body?.tries_left === "number" ? body.tries_left : null,
    },
    { status: answer.status },
  );
}

export default function Handover() {
  const t = useStrings().payments;
  const { order } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const sending = useNavigation().state === "submitting";
  const held = order.payment_status === "held";
  return (
    <div className="stack">
      <p>
        <Link to={`/orders/${order.id}`}>
          ← {order.listing_title} #{order.id}
        </Link>
      </p>
      <section id="handover" className="card narrow stack" aria-labelledby="handover-title">
        <h2 id="handover-title">{t.enterCode}</h2>
        <Notice at="handover" />
        <Alert kind="error" answer={answer}>
          {answer?.error}
          {answer?.triesLeft !== null && answer?.triesLeft !== undefined ? ` ${t.triesLeft(answer.triesLeft)}` : null}
          {answer?.code === "handover_locked" ? ` ${t.locked}` : null}
        </Alert>
        <p data-payment={order.payment_status ?? "none"}>
          {t.label}: <strong>{order.payment_status ? t.statuses[order.payment_status] : "—"}</strong>
        </p>
        {held ? (
          <Form method="post" className="stack">
            <FormKey />
            <p>{t.handoverHow}</p>
            <label htmlFor="handover-code">{t.codeLabel}</label>
            <input
              id="handover-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]{6,7}"
              maxLength={7}
              required
              className="num"
            />
            <button type="submit" className="button" disabled={sending}>
              {sending ? t.releasing : t.release}
            </button>
          </Form>
        ) : order.payment_status === "released" ? null : (
          <p className="muted">{t.notHeld}</p>
        )}
      </section>
    </div>
  );
}
