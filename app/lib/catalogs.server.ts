// The server renders any language, so it holds every catalog whole, with its error texts (the browser loads
// only what its page uses: app/lib/i18n.ts).
import type { Language } from "../../worker/languages";
import { type AreaCatalogs, type Catalog, type CoreCatalog, type ErrorStrings, registerCatalog } from "./i18n";
import en from "./strings/en";
import { accountStrings as enAccount } from "./strings/en/account";
import { adminStrings as enAdmin } from "./strings/en/admin";
import { errorStrings as enErrors } from "./strings/en/errors";
import { hubStrings as enHub } from "./strings/en/hub";
import { siteStrings as enSite } from "./strings/en/site";
import ha from "./strings/ha";
import { accountStrings as haAccount } from "./strings/ha/account";
import { adminStrings as haAdmin } from "./strings/ha/admin";
import { errorStrings as haErrors } from "./strings/ha/errors";
import { hubStrings as haHub } from "./strings/ha/hub";
import { siteStrings as haSite } from "./strings/ha/site";
import ig from "./strings/ig";
import { accountStrings as igAccount } from "./strings/ig/account";
import { adminStrings as igAdmin } from "./strings/ig/admin";
import { errorStrings as igErrors } from "./strings/ig/errors";
import { hubStrings as igHub } from "./strings/ig/hub";
import { siteStrings as igSite } from "./strings/ig/site";
import pcm from "./strings/pcm";
import { accountStrings as pcmAccount } from "./strings/pcm/account";
import { adminStrings as pcmAdmin } from "./strings/pcm/admin";
import { errorStrings as pcmErrors } from "./strings/pcm/errors";
import { hubStrings as pcmHub } from "./strings/pcm/hub";
import { siteStrings as pcmSite } from "./strings/pcm/site";
import yo from "./strings/yo";
import { accountStrings as yoAccount } from "./strings/yo/account";
import { adminStrings as yoAdmin } from "./strings/yo/admin";
import { errorStrings as yoErrors } from "./strings/yo/errors";
import { hubStrings as yoHub } from "./strings/yo/hub";
import { siteStrings as yoSite } from "./strings/yo/site";

/** A whole catalog with the API error texts, as loaders and actions use it. */
export type ServerCatalog = Catalog & { readonly errors: ErrorStrings };

const whole = (core: CoreCatalog, areas: AreaCatalogs, errors: ErrorStrings): ServerCatalog => ({ ...core, ...areas, errors });

export const CATALOGS: Record<Language, ServerCatalog> = {
  en: whole(en, { account: enAccount, admin: enAdmin, hub: enHub, site: enSite }, enErrors),
  ha: whole(ha, { account: haAccount, admin: haAdmin, hub: haHub, site: haSite }, haErrors),
  yo: whole(yo, { account: yoAccount, admin: yoAdmin, hub: yoHub, site: yoSite }, yoErrors),
  ig: whole(ig, { account: igAccount, admin: igAdmin, hub: igHub, site: igSite }, igErrors),
  pcm: whole(pcm, { account: pcmAccount, admin: pcmAdmin, hub: pcmHub, site: pcmSite }, pcmErrors),
};

for (const [language, catalog] of Object.entries(CATALOGS)) registerCatalog(language as Language, catalog);
