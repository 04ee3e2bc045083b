import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { withNotice } from "~/lib/notices";

export async function action({ context }: ActionFunctionArgs) {
  const result = await context.api.post("/api/auth/logout");
  const cookie = result.headers.get("set-cookie");
  return redirect(withNotice("/", "signed-out"), { headers: cookie ? { "Set-Cookie": cookie } : {} });
}

export function loader() {
  return redirect("/");
}
