import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { Fact, Facts, Money, Whole } from "~/components/Facts";
import { FormKey } from "~/components/FormKey";
import { Notice } from "~/components/Notice";
import { HandoverCode } from "~/components/OrderPayment";
import { readForm } from "~/lib/form-key";
import { formatDateTime, formatNaira } from "~/lib/format";
import { apiErrorMessage } from "~/lib/forms";
import { useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { withNotice } from "~/lib/notices";
import { requireUser } from "~/lib/session.server";
import { isId } from "../../worker/ids";
import { feeKobo } from "../../worker/services/payments/money";
import type { PaymentDto } from "../../worker/services/payments/payments";
import type { PurchaseRequestDto } from "../../worker/services/purchase-requests";

/**
 * /orders/{id}/pay, "Pay safely with Gona" (ADR 083): the buyer of an accepted order sees the total, the fee and who
 * pays it, asks for the account to transfer to, and sees it (number, bank, name, deadline) until the transfer arrives;
 * then the payment's state. Plain forms and links: it works without JavaScript and in Lite mode.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = params.id ?? "";
  if (!isId(id)) throw new Response(null, { status: 404 });
  const [order, payment] = await Promise.all([
    context.api.get<PurchaseRequestDto>(`/api/users/purchase-requests/${id}`),
    context.api.get<{ payment: PaymentDto }>(`/api/users/purchase-requests/${id}/payment`),
  ]);
  if (!order.ok) throw new Response(null, { status: order.status === 401 ? 401 : 404 });
  // The seller follows the payment on the order's own card.
  if (order.data.buyer_id !== user.id) throw redirect(`/orders/${id}`);
  const strings = await requestStrings(request, context);
  const open = payment.ok ? payment.data.payment : null;
  // In kobo until shown: what the buyer pays, the fee (the payment's own, else what it will be) and the seller's part.
  const amountKobo = Math.round((open?.amount ?? order.data.total) * 100);
  const fee = open ? Math.round(open.fee * 100) : feeKobo(amountKobo);
  return {
    order: order.data,
    payment: open,
    amount: amountKobo / 100,
    fee: fee / 100,
    sellerGets: (amountKobo - fee) / 100,
    // Written on the server, so the page reads the same with or without JavaScript.
    payBefore: open?.bank_transfer ? formatDateTime(strings.dates.months, open.bank_transfer.expires_at) : null,
    payable: order.data.status === "accepted" && order.data.seller_can_be_paid && !open,
  };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const id = params.id ?? "";
  if (!isId(id)) throw new Response(null, { status: 404 });
  await readForm(request, context);
  const opened = await context.api.post(`/api/users/purchase-requests/${id}/payment`, {});
  if (!opened.ok) {
    const strings = await requestStrings(request, context);
    return data({ error: apiErrorMessage(strings, opened.error, strings.payments.failed) }, { status: opened.status });
  }
  return redirect(withNotice(`/orders/${id}/pay`, "payment-opened", "payment"));
}

export default function PayForOrder() {
  const strings = useStrings();
  const t = strings.payments;
  const { order, payment, amount, fee, sellerGets, payBefore, payable } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const opening = useNavigation().state === "submitting";
  const transfer = payment?.status === "pending" ? payment.bank_transfer : null;
  return (
    <div className="stack">
      <p>
        <Link to={`/orders/${order.id}`}>
          ← {order.listing_title} #{order.id}
        </Link>
      </p>
      <section id="payment" className="card narrow stack" aria-labelledby="payment-title">
        <h2 id="payment-title">{t.title}</h2>
        <Notice at="payment" />
        <Alert kind="error" answer={answer}>
          {answer?.error}
        </Alert>
        <p>{t.how}</p>
        <Facts>
          <Fact label={t.youPay}>
            <strong>
              <Money naira={amount} />
            </strong>
          </Fact>
          <Fact label={t.fee}>
            <Money naira={fee} /> ({t.feeBySeller})
          </Fact>
          <Fact label={t.sellerGets}>
            <Money naira={sellerGets} />
          </Fact>
        </Facts>
        {payment ? (
          <p data-payment={payment.status}>
            {t.label}: <strong>{t.statuses[payment.status]}</strong>
          </p>
        ) : payable ? (
          <Form method="post">
            <FormKey />
            <button type="submit" className="button" disabled={opening}>
              {opening ? t.opening : t.open}
            </button>
          </Form>
        ) : (
          <p className="muted">{t.cannotPay}</p>
        )}
        {transfer ? (
          <div className="stack" data-testid="transfer-account">
            <h3>{t.transferTitle(formatNaira(amount))}</h3>
            <Facts>
              <Fact label={t.accountNumber}>
                <strong className="num">{transfer.account_number}</strong>
              </Fact>
              <Fact label={t.bank}>{transfer.bank_name}</Fact>
              <Fact label={t.accountName}>{transfer.account_name}</Fact>
              <Fact label={t.payBefore}>
                <Whole>{payBefore}</Whole>
              </Fact>
            </Facts>
            <p className="small">{t.exact}</p>
            <p className="small muted">{t.afterTransfer}</p>
          </div>
        ) : null}
        {payment?.status === "pending" && payment.checkout_url ? (
          <p>
            <a href={payment.checkout_url} className="button button-light" rel="noopener noreferrer">
              {t.checkout}
            </a>
          </p>
        ) : null}
        {payment?.status === "pending" ? (
          <p>
            <Link to={`/orders/${order.id}/pay`} className="button button-small button-light">
              {t.checkAgain}
            </Link>
          </p>
        ) : null}
        {payment?.status === "held" ? (
          <div>
            <p>
              <strong>{t.heldTitle}</strong>
            </p>
            <p className="small">{t.heldBody}</p>
            {order.handover_code ? <HandoverCode code={order.handover_code} /> : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}
