import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useRevalidator, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { readForm } from "~/lib/form-key";
import { formatDateTime } from "~/lib/format";
import { apiErrorMessage, field } from "~/lib/forms";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { nextPageHref } from "~/lib/marketplace";
import { withNotice } from "~/lib/notices";
import { pageMeta } from "~/lib/seo";
import { requireUser, safeRedirect } from "~/lib/session.server";
import { isId } from "../../worker/ids";
import type { NotificationDto } from "../../worker/services/notifications";

const area = areaRoute("account");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.account.notifications.title });
};

const PAGE_SIZE = 20;

/** /notifications: the signed-in user's notifications, newest first, twenty a page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const strings = await requestStrings(request, context);
  const cursor = new URL(request.url).searchParams.get("cursor") ?? "";
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (isId(cursor)) query.set("cursor", cursor);
  const result = await context.api.get<NotificationDto[]>(`/api/notifications?${query}`);
  const notifications = result.ok ? result.data : [];
  return {
    // Dates are written here, on the server, so the page hydrates with the same text.
    notifications: notifications.map((note) => ({ ...note, when: formatDateTime(strings.dates.months, note.created_at) })),
    unread: result.ok ? Number(result.headers.get("x-unread-count") ?? 0) : 0,
    next: result.ok ? nextPageHref(result.headers.get("link"), "/notifications") : null,
    firstPage: !isId(cursor),
  };
}

/** Marking all read, or opening one (marked read, then its page). */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const strings = await requestStrings(request, context);
  const form = await readForm(request, context);
  if (field(form, "intent") === "read-all") {
    const result = await context.api.put("/api/notifications/read-all", {});
    if (!result.ok) return data({ error: apiErrorMessage(strings, result.error, strings.error.title) }, { status: result.status });
    return redirect(withNotice("/notifications", "notifications-read"));
  }
  const id = field(form, "id");
  if (!isId(id)) return data({ error: apiErrorMessage(strings, { error: "", code: "invalid_id" }, strings.error.title) }, { status: 400 });
  const result = await context.api.put<{ notification: NotificationDto }>(`/api/notifications/${id}/read`, {});
  if (!result.ok) return data({ error: apiErrorMessage(strings, result.error, strings.error.title) }, { status: result.status });
  return redirect(safeRedirect(result.data.notification.url, "/notifications"));
}

export default function Notifications() {
  const strings = useStrings();
  const t = strings.account.notifications;
  const { notifications, unread, next, firstPage } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const revalidator = useRevalidator();
  // A notification that arrives while the page is open joins the list (the bell hears it from the user's room).
  useEffect(() => {
    const refresh = () => {
      if (!searchParams.get("cursor")) revalidator.revalidate();
    };
    window.addEventListener("gona:notification", refresh);
    return () => window.removeEventListener("gona:notification", refresh);
  }, [revalidator, searchParams]);
  return (
    <section className="container page narrow stack">
      <div className="row-between">
        <h1>{t.title}</h1>
        {unread > 0 ? (
          <Form method="post">
            <FormKey />
            <button type="submit" name="intent" value="read-all" className="button button-ghost button-small">
              {t.markAllRead}
            </button>
          </Form>
        ) : null}
      </div>
      {notifications.length === 0 ? (
        <p className="card">{t.empty}</p>
      ) : (
        <ul className="notification-list">
          {notifications.map((note) => (
            <li key={note.id} className={note.read ? "notification" : "notification unread"}>
              <Form method="post">
                <FormKey />
                <input type="hidden" name="id" value={note.id} />
                <button type="submit" className="notification-open">
                  <span className="notification-title">
                    {note.read ? null : <span className="chip chip-new">{t.unread}</span>} {note.title}
                  </span>
                  <span className="notification-body">{note.body}</span>
                  <span className="muted small">{note.when}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {next ? (
        <Link to={next} className="button button-ghost" rel="next">
          {t.older}
        </Link>
      ) : null}
      {firstPage ? null : <Link to="/notifications">{t.newest}</Link>}
    </section>
  );
}

export function ErrorBoundary() {
  return <Alert kind="error">{useStrings().error.body}</Alert>;
}
