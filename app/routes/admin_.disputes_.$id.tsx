import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { formatDateTime, formatNaira } from "~/lib/format";
import { apiErrorMessage } from "~/lib/forms";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { pageMeta } from "~/lib/seo";
import { requireRole } from "~/lib/session.server";
import css from "~/styles/admin.css?url";
import { isId } from "../../worker/ids";
import type { TimelineEntry } from "../../worker/services/payments/dispute-timeline";
import type { DisputeTalk } from "../components/DisputeConversation";
import type { DisputeRow } from "./admin_.disputes";

// The admin strings, and the orders' words for a dispute's reasons.
const area = areaRoute("admin", "orders", "payments");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.admin.safety.disputes.history.title });
};
export const links: LinksFunction = () => [{ rel: "stylesheet", href: css }];

type DisputeView = DisputeRow & { timeline: TimelineEntry[]; messages: DisputeTalk["messages"] };

/** /admin/disputes/{id} (ADR 098): one dispute with its order's history, oldest first, and what each side says. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, ["admin"]);
  const id = params.id ?? "";
  if (!isId(id)) throw new Response(null, { status: 404 });
  const view = await context.api.get<DisputeView>(`/api/admin/disputes/${id}`);
  if (view.ok) return { dispute: view.data, loadError: null };
  if (view.status === 404) throw new Response(null, { status: 404 });
  const strings = await requestStrings(request, context);
  return { dispute: null, loadError: apiErrorMessage(strings, view.error, strings.admin.failures.load) };
}

function Step({ step }: { step: TimelineEntry }) {
  const strings = useStrings();
  const t = strings.admin.safety.disputes;
  const side = step.side === "buyer" ? t.buyer : step.side === "seller" ? t.seller : null;
  const reason =
    step.kind === "dispute_opened" && step.detail ? strings.payments.reasons[step.detail as keyof typeof strings.payments.reasons] : null;
  return (
    <li data-kind={step.kind}>
      <p className="small muted">
        {formatDateTime(strings.dates.months, step.at)}
        {side ? ` · ${side}` : ""}
      </p>
      <p>
        <strong>{t.history.kinds[step.kind]}</strong>
        {step.amount !== undefined ? (
          <>
            {" "}
            <span className="num">{formatNaira(step.amount)}</span>
          </>
        ) : null}
        {step.kind === "ledger" || step.kind === "audit" || step.kind === "provider_event" ? ` · ${step.text ?? ""}` : null}
        {reason ? ` · ${reason}` : null}
      </p>
      {step.kind !== "ledger" && step.kind !== "audit" && step.kind !== "provider_event" && step.text ? (
        <p className="pre-line">{step.text}</p>
      ) : null}
      {step.kind === "told" || step.kind === "audit" || step.kind === "message" ? (
        step.detail ? (
          <p className="small pre-line">{step.detail}</p>
        ) : null
      ) : null}
    </li>
  );
}

export default function AdminDispute() {
  const { dispute, loadError } = useLoaderData<typeof loader>();
  const strings = useStrings();
  const t = strings.admin.safety.disputes;
  return (
    <section className="container page admin-page stack" id="dispute">
      <p>
        <Link to="/admin/disputes">← {t.history.back}</Link>
      </p>
      <Alert kind="error">{loadError}</Alert>
      {dispute ? (
        <>
          <h1>{`${t.history.title} #${dispute.id} · ${dispute.listing_title} · ${t.order} #${dispute.order_id}`}</h1>
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
              <dt>{t.paid}</dt>
              <dd className="num">{formatNaira(dispute.amount)}</dd>
            </div>
            <div>
              <dt>{t.held}</dt>
              <dd className="num">{formatNaira(dispute.held)}</dd>
            </div>
          </dl>
          <section className="card stack" aria-labelledby="dispute-talk-title">
            <h2 id="dispute-talk-title">{t.history.talk}</h2>
            {dispute.messages.length === 0 ? <p className="muted">{t.history.noTalk}</p> : null}
            <ol className="stack plain-list">
              {dispute.messages.map((message) => (
                <li key={message.id} data-side={message.side}>
                  <p className="small muted">
                    {message.side === "buyer" ? t.buyer : t.seller} · {message.author.name} ·{" "}
                    {formatDateTime(strings.dates.months, message.created_at)}
                  </p>
                  <p className="pre-line">{message.message}</p>
                </li>
              ))}
            </ol>
          </section>
          <section className="card stack" aria-labelledby="dispute-timeline-title">
            <h2 id="dispute-timeline-title">{t.history.timeline}</h2>
            <ol className="stack plain-list">
              {dispute.timeline.map((step, index) => (
                // The steps have no ids of their own; their order never changes on the page.
                // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in a fixed order
                <Step key={index} step={step} />
              ))}
            </ol>
          </section>
        </>
      ) : null}
    </section>
  );
}
