import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { requireUser } from "~/lib/session.server";

export const meta: MetaFunction = () => [{ title: "Profile Settings | Gona" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

export default function Page() {
  return (
    <section className="container page">
      <h1>Profile Settings</h1>
      <Outlet />
    </section>
  );
}
