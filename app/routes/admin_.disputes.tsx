import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Alert, FollowUp } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { Notice } from "~/components/Notice";
import { readForm } from "~/lib/form-key";
import { formatDateTime, formatNaira } from "~/lib/format";
import { apiErrorMessage, field } from "~/lib/forms";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { withNotice } from "~/lib/notices";
import { pageMeta } from "~/lib/seo";
import { requireRole } from "~/lib/session.server";
import css from "~/styles/admin.css?url";
import type { DisputeReason, DisputeStatus } from "../../worker/domain";
import { isId } from "../../worker/ids";

// The admin strings, and the orders' words for a dispute's reasons.
const area = areaRoute("admin", "orders", "payments");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.admin.safety.disputes.tab });
};
export const links: LinksFunction = () => [{ rel: "stylesheet", href: css }];

/** A dispute as GET /api/admin/disputes answers it (naira). */
export interface DisputeRow {
  id: number;
  order_id: number;
  listing_title: string;
  buyer: { id: number; name: string };
  seller: { id: number; name: string };
  reason: DisputeReason;
  details: string | null;
  status: DisputeStatus;
  amount: number;
  held: number;
  refund: number | null;
  released: number | null;
  note: string | null;
  /** The refund's state at the provider (ADR 097): pending, processing, processed, failed or retrying; null without one. */
  refund_status: string | null;
  created_at: string;
}

/** What the admin is asked to confirm before a decision is sent (without JavaScript too): the same form, confirm=1. */
interface ToConfirm {
  id: number;
  action: "release" | "refund";
  amount: string;
  note: string;
  refund: number;
  rest: number;
}

