import { Link, useLocation } from "@remix-run/react";
import { useStrings } from "~/lib/i18n";
import { ownPathAndQuery } from "~/lib/own-path";
import type { ReportTargetType } from "../../worker/domain";

/** The link to the one report form, coming back to the current page afterwards. */
export function ReportLink({
  type,
  id,
  className = "muted small",
  label,
}: {
  type: ReportTargetType;
  id: number;
  className?: string;
  /** Words for the link other than the plain "Report". */
  label?: string;
}) {
  const location = useLocation();
  const strings = useStrings();
  const params = new URLSearchParams({
    target_type: type,
    target_id: String(id),
    back: ownPathAndQuery(location.pathname, location.search),
  });
  return (
    <Link to={`/report?${params}`} className={className} rel="nofollow">
      {label ?? strings.report}
    </Link>
  );
}
