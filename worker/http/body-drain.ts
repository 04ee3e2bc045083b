// Every answer goes out with the request body read to its end (ADR 073). A Worker that answers before reading the body
// (401, 403, 413, 415, a role check on an upload route) leaves the rest of the upload on the connection: the server in
// front closes that keep-alive connection while the client is still sending, so the client sees ECONNRESET/EPIPE
// instead of the answer, or the next request on the connection fails (`wrangler dev`: 500 "Network connection lost",
// or 503 "Your worker restarted mid-request"). The Worker's door holds the body's reader itself, so whatever the app
// did with the body (nothing, part of it, a cap that errored its own copy), the door can read and drop the rest.
import { MAX_LISTING_BODY_BYTES } from "../domain";

/**
 * The most the door reads and drops after an answer: the largest body any route takes (a listing with all its
 * photos), so a body refused for its size on a smaller route still gets its 413. Past it the body is cancelled and
 * the connection closes.
 */
export const MAX_DRAIN_BYTES = MAX_LISTING_BODY_BYTES;

export interface GuardedBody {
  /** The request to hand to the app: the same request, its body read through the door's reader. */
  request: Request;
  /**
   * Before the answer goes out: reads and drops what the app left unread, up to `ceiling` bytes in all (a body
   * declared or found larger is cancelled instead). Never throws; costs nothing when the app read the body to its end.
   */
  settle: () => Promise<void>;
}

/** Wraps `request`'s body so the door can finish reading it once the app has answered. */
export function guardBody(request: Request, ceiling = MAX_DRAIN_BYTES): GuardedBody {
  const source = request.body;
  if (!source) return { request, settle: async () => {} };
  const reader = source.getReader();
  let seen = 0;
  let finished = false;
  const read = async () => {
    const chunk = await reader.read();
    if (chunk.done) finished = true;
    else seen += chunk.value.byteLength;
    return chunk;
  };
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const chunk = await read();
        if (chunk.done) controller.close();
        else controller.enqueue(chunk.value);
      },
      // The app gave up on its copy (a cap reached, a parse error): settle() reads or cancels the rest.
      cancel() {},
    },
    { highWaterMark: 0 },
  );
  const settle = async () => {
    try {
      const declared = Number(request.headers.get("content-length") ?? "0");
      while (!finished) {
        if (seen > ceiling || declared > ceiling) {
          finished = true;
          await reader.cancel("request body over the drain ceiling");
          return;
        }
        await read();
      }
    } catch {
      // The client went away mid-upload: nothing is left to keep.
      finished = true;
    }
  };
  return { request: new Request(request, { body }), settle };
}