/** /admin/disputes (ADR 092): buyers' disputes of held money, newest first, with the release and refund forms. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, ["admin"]);
  const strings = await requestStrings(request, context);
  const list = await context.api.get<DisputeRow[]>("/api/admin/disputes?limit=50");
  return {
    disputes: list.ok && Array.isArray(list.data) ? list.data : [],
    loadError: list.ok ? null : apiErrorMessage(strings, list.error, strings.admin.failures.load),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRole(request, context, ["admin"]);
  const strings = await requestStrings(request, context);
  const form = await readForm(request, context);
  const id = field(form, "id");
  const chosen = field(form, "action");
  if (chosen === "retry-refund") {
    if (!isId(id)) return data({ error: strings.admin.safety.disputes.retryFailure }, { status: 400 });
    // Verified with the provider first and claimed in the write (ADR 097): a second press sends nothing twice.
    const retried = await context.api.post(`/api/admin/disputes/${id}/refund/retry`, {});
    if (!retried.ok)
      return data(
        { error: apiErrorMessage(strings, retried.error, strings.admin.safety.disputes.retryFailure) },
        { status: retried.status },
      );
    return redirect(withNotice("/admin/disputes", "refund-retried", "disputes"));
  }
  if (!isId(id) || (chosen !== "release" && chosen !== "refund"))
    return data({ error: strings.admin.safety.disputes.failure }, { status: 400 });
  const amount = chosen === "refund" ? field(form, "amount").trim() : "";
  const note = field(form, "note");
  if (field(form, "confirm") !== "1") {
    // The amounts in the question are for the admin's eyes; the API checks the amount against what the buyer paid.
    // Empty refunds all the buyer paid; the seller gets what is held less the refund (ADR 098).
    const held = Number(field(form, "held")) || 0;
    const total = Number(field(form, "total")) || held;
    const refund = chosen === "release" ? 0 : amount ? Number(amount) || 0 : total;
    const confirm: ToConfirm = {
      id: Number(id),
      action: chosen,
      amount,
      note,
      refund,
      rest: Math.max(0, Math.round((held - refund) * 100) / 100),
    };
    return data({ confirm });
  }
  const answer = await context.api.put(`/api/admin/disputes/${id}`, { action: chosen, note, ...(amount ? { amount } : {}) });
  if (!answer.ok)
    return data({ error: apiErrorMessage(strings, answer.error, strings.admin.safety.disputes.failure) }, { status: answer.status });
  return redirect(withNotice("/admin/disputes", "dispute-decided", "disputes"));
}

function ConfirmDecision({ confirm }: { confirm: ToConfirm }) {
  const t = useStrings().admin.safety.disputes;
  const question =
    confirm.action === "release"
      ? t.confirmRelease(formatNaira(confirm.rest))
      : t.confirmRefund(formatNaira(confirm.refund), formatNaira(confirm.rest));
  return (
    <Form method="post" className="stack admin-action">
      <FormKey />
      <FollowUp>{question}</FollowUp>
      <input type="hidden" name="id" value={confirm.id} />
      <input type="hidden" name="action" value={confirm.action} />
      <input type="hidden" name="amount" value={confirm.amount} />
      <input type="hidden" name="note" value={confirm.note} />
      <input type="hidden" name="confirm" value="1" />
      <div className="actions">
        <button type="submit" className="button button-small button-danger">
          {t.yes}
        </button>
        <Link to="/admin/disputes" className="button button-small button-ghost">
          {t.keep}
        </Link>
      </div>
    </Form>
  );
}

/** A decided dispute's refund as the provider last said, with "Retry the refund" while it failed (a plain form POST). */
function RefundState({ dispute }: { dispute: DisputeRow }) {
  const t = useStrings().admin.safety.disputes;
  if (!dispute.refund || !dispute.refund_status) return null;
  const state = t.refundStates[dispute.refund_status as keyof typeof t.refundStates] ?? t.refundStates.pending;
  return (
    <div className="stack">
      <p className="small" data-refund-status={dispute.refund_status}>
        {t.refundState}: <strong>{state}</strong>
      </p>
      {dispute.refund_status === "failed" ? (
        <Form method="post" className="admin-action">
          <FormKey />
          <input type="hidden" name="id" value={dispute.id} />
          <input type="hidden" name="action" value="retry-refund" />
          <button type="submit" className="button button-small">
            {t.retryRefund}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

function Decide({ dispute }: { dispute: DisputeRow }) {
  const t = useStrings().admin.safety.disputes;
  const form = (action: "release" | "refund") => (
    <Form method="post" className="stack admin-action">
      <FormKey />
      <input type="hidden" name="id" value={dispute.id} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="held" value={dispute.held} />
      <input type="hidden" name="total" value={dispute.amount} />
      {action === "refund" ? (
        <>
          <label htmlFor={`dispute-amount-${dispute.id}`}>{t.amountLabel}</label>
          <input id={`dispute-amount-${dispute.id}`} name="amount" inputMode="decimal" pattern="[0-9]+([.][0-9]{1,2})?" className="num" />
        </>
      ) : null}
      <label htmlFor={`dispute-${action}-note-${dispute.id}`}>{t.noteLabel}</label>
      <input id={`dispute-${action}-note-${dispute.id}`} name="note" required maxLength={1000} />
      <button type="submit" className={`button button-small${action === "refund" ? " button-ghost" : ""}`}>
        {action === "release" ? t.release : t.refund}
      </button>
    </Form>
  );
  return (
    <>
      {form("release")}
      {form("refund")}
    </>
  );
}

export default function AdminDisputes() {
  const { disputes, loadError } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const strings = useStrings();
  const t = strings.admin.safety.disputes;
  const reasons = strings.payments.reasons;
  const confirm = answer && "confirm" in answer ? answer.confirm : null;
  return (
    <section className="container page admin-page stack" id="disputes">
      <p>
        <Link to="/admin">← {strings.admin.panel.title}</Link>
      </p>
      <h1>{t.tab}</h1>
      <p className="muted">{t.intro}</p>
      <Notice at="disputes" />
      <Alert kind="error" answer={answer}>
        {answer && "error" in answer ? answer.error : null}
      </Alert>
      <Alert kind="error">{loadError}</Alert>
      {disputes.length === 0 ? <p className="card">{t.empty}</p> : null}
      {disputes.map((dispute) => (
        <article key={dispute.id} className="card stack" data-dispute={dispute.status}>
          <h2>{`${dispute.listing_title} · ${t.order} #${dispute.order_id}`}</h2>
          <p>
            <Link to={`/admin/disputes/${dispute.id}`}>{t.history.open}</Link>
          </p>
          <dl className="facts small">
            <div>
              <dt>{t.buyer}</dt>
              <dd>{dispute.buyer.name}</dd>
            </div>
            <div>
              <dt>{t.seller}</dt>
              <dd>{dispute.seller.name}</dd>
            </div>
            <div>
              <dt>{t.reason}</dt>
              <dd>
                {reasons[dispute.reason]} · {formatDateTime(strings.dates.months, dispute.created_at)}
              </dd>
            </div>
            {dispute.details ? (
              <div>
                <dt>{strings.payments.problemDetails}</dt>
                <dd className="pre-line">{dispute.details}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t.paid}</dt>
              <dd className="num">{formatNaira(dispute.amount)}</dd>
            </div>
            <div>
              <dt>{t.held}</dt>
              <dd className="num">{formatNaira(dispute.held)}</dd>
            </div>
            {dispute.status === "open" ? null : (
              <div>
                <dt>{t.decided}</dt>
                <dd>
                  {t.refunded}: <span className="num">{formatNaira(dispute.refund ?? 0)}</span> · {t.released}:{" "}
                  <span className="num">{formatNaira(dispute.released ?? 0)}</span>
                  {dispute.note ? ` · ${dispute.note}` : ""}
                </dd>
              </div>
            )}
          </dl>
          <RefundState dispute={dispute} />
          {dispute.status !== "open" ? null : confirm?.id === dispute.id ? (
            <ConfirmDecision confirm={confirm} />
          ) : (
            <Decide dispute={dispute} />
          )}
        </article>
      ))}
    </section>
  );
}
