import type { ReactNode } from "react";
import { formatNaira } from "~/lib/format";

/**
 * Label–value pairs (an order, a listing, a seller, an admin card, a price guide): one `<dl className="facts">` whose
 * pairs each sit in a `<div>`. The shared rule in app.css keeps a pair on one line while both fit and puts the value
 * under its label when they do not, so a long Hausa, Yoruba or Igbo label never squeezes its value into a sliver.
 */
export function Facts({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={className ? `facts ${className}` : "facts"}>{children}</dl>;
}

/** One pair of a `Facts` list. */
export function Fact({ label, children, className }: { label: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** An amount of naira that never breaks across lines (`₦185,000.00`). */
export function Money({ naira }: { naira: number | null | undefined }) {
  return <span className="num">{formatNaira(naira)}</span>;
}

/** A number, a date or an amount with its unit, kept whole on one line. */
export function Whole({ children }: { children: ReactNode }) {
  return <span className="num">{children}</span>;
}
