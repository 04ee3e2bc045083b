import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { isHubTab } from "~/lib/hub";

/**
 * /farmers-hub opens the Groups tab, and the older `?tab=groups|posts|ai` links (the Ask AI answer's
 * "ask the community" link among them) go to their tab's own URL with the rest of their query.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab");
  url.searchParams.delete("tab");
  const query = url.searchParams.toString();
  return redirect(`/farmers-hub/${isHubTab(tab) ? tab : "groups"}${query ? `?${query}` : ""}`);
}
