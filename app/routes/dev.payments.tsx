import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { readForm } from "~/lib/form-key";
import { formatDateTime, formatNaira } from "~/lib/format";
import { apiErrorMessage, field } from "~/lib/forms";
import { metaStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { nextPageHref } from "~/lib/marketplace";
import { pageMeta } from "~/lib/seo";
import { isId } from "../../worker/ids";
import type { DevPaymentDto } from "../../worker/services/payments/dev-payments";

// Like /dev/outbox: no area handle, the words come from the loader, and outside development the 404 of an unknown page.
export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: data?.text.title ?? strings.notFound.title });
};

/** /dev/payments: in development, the payments opened so far, each with "Pay" (the buyer's transfer arriving). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const strings = await requestStrings(request, context);
  if (!context.isDevelopment) throw new Response(strings.notFound.title, { status: 404 });
  const url = new URL(request.url);
  const cursor = url.searchParams.get("cursor") ?? "";
  const query = new URLSearchParams({ limit: "50" });
  if (isId(cursor)) query.set("cursor", cursor);
  const result = await context.api.get<DevPaymentDto[]>(`/api/dev/payments?${query}`);
  if (!result.ok) throw new Response(result.error.error, { status: result.status });
  const text = strings.site.devPayments;
  const paid = url.searchParams.get("paid");
  return {
    text: { ...text, paid: paid ? text.paid(paid.slice(0, 40)) : null },
    statuses: strings.payments.statuses,
    payments: result.data.map((payment) => ({
      ...payment,
      amountText: formatNaira(payment.amount),
      created: formatDateTime(strings.dates.months, payment.created_at),
    })),
    next: nextPageHref(result.headers.get("link"), "/dev/payments"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const strings = await requestStrings(request, context);
  if (!context.isDevelopment) throw new Response(strings.notFound.title, { status: 404 });
  const form = await readForm(request, context);
  const reference = field(form, "reference");
  const paid = await context.api.post(`/api/dev/payments/${encodeURIComponent(reference)}/pay`, {});
  if (!paid.ok) return data({ error: apiErrorMessage(strings, paid.error, strings.errors.payment_not_found) }, { status: paid.status });
  return redirect(`/dev/payments?${new URLSearchParams({ paid: reference })}`);
}

export default function DevPayments() {
  const { text: t, statuses, payments, next } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="container page narrow">
      <h1>{t.title}</h1>
      <p className="muted">{t.intro}</p>
      <Alert kind="error" answer={answer}>
        {answer?.error}
      </Alert>
      {t.paid ? (
        <Alert kind="success" outcome>
          {t.paid}
        </Alert>
      ) : null}
      {payments.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ol className="stack">
          {payments.map((payment) => (
            <li key={payment.id} className="card" data-reference={payment.reference}>
              <p className="small">
                <strong className="num">{payment.amountText}</strong> ·{" "}
                {statuses[payment.status as keyof typeof statuses] ?? payment.status} <span className="muted">{payment.created}</span>
              </p>
              <p className="small">
                <Link to={`/orders/${payment.request_id}`}>
                  {t.order} #{payment.request_id}
                </Link>{" "}
                · <span className="num">{payment.reference}</span> · {t.provider}: {payment.provider_status ?? "-"}
              </p>
              {payment.provider_status === "pending" ? (
                <Form method="post">
                  <FormKey />
                  <input type="hidden" name="reference" value={payment.reference} />
                  <button type="submit" className="button button-small">
                    {t.pay}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {next ? (
        <p>
          <Link to={next}>{t.older}</Link>
        </p>
      ) : null}
    </div>
  );
}
