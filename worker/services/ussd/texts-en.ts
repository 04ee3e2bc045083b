// The USSD screens in English: the shape every other language's module must match (worker/services/ussd/texts.ts),
// so a string missing in one language is a compile error. Written with the language's own letters; the screen layer
// (gsm7.ts) writes them in the GSM 7-bit alphabet. Each screen, `CON `/`END ` included, fits 182 characters.
import type { PriceUnit } from "../../domain";

export type UssdPart = "sell" | "buy" | "orders";
export type UssdRole = "farmer" | "buyer" | "supplier";

export const EN = {
  menu: "Gona\n1 Prices\n2 Sell\n3 Buy\n4 My orders\n5 My account\n0 Help",
  more: "98 More",
  back: "0 Back",
  help: (code: (choice: string) => string) =>
    `Gona: a market for farmers, buyers and suppliers, with fair prices.\nShortcuts:\n${code("1")} Prices\n${code("1*1*20")} Maize in Kano\n${code("5")} My account`,
  productsHead: "Prices: choose a product",
  statesHead: "Choose a state",
  price: (product: string, state: string, median: string, unit: string, count: number) =>
    `${product} in ${state}, last 30 days: ${median}/${unit} (middle price of ${count} listing${count === 1 ? "" : "s"}).`,
  noPrice: (product: string, state: string) =>
    `Not enough listings of ${product} in ${state} in the last 30 days for a price yet. Try another state.`,
  units: {
    kg: "kg",
    ton: "ton",
    bag: "bag",
    piece: "piece",
    hour: "hour",
    day: "day",
    month: "month",
    acre: "acre",
  } satisfies Record<PriceUnit, string>,
  comingSoon: (part: UssdPart) =>
    `${part === "sell" ? "Selling" : part === "buy" ? "Buying" : "Your orders"} by USSD is coming soon. For now please use the Gona website.`,
  newHere: "Welcome to Gona! Choose your language:",
  rolesHead: "I am a:",
  roles: { farmer: "Farmer", buyer: "Buyer", supplier: "Supplier" } satisfies Record<UssdRole, string>,
  nameAsk: "Type your full name",
  yourState: "Your state",
  pinChoose: "Choose a 4-digit PIN. You will type it for every change you make.",
  pinAgain: "Type the PIN again",
  registered: (name: string) => `Welcome to Gona, ${name}! Your account is ready. Dial again to check prices or to sell.`,
  accountHead: "My account",
  language: "Language",
  changePin: "Change PIN",
  setPin: "Set a PIN",
  smsAlerts: (on: boolean) => `SMS alerts: ${on ? "ON" : "OFF"}`,
  languageHead: "Choose language",
  pinEnter: "Enter your PIN",
  pinOld: "Enter your current PIN",
  pinNew: "Type a new 4-digit PIN",
  languageSaved: "Done. Gona will now speak English with you.",
  pinSaved: "Done. Your new PIN is set.",
  smsState: (on: boolean): string => (on ? "SMS alerts are ON.\n1 Turn them off" : "SMS alerts are OFF.\n1 Turn them on"),
  smsSaved: (on: boolean): string => (on ? "Done. SMS alerts are on." : "Done. SMS alerts are off."),
  pinWrong: (left: number) => `Wrong PIN. ${left} more wrong ${left === 1 ? "try" : "tries"} will pause changes for 15 minutes.`,
  pinPaused: (minutes: number) => `Too many wrong PINs. Changes are paused; try again in ${minutes} min.`,
  pinNone: "You have no USSD PIN yet. Dial again and choose 5, then 2, to set one.",
  pinsDiffer: "The two PINs are not the same. Nothing changed. Please dial again.",
  pinFormat: "A PIN is 4 digits. Nothing changed. Please dial again.",
  nameInvalid: "A name is 2 to 60 letters. Please dial again.",
  phoneTaken: "This number already has a Gona account. Please dial again.",
  suspended: "This account is suspended. Please contact Gona support.",
  invalid: "Sorry, that choice is not on the menu. Please dial again.",
  failed: "Sorry, Gona cannot answer right now. Please try again soon.",
};

export type UssdTexts = typeof EN;
