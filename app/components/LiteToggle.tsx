import { useLocation } from "@remix-run/react";
import { useStrings } from "~/lib/i18n";
import { ownPathWith } from "~/lib/own-path";

/** "Lite mode" / "Full mode": a plain link to this page with `?lite=` set (the worker keeps the choice in a cookie). */
export function LiteToggle({ lite }: { lite: boolean }) {
  const t = useStrings().footer;
  const { pathname, search } = useLocation();
  // A full page load: the other mode draws the whole document differently (with or without scripts).
  return (
    <a href={ownPathWith(pathname, search, { lite: lite ? "0" : "1" })} data-lite-toggle="">
      {lite ? t.fullMode : t.liteMode}
    </a>
  );
}
