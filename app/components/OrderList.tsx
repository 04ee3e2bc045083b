import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Alert } from "~/components/forms";
import { PurchaseRequestCard } from "~/components/PurchaseRequestCard";
import { useStrings } from "~/lib/i18n";
import type { OrderSide } from "~/lib/orders.server";
import type { PurchaseRequestDto } from "../../worker/services/purchase-requests";

/** One tab of /orders: the outcome of the last move, the orders as cards, and the next page. */
export function OrderList({ side }: { side: OrderSide }) {
  const strings = useStrings();
  const t = strings.orders;
  const { orders, next, origin, now } = useLoaderData<{
    orders: PurchaseRequestDto[];
    next: string | null;
    origin: string;
    now: string;
  }>();
  const actionData = useActionData<{ error?: string }>();
  const [searchParams] = useSearchParams();
  const done = searchParams.get("done");
  return (
    <div className="stack">
      <h2>{side === "selling" ? t.selling : t.buying}</h2>
      <Alert kind="success">
        {done && done in strings.marketplace.requests.status
          ? strings.marketplace.requests.done(done)
          : searchParams.has("rated")
            ? strings.sellers.rating.saved
            : null}
      </Alert>
      <Alert kind="error">{actionData?.error}</Alert>
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
