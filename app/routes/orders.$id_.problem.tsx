import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { DisputeForm } from "~/components/DisputeForm";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage, field } from "~/lib/forms";
import { requestStrings } from "~/lib/language.server";
import { withNotice } from "~/lib/notices";
import { requireUser } from "~/lib/session.server";
import { isId } from "../../worker/ids";
import type { PurchaseRequestDto } from "../../worker/services/purchase-requests";

/**
 * /orders/{id}/problem (ADR 092): where the buyer's "Report a problem with this order" form posts. Reported, the buyer
 * is sent back to the order, which shows it in dispute; refused, this page shows why with the form again.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = params.id ?? "";
  if (!isId(id)) throw new Response(null, { status: 404 });
  const order = await context.api.get<PurchaseRequestDto>(`/api/users/purchase-requests/${id}`);
  if (!order.ok) throw new Response(null, { status: order.status === 401 ? 401 : 404 });
  // The buyer reports a problem, and only while the money is held: anyone else, or later, is sent to the order.
  if (order.data.buyer_id !== user.id || order.data.payment_status !== "held") throw redirect(`/orders/${id}`);
  return { order: order.data };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const id = params.id ?? "";
  if (!isId(id)) throw new Response(null, { status: 404 });
  const form = await readForm(request, context);
  const details = field(form, "details").trim();
  const body = { reason: field(form, "reason"), ...(details ? { details } : {}) };
  const answer = await context.api.post(`/api/users/purchase-requests/${id}/dispute`, body);
  if (answer.ok) return redirect(withNotice(`/orders/${id}`, "dispute-opened", `order-${id}`));
  const strings = await requestStrings(request, context);
  return data({ error: apiErrorMessage(strings, answer.error, strings.payments.notHeld) }, { status: answer.status });
}

export default function Problem() {
  const { order } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="stack">
      <p>
        <Link to={`/orders/${order.id}`}>
          ← {order.listing_title} #{order.id}
        </Link>
      </p>
      <Alert kind="error" answer={answer}>
        {answer?.error}
      </Alert>
      <DisputeForm orderId={order.id} />
    </div>
  );
}
