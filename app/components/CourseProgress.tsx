import { useStrings } from "~/lib/i18n";

/** A labelled progress bar for a course. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const t = useStrings().site.lms;
  return (
    <div>
      <p className="small">{t.percent(percent)}</p>
      {/* Inline styles: the bar also shows on pages that do not load site.css (the dashboard). */}
      <div
        className="progress-bar"
        style={{ height: "0.75rem", background: "#d9e0dc", borderRadius: 999, overflow: "hidden" }}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={`${label}: ${t.percent(percent)}`}
      >
        <span style={{ display: "block", height: "100%", background: "#1f7a3a", width: `${percent}%` }} />
      </div>
    </div>
  );
}
