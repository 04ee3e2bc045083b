import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { formatDateTime } from "~/lib/format";
import { metaStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { nextPageHref } from "~/lib/marketplace";
import { pageMeta } from "~/lib/seo";
import { isId } from "../../worker/ids";
import type { OutboxMessageDto } from "../../worker/services/messaging";

// No area handle and no stylesheet of its own: outside development nothing in the 404 may differ from an unknown
// page's, so the page's words come from the loader (the server holds every catalog) instead of a string area.
export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: data?.text.title ?? strings.notFound.title });
};

/** /dev/outbox: in development, the SMS and e-mails written so far; anywhere else the same 404 as an unknown page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const strings = await requestStrings(request, context);
  if (!context.isDevelopment) throw new Response(strings.notFound.title, { status: 404 });
  const cursor = new URL(request.url).searchParams.get("cursor") ?? "";
  const query = new URLSearchParams({ limit: "50" });
  if (isId(cursor)) query.set("cursor", cursor);
  const result = await context.api.get<OutboxMessageDto[]>(`/api/dev/outbox?${query}`);
  if (!result.ok) throw new Response(result.error.error, { status: result.status });
  const { attempts, ...text } = strings.site.devOutbox;
  return {
    text,
    // Dates and counts are written on the server, so the browser renders the same text.
    messages: result.data.map((message) => ({
      ...message,
      created: formatDateTime(strings.dates.months, message.created_at),
      attemptsText: attempts(message.attempts),
    })),
    next: nextPageHref(result.headers.get("link"), "/dev/outbox"),
  };
}

const STATUS_BADGE: Record<string, string> = {
  sent: "badge",
  held: "badge badge-info",
  pending: "badge badge-warning",
  failed: "badge badge-error",
  capped: "badge badge-error",
};

/** The message text with its web links clickable, so an e-mail's reset link opens in one tap. */
function BodyText({ text }: { text: string }) {
  // Split keeps the links at odd positions; each non-empty piece is keyed by where it starts in the text.
  let offset = 0;
  const pieces = text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, position) => {
      const piece = { part, at: offset, link: position % 2 === 1 };
      offset += part.length;
      return piece;
    })
    .filter((piece) => piece.part !== "");
  return (
    <p className="outbox-body">
      {pieces.map(({ part, at, link }) =>
        link ? (
          <a key={at} href={part}>
            {part}
          </a>
        ) : (
          <Fragment key={at}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

export default function DevOutbox() {
  const { text: t, messages, next } = useLoaderData<typeof loader>();
  const label = <K extends string>(labels: Record<K, string>, key: string) => labels[key as K] ?? key;
  return (
    <div className="container page narrow">
      <h1>{t.title}</h1>
      <p className="muted">{t.intro}</p>
      <p>
        <Link to="/dev/outbox" className="button button-small button-light">
          {t.refresh}
        </Link>
      </p>
      {messages.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ol className="outbox-list stack">
          {messages.map((message) => (
            <li key={message.id} className="card outbox-message" data-status={message.status}>
              <p className="small">
                <strong>{label(t.channels, message.channel)}</strong>{" "}
                <span className={STATUS_BADGE[message.status] ?? "badge"}>{label(t.statuses, message.status)}</span>{" "}
                <span className="muted">{message.created}</span>
              </p>
              <p className="small">
                {t.to}: <strong>{message.recipient}</strong> · {t.kind}: {message.kind}
              </p>
              {message.subject ? (
                <p className="small">
                  {t.subject}: {message.subject}
                </p>
              ) : null}
              <BodyText text={message.body} />
              {message.gateway_status ? (
                <p className="small">
                  {t.gatewayReport}: {message.gateway_status}
                  {message.gateway_failure ? ` (${message.gateway_failure})` : ""}
                </p>
              ) : null}
              {message.attempts > 0 || message.last_error ? (
                <p className="small muted">
                  {message.attemptsText}
                  {message.last_error ? ` · ${t.lastError}: ${message.last_error}` : ""}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {next ? (
        <p>
          <Link to={next}>{t.older}</Link>
        </p>
      ) : null}
    </div>
  );
}
