import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { DisputeConversation, type DisputeTalk } from "~/components/DisputeConversation";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage, field } from "~/lib/forms";
import { requestStrings } from "~/lib/language.server";
import { withNotice } from "~/lib/notices";
import { requireUser } from "~/lib/session.server";
import { isId } from "../../worker/ids";

/**
 * /orders/{id}/dispute-message (ADR 098): where the dispute conversation's form posts. Sent, the writer is back on the
 * order, which shows the message; refused (the dispute decided meanwhile, an empty or too long message), this page
 * shows why with the conversation and the form again. Opened directly, it sends the visitor to the order.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const id = params.id ?? "";
  if (!isId(id)) throw new Response(null, { status: 404 });
  const talk = await context.api.get<DisputeTalk>(`/api/users/purchase-requests/${id}/dispute/messages`);
  if (!talk.ok) throw redirect(`/orders/${id}`);
  return { id: Number(id), talk: talk.data };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const id = params.id ?? "";
  if (!isId(id)) throw new Response(null, { status: 404 });
  const form = await readForm(request, context);
  const answer = await context.api.post(`/api/users/purchase-requests/${id}/dispute/messages`, { message: field(form, "message") });
  if (answer.ok) return redirect(withNotice(`/orders/${id}`, "dispute-message-sent", `order-${id}`));
  const strings = await requestStrings(request, context);
  return data({ error: apiErrorMessage(strings, answer.error, strings.payments.talkClosed) }, { status: answer.status });
}

export default function DisputeMessage() {
  const { id, talk } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="stack">
      <p>
        <Link to={`/orders/${id}`}>← #{id}</Link>
      </p>
      <Alert kind="error" answer={answer}>
        {answer?.error}
      </Alert>
      <DisputeConversation orderId={id} talk={talk} />
    </div>
  );
}
