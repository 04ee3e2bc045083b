// The server renders any language, so it holds every catalog whole, with its error texts (the browser loads
// only what its page uses: app/lib/i18n.ts).
import type { Language } from "../../worker/languages";
import { type AreaCatalogs, type Catalog, type CoreCatalog, type ErrorStrings, registerCatalog } from "./i18n";
import en from "./strings/en";
import { accountStrings as enAccount } from "./strings/en/account";
import { adminStrings as enAdmin } from "./strings/en/admin";
import { errorStrings as enErrors } from "./strings/en/errors";
import { hubStrings as enHub } from "./strings/en/hub";
import { inputsStrings as enInputs } from "./strings/en/inputs";
import { noticesStrings as enNotices } from "./strings/en/notices";
import { ordersStrings as enOrders } from "./strings/en/orders";
import { paymentsStrings as enPayments } from "./strings/en/payments";
import { pricesStrings as enPrices } from "./strings/en/prices";
import { sellersStrings as enSellers } from "./strings/en/sellers";
import { siteStrings as enSite } from "./strings/en/site";
import ha from "./strings/ha";
import { accountStrings as haAccount } from "./strings/ha/account";
import { adminStrings as haAdmin } from "./strings/ha/admin";
import { errorStrings as haErrors } from "./strings/ha/errors";
import { hubStrings as haHub } from "./strings/ha/hub";
import { inputsStrings as haInputs } from "./strings/ha/inputs";
import { noticesStrings as haNotices } from "./strings/ha/notices";
import { ordersStrings as haOrders } from "./strings/ha/orders";
import { paymentsStrings as haPayments } from "./strings/ha/payments";
import { pricesStrings as haPrices } from "./strings/ha/prices";
import { sellersStrings as haSellers } from "./strings/ha/sellers";
import { siteStrings as haSite } from "./strings/ha/site";
import ig from "./strings/ig";
import { accountStrings as igAccount } from "./strings/ig/account";
import { adminStrings as igAdmin } from "./strings/ig/admin";
import { errorStrings as igErrors } from "./strings/ig/errors";
import { hubStrings as igHub } from "./strings/ig/hub";
import { inputsStrings as igInputs } from "./strings/ig/inputs";
import { noticesStrings as igNotices } from "./strings/ig/notices";
import { ordersStrings as igOrders } from "./strings/ig/orders";
import { paymentsStrings as igPayments } from "./strings/ig/payments";
import { pricesStrings as igPrices } from "./strings/ig/prices";
import { sellersStrings as igSellers } from "./strings/ig/sellers";
import { siteStrings as igSite } from "./strings/ig/site";
import pcm from "./strings/pcm";
import { accountStrings as pcmAccount } from "./strings/pcm/account";
import { adminStrings as pcmAdmin } from "./strings/pcm/admin";
import { errorStrings as pcmErrors } from "./strings/pcm/errors";
import { hubStrings as pcmHub } from "./strings/pcm/hub";
import { inputsStrings as pcmInputs } from "./strings/pcm/inputs";
import { noticesStrings as pcmNotices } from "./strings/pcm/notices";
import { ordersStrings as pcmOrders } from "./strings/pcm/orders";
import { paymentsStrings as pcmPayments } from "./strings/pcm/payments";
import { pricesStrings as pcmPrices } from "./strings/pcm/prices";
import { sellersStrings as pcmSellers } from "./strings/pcm/sellers";
import { siteStrings as pcmSite } from "./strings/pcm/site";
import yo from "./strings/yo";
import { accountStrings as yoAccount } from "./strings/yo/account";
import { adminStrings as yoAdmin } from "./strings/yo/admin";
import { errorStrings as yoErrors } from "./strings/yo/errors";
import { hubStrings as yoHub } from "./strings/yo/hub";
import { inputsStrings as yoInputs } from "./strings/yo/inputs";
import { noticesStrings as yoNotices } from "./strings/yo/notices";
import { ordersStrings as yoOrders } from "./strings/yo/orders";
import { paymentsStrings as yoPayments } from "./strings/yo/payments";
import { pricesStrings as yoPrices } from "./strings/yo/prices";
import { sellersStrings as yoSellers } from "./strings/yo/sellers";
import { siteStrings as yoSite } from "./strings/yo/site";

/** A whole catalog with the API error texts, as loaders and actions use it. */
export type ServerCatalog = Catalog & { readonly errors: ErrorStrings };

const whole = (core: CoreCatalog, areas: AreaCatalogs, errors: ErrorStrings): ServerCatalog => ({ ...core, ...areas, errors });

export const CATALOGS: Record<Language, ServerCatalog> = {
  en: whole(
    en,
    {
      account: enAccount,
      admin: enAdmin,
      hub: enHub,
      inputs: enInputs,
      notices: enNotices,
      orders: enOrders,
      payments: enPayments,
      prices: enPrices,
      sellers: enSellers,
      site: enSite,
    },
    enErrors,
  ),
  ha: whole(
    ha,
    {
      account: haAccount,
      admin: haAdmin,
      hub: haHub,
      inputs: haInputs,
      notices: haNotices,
      orders: haOrders,
      payments: haPayments,
      prices: haPrices,
      sellers: haSellers,
      site: haSite,
    },
    haErrors,
  ),
  yo: whole(
    yo,
    {
      account: yoAccount,
      admin: yoAdmin,
      hub: yoHub,
      inputs: yoInputs,
      notices: yoNotices,
      orders: yoOrders,
      payments: yoPayments,
      prices: yoPrices,
      sellers: yoSellers,
      site: yoSite,
    },
    yoErrors,
  ),
  ig: whole(
    ig,
    {
      account: igAccount,
      admin: igAdmin,
      hub: igHub,
      inputs: igInputs,
      notices: igNotices,
      orders: igOrders,
      payments: igPayments,
      prices: igPrices,
      sellers: igSellers,
      site: igSite,
    },
    igErrors,
  ),
  pcm: whole(
    pcm,
    {
      account: pcmAccount,
      admin: pcmAdmin,
      hub: pcmHub,
      inputs: pcmInputs,
      notices: pcmNotices,
      orders: pcmOrders,
      payments: pcmPayments,
      prices: pcmPrices,
      sellers: pcmSellers,
      site: pcmSite,
    },
    pcmErrors,
  ),
};

for (const [language, catalog] of Object.entries(CATALOGS)) registerCatalog(language as Language, catalog);
