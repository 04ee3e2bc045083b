// Hausa (Nigeria, Kano usage, Boko spelling): the same keys as English (app/lib/strings/en/index.ts).
// Addressing the reader: polite plural "ku"; button labels are bare verbs. Review notes: docs/i18n/review-ha.md.

import type { CoreCatalog } from "../../i18n";
import { marketplaceStrings } from "./marketplace";

const ha: CoreCatalog = {
  brand: { name: "Gona", tagline: "Noma da hikima, sayarwa da adalci", market: "Kasuwar Gona" },
  nav: {
    home: "Gida",
    gallery: "Hotuna",
    projects: "Ayyukanmu",
    team: "Maʼaikatanmu",
    partnerships: "Haɗin gwiwa",
    marketplace: "Kasuwa",
    learn: "Koyo",
    dashboard: "Shafina",
    orders: "Oda",
    farmersHub: "Dandalin Manoma",
    createListing: "Saka talla",
    browseListings: "Duba tallace-tallace",
    prices: "Jagorar farashi",
    signIn: "Shiga",
    signUp: "Yi rajista",
    menu: "Buɗe menu",
    mobileMenu: "Menu na waya",
    userMenu: "Menu na asusu",
    profileSettings: "Bayanan asusu",
    adminPanel: "Shafin mai kula",
    signOut: "Fita",
    skipToContent: "Tsallaka zuwa babban abun ciki",
    mainNavigation: "Babban menu",
  },
  footer: {
    about: "Gona na haɗa manoma, masu saye da masu sayar da kayan noma a Najeriya, tare da dandali da darussa don a ƙara bunƙasa.",
    quickLinks: "Hanyoyi masu sauri",
    browseListings: "Duba tallace-tallace",
    farmersHub: "Dandalin Manoma",
    joinAsFarmer: "Shiga a matsayin manomi",
    joinAsBuyer: "Shiga a matsayin mai saye",
    contact: "Tuntuɓa",
    location: "Jihar Kano, Najeriya",
    contactUs: "Tuntuɓe mu",
    follow: "Bi Gona",
    social: [
      { label: "WhatsApp", href: "/contact#whatsapp" },
      { label: "Facebook", href: "/contact#social" },
      { label: "X (Twitter)", href: "/contact#social" },
    ],
    privacy: "Manufar sirri",
    terms: "Sharuɗɗan amfani",
    support: "Taimako",
    liteMode: "Yanayin sauƙi",
    fullMode: "Cikakken yanayi",
    copyright: (year: number | undefined) => `© ${year === undefined ? "" : `${year} `}Gona. An kiyaye duk haƙƙoƙi.`,
  },
  roles: {
    farmer: { label: "Manomi", description: "Sayar da amfanin gona, bayar da hayar fili, aikin ƙwadago" },
    buyer: { label: "Mai saye", description: "Sayen amfanin gona da kayayyakin noma" },
    supplier: { label: "Mai sayar da kayan noma", description: "Sayar da iri, kayan aiki da magungunan gona" },
    admin: { label: "Mai kula", description: "Yana kiyaye gaskiya a kasuwa" },
  },
  badge: { verified: "An tantance", verifiedLabel: "Mai amfani da aka tantance", verifiedSupplier: "Dillalin da aka tantance" },
  report: "Kai rahoto",
  dashboard: {
    title: "Shafina",
  },
  guard: { loading: "Ana buɗewa..." },
  forms: { required: "dole ne" },
  language: {
    label: "Harshe",
    choose: "Zaɓi harshenku",
    current: "Harshen yanzu",
    contentInEnglish: "Rubutun da ke ƙasa da Turanci yake. Ba a fassara shi ba tukuna.",
  },
  dates: {
    months: ["Janairu", "Fabrairu", "Maris", "Afirilu", "Mayu", "Yuni", "Yuli", "Agusta", "Satumba", "Oktoba", "Nuwamba", "Disamba"],
  },
  notFound: {
    title: "Ba a sami shafin ba",
    body: "Ba mu sami wannan shafin ba. Watakila an mayar da shi wani wuri, ko kuma adireshin ba daidai ba ne.",
    home: "Koma shafin farko",
  },
  error: {
    title: "Wani kuskure ya faru",
    body: "Yi haƙuri, wannan shafin bai buɗe ba. Don Allah ku sake gwadawa nan gaba kaɗan.",
  },
  refused: {
    title: "Ba a iya aika wannan fom ba",
    badForm: "Fom ɗin ya iso a lalace, ba a iya karanta shi ba. Don Allah ku koma ku sake aika shi.",
    unsupportedType: "Wannan shafin yana karɓar fom daga Gona kaɗai. Don Allah ku koma ku yi amfani da fom ɗin da ke shafin.",
    crossSite: "An aiko wannan fom daga wani shafin intanet, don haka an ƙi shi don kare asusunku.",
    tooLarge: "Fom ɗin ya yi girma da yawa. Don Allah ku zaɓi ƙananan fayiloli ku sake gwadawa.",
    home: "Koma shafin farko",
  },
  landing: {
    title: "Gona: kasuwar noma da dandalin manoman Najeriya",
    heroTitle: "Ku girbe da yawa da ɗan kashewa, ku sayar a farashi mai adalci",
    heroBody:
      "Gona na kawo fasahar gyaran iri da ke taimaka wa amfanin gona su ci moriyar taki sosai, kasuwa da ke haɗa manoma kai tsaye da masu saye, da dandali inda manoma ke koyo daga juna.",
    browse: "Duba kasuwa",
    join: "Shiga Gona kyauta",
    learnTechnology: "Fasaharmu",
    contact: "Tuntuɓe mu",
  },
  notifications: { bell: "Sanarwa", bellUnread: (count: number) => `Sanarwa: ${count} ba a karanta ba` },
  home: {
    title: "Sabbin kayan gona, kai tsaye daga gonakin Najeriya",
    body: "Ku sayi amfanin gona, iri, kayan aiki da ayyukan gona daga manoma da masu sayar da kayan noma kusa da ku, ko ku sayar da girbinku ga masu saye a faɗin Najeriya.",
    findProduce: "Nemo kayan gona",
    sellHarvest: "Sayar da girbinku",
    myRequests: "Buƙatun sayena",
    searchLabel: "Bincika kasuwa",
    searchPlaceholder: "Masara, doya, tumatir...",
    search: "Bincika",
    latestTitle: "Sababbin kaya a kasuwa",
    noListings: "Babu kaya a kasuwa tukuna. Ku dawo nan ba da jimawa ba.",
    seeAll: "Duba dukan kaya",
  },
  marketplace: marketplaceStrings,
};

export default ha;

/** Leaves whose Hausa is exactly the English: brand and proper names, hrefs, category keys, a symbol. */
export const SAME_AS_ENGLISH: readonly string[] = [
  // The admin's messaging card: a channel's name, and for Pidgin the table's headings, as English writes them.
  "admin.messaging.channels.sms",
  "orders.whatsapp",
  // Genuine inputs: a regulator's acronym is the same in every language.
  "inputs.bodies.NAFDAC",
  "admin.stats.revenueApproximate",
  "brand.name",
  "footer.social.0.label",
  "footer.social.0.href",
  "footer.social.1.label",
  "footer.social.1.href",
  "footer.social.2.label",
  "footer.social.2.href",
  "marketplace.dashboard.exploreLinks.0.category",
  "marketplace.dashboard.exploreLinks.1.category",
  "marketplace.dashboard.exploreLinks.2.category",
  "site.siteName",
  "site.devOutbox.channels.sms",
  "admin.notificationSettings.smsColumn",
];
