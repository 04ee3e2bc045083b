// Where each language's `admin`, `hub`, `prices` and `site` areas (and `notices`, which only the server reads) and its API error texts live, one chunk each (see i18n.ts).
import type { Language } from "../../worker/languages";
import type { Area, AreaCatalogs, ErrorStrings } from "./i18n";

export const AREA_CHUNKS: Record<Language, { [A in Area]: () => Promise<AreaCatalogs[A]> }> = {
  en: {
    account: () => import("./strings/en/account").then((m) => m.accountStrings),
    admin: () => import("./strings/en/admin").then((m) => m.adminStrings),
    hub: () => import("./strings/en/hub").then((m) => m.hubStrings),
    orders: () => import("./strings/en/orders").then((m) => m.ordersStrings),
    payments: () => import("./strings/en/payments").then((m) => m.paymentsStrings),
    sellers: () => import("./strings/en/sellers").then((m) => m.sellersStrings),
    inputs: () => import("./strings/en/inputs").then((m) => m.inputsStrings),
    notices: () => import("./strings/en/notices").then((m) => m.noticesStrings),
    prices: () => import("./strings/en/prices").then((m) => m.pricesStrings),
    site: () => import("./strings/en/site").then((m) => m.siteStrings),
  },
  ha: {
    account: () => import("./strings/ha/account").then((m) => m.accountStrings),
    admin: () => import("./strings/ha/admin").then((m) => m.adminStrings),
    hub: () => import("./strings/ha/hub").then((m) => m.hubStrings),
    orders: () => import("./strings/ha/orders").then((m) => m.ordersStrings),
    payments: () => import("./strings/ha/payments").then((m) => m.paymentsStrings),
    sellers: () => import("./strings/ha/sellers").then((m) => m.sellersStrings),
    inputs: () => import("./strings/ha/inputs").then((m) => m.inputsStrings),
    notices: () => import("./strings/ha/notices").then((m) => m.noticesStrings),
    prices: () => import("./strings/ha/prices").then((m) => m.pricesStrings),
    site: () => import("./strings/ha/site").then((m) => m.siteStrings),
  },
  yo: {
    account: () => import("./strings/yo/account").then((m) => m.accountStrings),
    admin: () => import("./strings/yo/admin").then((m) => m.adminStrings),
    hub: () => import("./strings/yo/hub").then((m) => m.hubStrings),
    orders: () => import("./strings/yo/orders").then((m) => m.ordersStrings),
    payments: () => import("./strings/yo/payments").then((m) => m.paymentsStrings),
    sellers: () => import("./strings/yo/sellers").then((m) => m.sellersStrings),
    inputs: () => import("./strings/yo/inputs").then((m) => m.inputsStrings),
    notices: () => import("./strings/yo/notices").then((m) => m.noticesStrings),
    prices: () => import("./strings/yo/prices").then((m) => m.pricesStrings),
    site: () => import("./strings/yo/site").then((m) => m.siteStrings),
  },
  ig: {
    account: () => import("./strings/ig/account").then((m) => m.accountStrings),
    admin: () => import("./strings/ig/admin").then((m) => m.adminStrings),
    hub: () => import("./strings/ig/hub").then((m) => m.hubStrings),
    orders: () => import("./strings/ig/orders").then((m) => m.ordersStrings),
    payments: () => import("./strings/ig/payments").then((m) => m.paymentsStrings),
    sellers: () => import("./strings/ig/sellers").then((m) => m.sellersStrings),
    inputs: () => import("./strings/ig/inputs").then((m) => m.inputsStrings),
    notices: () => import("./strings/ig/notices").then((m) => m.noticesStrings),
    prices: () => import("./strings/ig/prices").then((m) => m.pricesStrings),
    site: () => import("./strings/ig/site").then((m) => m.siteStrings),
  },
  pcm: {
    account: () => import("./strings/pcm/account").then((m) => m.accountStrings),
    admin: () => import("./strings/pcm/admin").then((m) => m.adminStrings),
    hub: () => import("./strings/pcm/hub").then((m) => m.hubStrings),
    orders: () => import("./strings/pcm/orders").then((m) => m.ordersStrings),
    payments: () => import("./strings/pcm/payments").then((m) => m.paymentsStrings),
    sellers: () => import("./strings/pcm/sellers").then((m) => m.sellersStrings),
    inputs: () => import("./strings/pcm/inputs").then((m) => m.inputsStrings),
    notices: () => import("./strings/pcm/notices").then((m) => m.noticesStrings),
    prices: () => import("./strings/pcm/prices").then((m) => m.pricesStrings),
    site: () => import("./strings/pcm/site").then((m) => m.siteStrings),
  },
};

export const ERRORS: Record<Language, () => Promise<ErrorStrings>> = {
  en: () => import("./strings/en/errors").then((m) => m.errorStrings),
  ha: () => import("./strings/ha/errors").then((m) => m.errorStrings),
  yo: () => import("./strings/yo/errors").then((m) => m.errorStrings),
  ig: () => import("./strings/ig/errors").then((m) => m.errorStrings),
  pcm: () => import("./strings/pcm/errors").then((m) => m.errorStrings),
};
