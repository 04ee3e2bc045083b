import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { readForm } from "~/lib/form-key";
import { formatDateTime, formatNaira } from "~/lib/format";
import { apiErrorMessage, field } from "~/lib/forms";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { pageMeta } from "~/lib/seo";
import { requireRole } from "~/lib/session.server";
import css from "~/styles/admin.css?url";
import { isId } from "../../worker/ids";

const area = areaRoute("admin");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.admin.safety.payouts.tab });
};
export const links: LinksFunction = () => [{ rel: "stylesheet", href: css }];

type PayoutState = "failed" | "stuck" | "pending" | "success";
type RetryOutcome = "paid" | "on_the_way" | "sent" | "failed";

/** A payout as GET /api/admin/payouts answers it (naira). */
export interface PayoutRow {
  id: number;
  order_id: number;
  listing_title: string;
  seller: { id: number; name: string };
  amount: number;
  state: PayoutState;
  attempts: number;
  last_error: string | null;
  next_retry_at: string | null;
}

/** /admin/payouts (ADR 096): sellers' failed and stuck payouts, each with a Retry form (a plain POST). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, ["admin"]);
  const strings = await requestStrings(request, context);
  const list = await context.api.get<PayoutRow[]>("/api/admin/payouts?limit=50");
  return {
    payouts: list.ok && Array.isArray(list.data) ? list.data : [],
    loadError: list.ok ? null : apiErrorMessage(strings, list.error, strings.admin.failures.load),
  };
}

/** Retry: the page answers with what became of it (the list below is read again, without the payout once it landed). */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireRole(request, context, ["admin"]);
  const strings = await requestStrings(request, context);
  const form = await readForm(request, context);
  const id = field(form, "id");
  if (!isId(id)) return data({ error: strings.admin.safety.payouts.failure }, { status: 400 });
  const answer = await context.api.post<{ outcome: RetryOutcome; payout: PayoutRow | null }>(`/api/admin/payouts/${id}/retry`, {});
  if (!answer.ok)
    return data({ error: apiErrorMessage(strings, answer.error, strings.admin.safety.payouts.failure) }, { status: answer.status });
  return data({ id: Number(id), outcome: answer.data.outcome, payout: answer.data.payout });
}

export default function AdminPayouts() {
  const { payouts, loadError } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const strings = useStrings();
  const t = strings.admin.safety.payouts;
  const done = answer && "outcome" in answer ? answer : null;
  return (
    <section className="container page admin-page stack" id="payouts">
      <p>
        <Link to="/admin">← {strings.admin.panel.title}</Link>
      </p>
      <h1>{t.tab}</h1>
      <p className="muted">{t.intro}</p>
      {done ? (
        <p className="card" role="status">
          {`${t.order} #${done.payout?.order_id ?? done.id}: ${t.outcomes[done.outcome]}`}
          {done.outcome === "failed" && done.payout?.last_error ? ` (${done.payout.last_error})` : ""}
        </p>
      ) : null}
      <Alert kind="error" answer={answer}>
        {answer && "error" in answer ? answer.error : null}
      </Alert>
      <Alert kind="error">{loadError}</Alert>
      {payouts.length === 0 ? <p className="card">{t.empty}</p> : null}
      {payouts.map((payout) => (
        <article key={payout.id} className="card stack" data-payout={payout.state}>
          <h2>{`${payout.listing_title} · ${t.order} #${payout.order_id}`}</h2>
          <dl className="facts small">
            <div>
              <dt>{t.seller}</dt>
              <dd>{payout.seller.name}</dd>
            </div>
            <div>
              <dt>{t.amount}</dt>
              <dd className="num">{formatNaira(payout.amount)}</dd>
            </div>
            <div>
              <dt>{t.attempts}</dt>
              <dd className="num">{`${payout.attempts} · ${t.states[payout.state]}`}</dd>
            </div>
            {payout.last_error ? (
              <div>
                <dt>{t.lastError}</dt>
                <dd>{payout.last_error}</dd>
              </div>
            ) : null}
            {payout.next_retry_at ? (
              <div>
                <dt>{t.nextRetry}</dt>
                <dd>{formatDateTime(strings.dates.months, payout.next_retry_at)}</dd>
              </div>
            ) : null}
          </dl>
          <Form method="post" className="admin-action">
            <FormKey />
            <input type="hidden" name="id" value={payout.id} />
            <button type="submit" className="button button-small">
              {t.retry}
            </button>
          </Form>
        </article>
      ))}
    </section>
  );
}
