import { resolveLanguage } from "./languages";
import { decideLite } from "./lite";

/** What a page is drawn in besides its URL: the language and Lite mode the request resolves to (what `Vary` names). */
export const pageVariant = (request: Request, url: URL) => ({
  language: resolveLanguage(request),
  lite: decideLite(request, url).lite,
});
