import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { OrderList } from "~/components/OrderList";
import { moveOrder, ordersPage } from "~/lib/orders.server";

/** /orders/buying: the orders the user sent, newest first, and their moves. */
export const loader = ({ request, context }: LoaderFunctionArgs) => ordersPage(request, context, "buying");
export const action = ({ request, context }: ActionFunctionArgs) => moveOrder(request, context, "/orders/buying");

export default function OrdersBuying() {
  return <OrderList side="buying" />;
}
