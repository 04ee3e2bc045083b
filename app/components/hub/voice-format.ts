// How a voice note is described beside its player (ADR 093): only the hub's chat needs it, so it stays out of the
// shared first-view chunk that every page loads.
/** A recording's length as m:ss (a voice note is at most two minutes). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** A file's size for a reader deciding whether to download it: KB below a megabyte, else MB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
