import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { PurchaseRequestCard } from "~/components/PurchaseRequestCard";
import { useStrings } from "~/lib/i18n";
import type { MoveToConfirm, OrderSide } from "~/lib/orders.server";
import type { PurchaseRequestDto } from "../../worker/services/purchase-requests";

/** One tab of /orders: the orders as cards (each says what its last move did, or why it was refused), and the next page. */
export function OrderList({ side }: { side: OrderSide }) {
  const strings = useStrings();
  const t = strings.orders;
  const { orders, next, origin, now } = useLoaderData<{
    orders: PurchaseRequestDto[];
    next: string | null;
    origin: string;
    now: string;
  }>();
  const actionData = useActionData<{ error?: string; id?: number | null; confirm?: MoveToConfirm }>();
  const cardShowsError = actionData?.id !== undefined && actionData.id !== null && orders.some((order) => order.id === actionData.id);
  return (
    <div className="stack">
      <h2>{side === "selling" ? t.selling : t.buying}</h2>
      <Alert kind="error" answer={actionData}>
        {cardShowsError ? null : actionData?.error}
      </Alert>
      {orders.length === 0 ? (
        <p className="card">{side === "selling" ? t.emptySelling : t.emptyBuying}</p>
      ) : (
        <div className="grid grid-2">
          {orders.map((order) => (
            <PurchaseRequestCard
              key={order.id}
              request={order}
              view={side === "selling" ? "seller" : "buyer"}
              action={`/orders/${side}`}
              origin={origin}
              now={now}
              refusal={actionData?.id === order.id ? actionData.error : null}
              answer={actionData}
              confirm={actionData?.confirm}
            />
          ))}
        </div>
      )}
      {next ? (
        <Link to={next} className="button button-ghost" rel="next">
          {t.more}
        </Link>
      ) : null}
    </div>
  );
}
