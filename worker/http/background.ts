// Work that runs after the answer has gone (ADR 074). Every `waitUntil` in the Worker goes through here, so a failure
// is caught and logged with what it was: an uncaught rejection in workerd logs only "Uncaught Error: internal error"
// and, under load in `wrangler dev`, preceded the local server's exits (issue 32, finding 13).

/** What runs work after the answer: a request's or a cron's execution context. */
export type Background = Pick<ExecutionContext, "waitUntil">;

/**
 * Runs `work` after the answer. It never rejects: a failure is logged as `Background task failed: <what>` with the
 * error, and whatever retries the work (the minute cron for messages, the next visit for a cached page) does so.
 */
export function inBackground(ctx: Background, what: string, work: Promise<unknown> | (() => Promise<unknown>)): void {
  ctx.waitUntil(settled(what, work));
}

/** The same, awaited: for a caller that is itself already in the background (a cron) and wants to wait for it. */
export async function settled(what: string, work: Promise<unknown> | (() => Promise<unknown>)): Promise<void> {
  try {
    await (typeof work === "function" ? work() : work);
  } catch (error) {
    console.error(`Background task failed: ${what}`, error);
  }
}
