// The language a page request is served in, for loaders and actions (which run only on the server).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type Language, resolveLanguage } from "../../worker/languages";
import { CATALOGS, type ServerCatalog } from "./catalogs.server";
import { getUser } from "./session.server";

/** `?lang=` > cookie > the signed-in user's language > `Accept-Language` > English. */
export async function requestLanguage(request: Request, context: AppLoadContext): Promise<Language> {
  const user = await getUser(context);
  return resolveLanguage(request, (user as { language?: string | null } | null)?.language);
}

/** The strings of the request's language (an action's messages, a loader's titles). */
export async function requestStrings(request: Request, context: AppLoadContext): Promise<ServerCatalog> {
  return CATALOGS[await requestLanguage(request, context)];
}

/**
 * Whether a page request that chooses a language (`?lang=`) came from one of this site's own pages, so the choice may
 * be saved on the signed-in visitor's profile. A link on another site (or one typed or bookmarked) still shows the page
 * in its language and sets the browser's cookie, but writes nothing to the account (issue #32). Browsers say where a
 * navigation came from in `Sec-Fetch-Site`; where they send none, a `Referer` of this origin counts.
 */
export function languageChosenOnThisSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin" || site === "same-site";
  const referer = request.headers.get("referer");
  if (!referer) return false;
  try {
    return new URL(referer).origin === new URL(request.url).origin;
  } catch {
    return false;
  }
}
