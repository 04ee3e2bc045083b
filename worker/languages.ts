// The five languages Gona speaks, and how a request's language is chosen (PRODUCT.md, "Languages").
// The API, the page door and the Remix app share it.
import { readCookie } from "./http/cookies";

export const LANGUAGES = ["en", "ha", "yo", "ig", "pcm"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's name written in that language, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  ha: "Hausa",
  yo: "Yorùbá",
  ig: "Igbo",
  pcm: "Pidgin",
};

/** The cookie that keeps a visitor's choice for a year. */
export const LANGUAGE_COOKIE = "gona_lang";
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best of our languages for an `Accept-Language` header, by its q-values; `en-NG` counts as English
 * and `pcm-NG` as Pidgin. Nothing we speak → null.
 */
export function negotiateLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.split(",").slice(0, 20)) {
    const [range = "", ...params] = part.trim().split(";");
    const primary = range.trim().toLowerCase().split("-")[0];
    if (!isLanguage(primary)) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") q = Number(value);
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? null;
}

/** A valid `?lang=` on the URL: the visitor is choosing a language right now. */
export function chosenLanguage(url: URL): Language | null {
  const value = url.searchParams.get("lang");
  return isLanguage(value) ? value : null;
}

/** The language a request shows it reads (the cookie, else `Accept-Language`), or null when it says nothing. */
export function browsingLanguage(request: Request): Language | null {
  const cookie = readCookie(request.headers.get("cookie"), LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return cookie;
  return negotiateLanguage(request.headers.get("accept-language"));
}

/** `?lang=` > cookie > the signed-in user's language > `Accept-Language` > English. */
export function resolveLanguage(request: Request, userLanguage?: string | null): Language {
  const chosen = chosenLanguage(new URL(request.url));
  if (chosen) return chosen;
  const cookie = readCookie(request.headers.get("cookie"), LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return cookie;
  if (isLanguage(userLanguage)) return userLanguage;
  return negotiateLanguage(request.headers.get("accept-language")) ?? DEFAULT_LANGUAGE;
}

/** The `Set-Cookie` value that keeps a chosen language. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
