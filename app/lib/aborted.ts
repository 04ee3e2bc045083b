// A navigation the router gave up because a newer one started (a second tap while the first was still loading on 2G).
// Remix's single fetch can hand that abort to an error boundary as if the page had failed (remix-run/react-router
// issue 14203); it is the reader moving on, not an error, so the boundaries do not report it.

/** True for the DOMException (or Error) an aborted fetch or navigation rejects with. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error || (typeof DOMException !== "undefined" && error instanceof DOMException)
    ? (error as Error).name === "AbortError"
    : false;
}
