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
