import { CATALOGS } from "../../app/lib/catalogs.server";
import { type Language, resolveLanguage } from "../languages";
import { bodyCapFor, limitBody, MAX_PAGE_FORM_BYTES } from "./body-limit";
import { isCrossSiteWrite } from "./origin";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

type Reason = "crossSite" | "unsupportedType" | "tooLarge" | "badForm";

/** A small page for a refused submission, in the visitor's language (the request never reached a route, so no layout is drawn). */
function refusal(status: 400 | 403 | 413 | 415, reason: Reason, language: Language): Response {
  const strings = CATALOGS[language].refused;
  const t = { title: escapeHtml(strings.title), home: escapeHtml(strings.home) };
  const message = escapeHtml(strings[reason]);
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title></head><body><main><h1>${t.title}</h1><p>${message}</p><p><a href="/">${t.home}</a></p></main></body></html>`;
  return new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}

/** Parses a urlencoded body, refusing bytes or escapes that are not UTF-8 (browsers never send them). */
function strictUrlEncoded(bytes: ArrayBuffer): URLSearchParams {
  const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  const params = new URLSearchParams();
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const [name = "", value = ""] = pair.split(/=(.*)/s);
    params.append(decodeURIComponent(name.replaceAll("+", " ")), decodeURIComponent(value.replaceAll("+", " ")));
  }
  return params;
}

/**
 * Checks a page form submission (any unsafe method) before Remix sees it: the Origin, if sent, must be ours
 * (with or without a session cookie); only form encodings are accepted; the body must parse within the cap.
 * Answers the refusal page, or a request carrying the already-parsed form for Remix to read.
 */
export async function admitPageSubmission(request: Request, url: URL): Promise<Request | Response> {
  const language = resolveLanguage(request);
  if (isCrossSiteWrite(request.method, request.headers.get("origin"), url)) return refusal(403, "crossSite", language);
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(type)) return refusal(415, "unsupportedType", language);
  // Only a multipart form can carry files: any other encoding keeps the text forms' cap, whatever the page.
  const cap = type === "multipart/form-data" ? bodyCapFor(url.pathname) : Math.min(bodyCapFor(url.pathname), MAX_PAGE_FORM_BYTES);
  const limited = limitBody(request, cap);
  if (limited.exceeded()) return refusal(413, "tooLarge", language);
  let body: FormData | URLSearchParams;
  try {
    body = type === "multipart/form-data" ? await limited.request.formData() : strictUrlEncoded(await limited.request.arrayBuffer());
  } catch {
    return limited.exceeded() ? refusal(413, "tooLarge", language) : refusal(400, "badForm", language);
  }
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  if (body instanceof FormData) headers.delete("content-type"); // a fresh boundary for the re-encoded form
  return new Request(request.url, { method: request.method, headers, body, redirect: request.redirect, signal: request.signal });
}
