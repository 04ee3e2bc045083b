// The server renders any language, so it holds every catalog (the browser loads only its own: app/lib/i18n.ts).
import type { Language } from "../../worker/languages";
import { type Catalog, registerCatalog } from "./i18n";
import en from "./strings/en";
import ha from "./strings/ha";
import ig from "./strings/ig";
import pcm from "./strings/pcm";
import yo from "./strings/yo";

export const CATALOGS: Record<Language, Catalog> = { en, ha, yo, ig, pcm };

for (const [language, catalog] of Object.entries(CATALOGS)) registerCatalog(language as Language, catalog);
