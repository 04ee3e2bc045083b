import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { DisputeConversation, type DisputeTalk } from "~/components/DisputeConversation";
import { DisputeForm } from "~/components/DisputeForm";
import { PurchaseRequestCard } from "~/components/PurchaseRequestCard";
import { useStrings } from "~/lib/i18n";
import { moveOrder } from "~/lib/orders.server";
import { requireUser } from "~/lib/session.server";
import { isId } from "../../worker/ids";
import type { PurchaseRequestDto } from "../../worker/services/purchase-requests";

/** /orders/{id}: one order for its buyer or its seller (anyone else: not found), with its moves. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = params.id ?? "";
  const result = isId(id) ? await context.api.get<PurchaseRequestDto>(`/api/users/purchase-requests/${id}`) : null;
  const now = new Date().toISOString();
  if (!result?.ok) return data({ order: null, buying: false, origin: "", now, talk: null }, { status: result?.status === 401 ? 401 : 404 });
  // In dispute: what each side says (ADR 098), read only then so every other order costs no more.
  const talk =
    result.data.payment_status === "disputed"
      ? await context.api.get<DisputeTalk>(`/api/users/purchase-requests/${id}/dispute/messages`)
      : null;
  return {
    order: result.data,
    buying: result.data.buyer_id === user.id,
    origin: new URL(request.url).origin,
    now,
    talk: talk?.ok ? talk.data : null,
  };
}

export const action = ({ params, request, context }: ActionFunctionArgs) => moveOrder(request, context, `/orders/${params.id}`);

export default function Order() {
  const strings = useStrings();
  const t = strings.orders;
  const { order, buying, origin, now, talk } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const refusal = actionData && "error" in actionData ? actionData.error : null;
  return (
    <div className="stack">
      <p>
        <Link to="/orders">← {t.backToOrders}</Link>
      </p>
      {order ? (
        <PurchaseRequestCard
          request={order}
          view={buying ? "buyer" : "seller"}
          action={`/orders/${order.id}`}
          origin={origin}
          now={now}
          refusal={refusal}
          answer={actionData}
          confirm={actionData && "confirm" in actionData ? actionData.confirm : null}
        />
      ) : null}
      {/* While the money is held the buyer can report a problem, which keeps it held until an admin decides (ADR 092). */}
      {order && buying && order.payment_status === "held" ? <DisputeForm orderId={order.id} /> : null}
      {order && talk ? <DisputeConversation orderId={order.id} talk={talk} /> : null}
      {order ? null : (
        <>
          <Alert kind="error" answer={actionData}>
            {refusal}
          </Alert>
          <p className="card">{t.notFound}</p>
        </>
      )}
    </div>
  );
}
