import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { OrderList } from "~/components/OrderList";
import { moveOrder, ordersPage } from "~/lib/orders.server";

/** /orders/selling: the orders on the user's listings, newest first, and their moves. */
export const loader = ({ request, context }: LoaderFunctionArgs) => ordersPage(request, context, "selling");
export const action = ({ request, context }: ActionFunctionArgs) => moveOrder(request, context, "/orders/selling");

export default function OrdersSelling() {
  return <OrderList side="selling" />;
}
