import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { sidesOf } from "~/lib/orders.server";
import { requireUser } from "~/lib/session.server";

/** /orders opens the user's first tab. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return redirect(`/orders/${sidesOf(user.role)[0]}`);
}
