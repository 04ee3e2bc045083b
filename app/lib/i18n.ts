// Which catalog a render uses. The server holds every language whole (catalogs.server.ts). The browser loads
// only the page's language: its core strings before hydrating (entry.client.tsx), and the `account`, `admin`,
// `hub`, `orders` and `site` areas only on the routes that use them (`areaRoute`), so the first view of the market stays light.
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { useRouteLoaderData } from "@remix-run/react";
import type { ApiErrorCode } from "../../worker/http/error-codes";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../worker/languages";
import type { en } from "./strings/en";
import type { accountStrings } from "./strings/en/account";
import type { adminStrings } from "./strings/en/admin";
import type { hubStrings } from "./strings/en/hub";
import type { inputsStrings } from "./strings/en/inputs";
import type { noticesStrings } from "./strings/en/notices";
import type { ordersStrings } from "./strings/en/orders";
import type { paymentsStrings } from "./strings/en/payments";
import type { pricesStrings } from "./strings/en/prices";
import type { sellersStrings } from "./strings/en/sellers";
import type { siteStrings } from "./strings/en/site";

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Widen<T[K]> }
        : T;

/** What every page needs: English's keys, any text. A missing key is a compile error. */
export type CoreCatalog = Widen<typeof en>;
/** Areas only some routes use, loaded in the browser by those routes. */
export type AreaCatalogs = {
  readonly account: Widen<typeof accountStrings>;
  readonly admin: Widen<typeof adminStrings>;
  readonly hub: Widen<typeof hubStrings>;
  readonly inputs: Widen<typeof inputsStrings>;
  /** What an action did and what comes next: words the server puts in the root loader's data (app/lib/notices.ts). */
  readonly notices: Widen<typeof noticesStrings>;
  readonly orders: Widen<typeof ordersStrings>;
  readonly payments: Widen<typeof paymentsStrings>;
  readonly prices: Widen<typeof pricesStrings>;
  readonly sellers: Widen<typeof sellersStrings>;
  readonly site: Widen<typeof siteStrings>;
};
export type Area = keyof AreaCatalogs;
export const AREAS: readonly Area[] = ["account", "admin", "hub", "inputs", "notices", "orders", "payments", "prices", "sellers", "site"];
/** A language's whole catalog, as components see it. */
export type Catalog = CoreCatalog & AreaCatalogs;
/** The words for each API error code (shown by actions on the server, or loaded on demand in the browser). */
export type ErrorStrings = Record<ApiErrorCode, string>;

const catalogs = new Map<Language, Partial<Catalog>>();

export function registerCatalog(language: Language, catalog: Partial<Catalog>) {
  catalogs.set(language, { ...catalogs.get(language), ...catalog });
}

/** The catalog for a language; in the browser only the page's language is loaded, so that one answers. */
export function catalogFor(language: Language): Catalog {
  const catalog = catalogs.get(language) ?? catalogs.values().next().value;
  if (!catalog) throw new Error("No language catalog is loaded");
  return catalog as Catalog;
}

const CORE: Record<Language, () => Promise<{ default: CoreCatalog }>> = {
  en: () => import("./strings/en"),
  ha: () => import("./strings/ha"),
  yo: () => import("./strings/yo"),
  ig: () => import("./strings/ig"),
  pcm: () => import("./strings/pcm"),
};

/** Loads a language's core strings and the given areas (each its own chunk), once each. */
export async function loadCatalog(language: Language, areas: readonly Area[] = []): Promise<Catalog> {
  const loaded = catalogs.get(language) ?? {};
  const [core, ...parts] = await Promise.all([
    "brand" in loaded ? null : CORE[language]().then((m) => m.default),
    ...areas.filter((area) => !(area in loaded)).map(async (area) => ({ [area]: await loadArea(language, area) })),
  ]);
  registerCatalog(language, Object.assign({}, core, ...parts));
  return catalogFor(language);
}

/** The error texts of a language, fetched only when the browser must show an API error itself. */
export async function loadErrorStrings(language: Language): Promise<ErrorStrings> {
  return (await import("./i18n-areas")).ERRORS[language]();
}

// The map of area and error chunks is itself a chunk: the first view of a page without areas never loads it.
async function loadArea<A extends Area>(language: Language, area: A): Promise<AreaCatalogs[A]> {
  return (await import("./i18n-areas")).AREA_CHUNKS[language][area]();
}

function documentLanguage(): Language {
  const lang = typeof document === "undefined" ? null : document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** The areas a page's routes declared (`handle.strings`), as the root writes them on `<html data-strings>`. */
export function areasOf(handles: readonly unknown[]): Area[] {
  const areas = new Set<Area>();
  for (const handle of handles) {
    for (const area of (handle as { strings?: readonly Area[] } | undefined)?.strings ?? []) areas.add(area);
  }
  return [...areas].sort();
}

/**
 * For a route that uses an area: its `handle` names the area (so the first page load fetches it before hydrating)
 * and its `clientLoader` fetches it before a client-side navigation renders the route.
 */
export function areaRoute(...areas: Area[]) {
  async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
    const [, data] = await Promise.all([loadCatalog(documentLanguage(), areas), serverLoader()]);
    return data;
  }
  return { handle: { strings: areas }, clientLoader };
}

/** The page's language, as the root loader chose it (`?lang=` > cookie > profile > Accept-Language). */
export function useLanguage(): Language {
  const data = useRouteLoaderData<{ language?: string }>("root");
  if (isLanguage(data?.language)) return data.language;
  return documentLanguage();
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
