import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import "~/lib/catalogs.server";
import { deferScripts } from "~/lib/defer-scripts.server";
import { inlineStylesheets } from "~/lib/lite-css.server";
import { NonceProvider } from "~/lib/nonce";

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY);
  let status = responseStatusCode;
  const nonce = loadContext.cspNonce;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        status = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout));
  // Crawlers, no-JS clients and Lite mode get the whole document at once (streaming would need inline scripts).
  if (loadContext.lite || isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-cache");
  const response = new Response(body, { headers: responseHeaders, status });
  return loadContext.lite ? inlineStylesheets(response) : deferScripts(response, nonce);
}
