import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";

export async function action({ context }: ActionFunctionArgs) {
  const result = await context.api.post("/api/auth/logout");
  const cookie = result.headers.get("set-cookie");
  return redirect("/", { headers: cookie ? { "Set-Cookie": cookie } : {} });
}

export function loader() {
  return redirect("/");
}
