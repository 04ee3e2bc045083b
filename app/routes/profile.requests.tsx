import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";

/** The old home of purchase requests: orders now have their own page. */
export function loader({ request }: LoaderFunctionArgs) {
  const view = new URL(request.url).searchParams.get("view");
  return redirect(view === "buyer" ? "/orders/buying" : "/orders", 301);
}
