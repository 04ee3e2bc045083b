// Which catalog a render uses. The server holds all five (catalogs.server.ts); the browser loads only the
// page's language as its own chunk before hydrating (entry.client.tsx), so no other language is shipped.
import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../worker/languages";
import type { en } from "./strings/en";

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Widen<T[K]> }
        : T;

/** The shape every language's catalog must have: English's keys, any text. A missing key is a compile error. */
export type Catalog = Widen<typeof en>;

const catalogs = new Map<Language, Catalog>();

export function registerCatalog(language: Language, catalog: Catalog) {
  catalogs.set(language, catalog);
}

/** The catalog for a language; in the browser only the page's language is loaded, so that one answers. */
export function catalogFor(language: Language): Catalog {
  const catalog = catalogs.get(language) ?? catalogs.values().next().value;
  if (!catalog) throw new Error("No language catalog is loaded");
  return catalog;
}

const LOADERS: Record<Language, () => Promise<{ default: Catalog }>> = {
  en: () => import("./strings/en"),
  ha: () => import("./strings/ha"),
  yo: () => import("./strings/yo"),
  ig: () => import("./strings/ig"),
  pcm: () => import("./strings/pcm"),
};

/** Loads one language's chunk (the browser does this once, before hydrating). */
export async function loadCatalog(language: Language): Promise<Catalog> {
  const loaded = catalogs.get(language);
  if (loaded) return loaded;
  const catalog = (await LOADERS[language]()).default;
  registerCatalog(language, catalog);
  return catalog;
}

/** The page's language: the root loader's choice (PRODUCT.md's precedence). */
export function useLanguage(): Language {
  const data = useRouteLoaderData<{ language?: string }>("root");
  if (isLanguage(data?.language)) return data.language;
  if (typeof document !== "undefined" && isLanguage(document.documentElement.lang)) return document.documentElement.lang;
  return DEFAULT_LANGUAGE;
}

/** The page's strings. */
export function useStrings(): Catalog {
  return catalogFor(useLanguage());
}

type MetaMatch = { id: string; data?: unknown };

/** The strings for a route's `meta` function, from the root match's language. */
export function metaStrings(matches: readonly MetaMatch[]): Catalog {
  const root = matches.find((match) => match.id === "root")?.data as { language?: string } | undefined;
  return catalogFor(isLanguage(root?.language) ? root.language : DEFAULT_LANGUAGE);
}
