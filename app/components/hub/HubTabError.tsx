import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { isAbortError } from "~/lib/aborted";
import { useStrings } from "~/lib/i18n";
import { ownPathAndQuery } from "~/lib/own-path";

/** A tab that failed to load: the hub's title and tabs stay, so the farmer can retry or switch tabs. */
export function HubTabError() {
  const t = useStrings().hub;
  const error = useRouteError();
  const location = useLocation();
  if (!isRouteErrorResponse(error) && !isAbortError(error)) console.error(error);
  return (
    <div className="card stack">
      <Alert kind="error">{t.errors.tabFailed}</Alert>
      <p>
        <Link to={ownPathAndQuery(location.pathname, location.search)} className="button button-ghost" reloadDocument>
          {t.errors.retry}
        </Link>
      </p>
    </div>
  );
}
