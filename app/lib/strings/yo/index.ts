// Yoruba (Yorùbá) catalog: English's keys (../en/index.ts) in the same order, standard orthography with tone marks.
// Polite register throughout: the reader is addressed as "ẹ" / "yín".

import type { CoreCatalog } from "../../i18n";
import { marketplaceStrings } from "./marketplace";

const yo: CoreCatalog = {
  brand: { name: "Gona", tagline: "Ọgbọ́n lóko, òtítọ́ lọ́jà", market: "Ọjà Gona" },
  nav: {
    home: "Ilé",
    gallery: "Àwòrán",
    projects: "Àwọn iṣẹ́ wa",
    team: "Àwọn òṣìṣẹ́ wa",
    partnerships: "Àjọṣepọ̀",
    marketplace: "Ọjà",
    learn: "Ẹ̀kọ́",
    dashboard: "Ojú-ìwé mi",
    orders: "Àwọn ọjà mi",
    farmersHub: "Ibùdó Àgbẹ̀",
    createListing: "Polówó ọjà",
    browseListings: "Wo ọjà",
    prices: "Ìtọ́sọ́nà iye owó",
    signIn: "Wọlé",
    signUp: "Forúkọ sílẹ̀",
    menu: "Ṣí àkójọ",
    mobileMenu: "Àkójọ fóònù",
    userMenu: "Àkójọ àkọọ́lẹ̀",
    profileSettings: "Ètò àkọọ́lẹ̀ mi",
    adminPanel: "Ojú-ìwé alábòójútó",
    signOut: "Jáde",
    skipToContent: "Fò lọ sí ọ̀rọ̀ pàtàkì",
    mainNavigation: "Ìtọ́sọ́nà pàtàkì",
  },
  footer: {
    about: "Gona ń so àwọn àgbẹ̀, olùrà àti olùpèsè ohun èlò oko ní Nàìjíríà pọ̀, pẹ̀lú àwùjọ àti ẹ̀kọ́ kí iṣẹ́ oko lè gbèrú sí i.",
    quickLinks: "Ọ̀nà àbùjá",
    browseListings: "Wo ọjà",
    farmersHub: "Ibùdó Àgbẹ̀",
    joinAsFarmer: "Dara pọ̀ bí àgbẹ̀",
    joinAsBuyer: "Dara pọ̀ bí olùrà",
    contact: "Ìkànsí",
    location: "Ìpínlẹ̀ Kánò, Nàìjíríà",
    contactUs: "Kàn sí wa",
    follow: "Tẹ̀lé Gona",
    social: [
      { label: "WhatsApp", href: "/contact#whatsapp" },
      { label: "Facebook", href: "/contact#social" },
      { label: "X (Twitter)", href: "/contact#social" },
    ],
    privacy: "Ìlànà ìpamọ́",
    terms: "Òfin ìlò",
    support: "Ìrànlọ́wọ́",
    liteMode: "Ìpò fúyẹ́",
    fullMode: "Ìpò kíkún",
    copyright: (year: number | undefined) => `© ${year === undefined ? "" : `${year} `}Gona. Gbogbo ẹ̀tọ́ wà ní ìpamọ́.`,
  },
  roles: {
    farmer: { label: "Àgbẹ̀", description: "Ń ta irè oko, ń fi ilẹ̀ háyà, ó sì ń ṣe iṣẹ́ àgbàṣe" },
    buyer: { label: "Olùrà", description: "Ń ra irè oko àti àwọn ọjà oko mìíràn" },
    supplier: { label: "Olùpèsè", description: "Ń pèsè irúgbìn, irinṣẹ́ àti oògùn oko" },
    admin: { label: "Alábòójútó", description: "Ń rí i pé òtítọ́ wà nínú ọjà" },
  },
  badge: { verified: "A ti jẹ́rìí sí i", verifiedLabel: "Olùlò tí a ti jẹ́rìí sí", verifiedSupplier: "Olùpèsè tí a ti jẹ́rìí sí" },
  report: "Fi ẹjọ́ sùn",
  dashboard: {
    title: "Ojú-ìwé mi",
  },
  guard: { loading: "Ẹ dúró díẹ̀..." },
  forms: { required: "ó pọn dandan" },
  language: {
    label: "Èdè",
    choose: "Ẹ yan èdè yín",
    current: "Èdè tí ẹ ń lò",
    contentInEnglish: "Ọ̀rọ̀ ìsàlẹ̀ yìí wà ní èdè Gẹ̀ẹ́sì. A kò tíì túmọ̀ rẹ̀.",
  },
  dates: {
    // The Yoruba month names (Ṣẹ́rẹ́ = January ... Ọ̀pẹ̀ = December): already short, so given whole.
    months: ["Ṣẹ́rẹ́", "Èrèlé", "Ẹrẹ̀nà", "Ìgbé", "Ẹ̀bìbí", "Òkúdu", "Agẹmọ", "Ògún", "Ọwẹwẹ", "Ọ̀wàrà", "Bélú", "Ọ̀pẹ̀"],
  },
  notFound: {
    title: "A kò rí ojú-ìwé yìí",
    body: "A kò rí ojú-ìwé náà. Ó lè jẹ́ pé a ti gbé e lọ síbòmíràn, tàbí pé ìtọ́ka náà kò tọ̀nà.",
    home: "Lọ sí ojú-ìwé àkọ́kọ́",
  },
  error: {
    title: "Nǹkan kan ti dàrú",
    body: "Ẹ má bínú, ojú-ìwé yìí kò ṣí. Ẹ jọ̀wọ́ ẹ tún gbìyànjú láìpẹ́.",
  },
  refused: {
    title: "A kò lè fi fọ́ọ̀mù yìí ránṣẹ́",
    badForm: "Fọ́ọ̀mù náà bàjẹ́ kí ó tó dé, a kò sì lè kà á. Ẹ jọ̀wọ́ ẹ padà sẹ́yìn kí ẹ tún fi ránṣẹ́.",
    unsupportedType: "Ojú-ìwé yìí ń gba fọ́ọ̀mù tí a fi ránṣẹ́ láti Gona nìkan. Ẹ jọ̀wọ́ ẹ padà sẹ́yìn kí ẹ lo fọ́ọ̀mù tó wà lójú-ìwé náà.",
    crossSite: "Ìkànnì mìíràn ni a ti fi fọ́ọ̀mù yìí ránṣẹ́, nítorí náà a kọ̀ ọ́ láti dáàbò bo àkọọ́lẹ̀ yín.",
    tooLarge: "Fọ́ọ̀mù náà tóbi jù láti fi ránṣẹ́. Ẹ jọ̀wọ́ ẹ yan fáìlì tó kéré jù, kí ẹ sì tún gbìyànjú.",
    home: "Lọ sí ojú-ìwé àkọ́kọ́",
  },
  landing: {
    title: "Gona: ọjà àti àwùjọ àwọn àgbẹ̀ Nàìjíríà",
    heroTitle: "Ẹ kórè púpọ̀ pẹ̀lú ohun èlò díẹ̀, kí ẹ sì tà á ní iye tó tọ́",
    heroBody:
      "Gona mú ọ̀nà tuntun wá fún títọ́jú irúgbìn, tó ń jẹ́ kí ohun ọ̀gbìn lo ajílẹ̀ dáadáa, ọjà tó ń so àgbẹ̀ pọ̀ mọ́ olùrà tààrà, àti àwùjọ níbi tí àwọn àgbẹ̀ ti ń kọ́ ẹ̀kọ́ lọ́dọ̀ ara wọn.",
    browse: "Wo ọjà",
    join: "Dara pọ̀ mọ́ Gona lọ́fẹ̀ẹ́",
    learnTechnology: "Ìmọ̀ ẹ̀rọ wa",
    contact: "Kàn sí wa",
  },
  notifications: { bell: "Ìfitónilétí", bellUnread: (count: number) => `Ìfitónilétí: ${count} tí o kò tíì kà` },
  home: {
    title: "Èso oko tuntun, tààràtà láti oko Nàìjíríà",
    body: "Ẹ ra ohun ọ̀gbìn, irúgbìn, irinṣẹ́ àti iṣẹ́ oko lọ́wọ́ àwọn àgbẹ̀ àti olùpèsè tó wà nítòsí yín, tàbí kí ẹ ta ìkórè yín fún àwọn olùrà káàkiri Nàìjíríà.",
    findProduce: "Wá èso oko",
    sellHarvest: "Ta ìkórè yín",
    myRequests: "Ìbéèrè rírà mi",
    searchLabel: "Wá nǹkan lórí ọjà",
    searchPlaceholder: "Àgbàdo, iṣu, tòmátì...",
    search: "Wá a",
    latestTitle: "Tuntun lórí ọjà",
    noListings: "Kò sí nǹkan lórí ọjà síbẹ̀. Ẹ padà wá láìpẹ́.",
    seeAll: "Wo gbogbo ìpolówó",
  },
  marketplace: marketplaceStrings,
};

export default yo;
