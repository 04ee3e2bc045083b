import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useStrings } from "~/lib/i18n";

/**
 * The header's bell: a link to /notifications with the unread count, rendered on the server (it works without
 * JavaScript). Once the page is live it listens to the user's own room, loaded lazily so it adds nothing to the
 * first view, and updates the count in every open tab without a reload.
 */
export function NotificationBell({ userId, unread }: { userId: number; unread: number }) {
  const t = useStrings().notifications;
  const [count, setCount] = useState(unread);
  const [live, setLive] = useState(false);
  // A revalidated root loader (after a form post, or on navigation) knows the count too.
  useEffect(() => setCount(unread), [unread]);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    import("~/lib/live-notifications").then(({ listenToUserRoom }) => {
      if (!stopped) stop = listenToUserRoom(userId, setCount, setLive);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [userId]);
  return (
    <Link
      to="/notifications"
      className="bell"
      aria-label={count > 0 ? t.bellUnread(count) : t.bell}
      data-unread={count}
      data-live={live ? "" : undefined}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {count > 0 ? (
        <span className="bell-count" aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
