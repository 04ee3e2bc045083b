import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Alert } from "~/components/forms";
import { PurchaseRequestCard } from "~/components/PurchaseRequestCard";
import { apiErrorMessage, field } from "~/lib/forms";
import { metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { nextPageHref } from "~/lib/marketplace";
import { pageMeta } from "~/lib/seo";
import { requireRole, requireUser } from "~/lib/session.server";
import css from "~/styles/marketplace.css?url";
import { isId } from "../../worker/ids";
import type { PurchaseRequestDto } from "../../worker/services/purchase-requests";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: css }];
export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.marketplace.requests.title });
};

/** /profile/requests: sellers see the requests on their listings; buyers see the requests they sent. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const view = user.role === "buyer" ? ("buyer" as const) : ("seller" as const);
  const url = new URL(request.url);
  const cursor = url.searchParams.get("cursor") ?? "";
  const query = new URLSearchParams({ limit: "50" });
  if (isId(cursor)) query.set("cursor", cursor);
  const path = view === "buyer" ? "/api/users/purchase-requests/sent" : "/api/users/purchase-requests";
  const result = await context.api.get<PurchaseRequestDto[]>(`${path}?${query}`);
  return {
    view,
    requests: result.ok ? result.data : [],
    next: result.ok ? nextPageHref(result.headers.get("link"), "/profile/requests") : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRole(request, context, ["farmer", "supplier", "admin"]);
  const strings = await requestStrings(request, context);
  const t = strings.marketplace.requests;
  const form = await request.formData();
  const id = field(form, "id");
  const status = field(form, "status");
  if (!isId(id)) return data({ error: t.failed }, { status: 400 });
  const result = await context.api.put(`/api/users/purchase-requests/${id}`, { status });
  if (!result.ok) return data({ error: apiErrorMessage(strings, result.error, t.failed) }, { status: result.status });
  return redirect(`/profile/requests?done=${encodeURIComponent(status)}`);
}

export default function PurchaseRequests() {
  const strings = useStrings();
  const t = strings.marketplace.requests;
  const { view, requests, next } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const done = searchParams.get("done");
  return (
    <div className="stack">
      <h2>{view === "buyer" ? t.sentTitle : t.title}</h2>
      <Alert kind="success">{done && (t.status as Record<string, string>)[done] ? t.done(done) : null}</Alert>
      <Alert kind="error">{actionData?.error}</Alert>
      {requests.length === 0 ? (
        <p className="card">{t.empty}</p>
      ) : (
        <div className="grid grid-2">
          {requests.map((request) => (
            <PurchaseRequestCard key={request.id} request={request} view={view} />
          ))}
        </div>
      )}
      {next ? (
        <Link to={next} className="button button-ghost" rel="next">
          {t.more}
        </Link>
      ) : null}
    </div>
  );
}
