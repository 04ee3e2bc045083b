import { useRouteLoaderData } from "@remix-run/react";
import { Alert } from "~/components/answer";
import type { PageNotice } from "~/lib/notices";

/**
 * What the last action did and what comes next (app/lib/notices.ts): the root draws a notice without a place at the top
 * of the page; a notice with `at` is drawn by the element of that id (an order's card), beside what it is about. It
 * takes focus when it arrives (an outcome), so it is in view and read out, with JavaScript or without.
 */
export function Notice({ at }: { at?: string }) {
  const notice = useRouteLoaderData<{ notice?: PageNotice | null }>("root")?.notice;
  if (!notice || (notice.at ?? undefined) !== at) return null;
  const banner = (
    <Alert kind="success" outcome className="notice" answer={`${notice.key} ${notice.at ?? ""}`}>
      <strong>{notice.done}</strong>
      {notice.next ? ` ${notice.next}` : null}
    </Alert>
  );
  return at ? banner : <div className="container notice-slot">{banner}</div>;
}
