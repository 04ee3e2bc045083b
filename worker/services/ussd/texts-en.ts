// The USSD screens in English: the shape every other language's module must match (worker/services/ussd/texts.ts),
// so a string missing in one language is a compile error. Written with the language's own letters; the screen layer
// (worker/services/gsm7.ts) writes them in the GSM 7-bit alphabet. Each screen, `CON `/`END ` included, fits 182 characters.
import type { PriceUnit, RejectReason, RequestStatus } from "../../domain";

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
  // 2 Sell
  sellProducts: "Sell: choose a product",
  quantityAsk: (product: string) => `How much ${product} do you have to sell? Type a number`,
  unitsHead: "Sold by the:",
  priceAsk: (unit: string, hint: string | null) =>
    `Price per ${unit} in naira?${hint ? ` (Middle price on Gona now: ${hint}/${unit})` : ""}`,
  sellState: "Where is it? Choose a state",
  sellSummary: (product: string, quantity: string, unit: string, price: string, state: string) =>
    `Sell ${quantity} ${unit} of ${product} at ${price}/${unit} in ${state}?\n1 Yes, send`,
  sellDone: "Sent for review. Buyers will see it once Gona approves it. You can add photos later on the Gona website.",
  notSeller: "Only farmers and suppliers can sell on Gona.",
  quantityInvalid: "A quantity is a whole number from 1 to 1,000,000. Please dial again.",
  priceInvalid: "Type the price in naira, digits only. Please dial again.",
  // 3 Buy
  buyProducts: "Buy: choose a product",
  noMatches: (product: string, state: string) => `No ${product} for sale in ${state} now. Try another state.`,
  matchesHead: (product: string, state: string) => `${product} in ${state}:`,
  buyQuantity: (unit: string, left: string | null) => `How many ${unit}?${left ? ` (${left} left)` : ""} Type a number`,
  tooMuch: (left: string, unit: string) => `Only ${left} ${unit} left. Please dial again.`,
  offerHead: "Your price per unit:",
  askingPrice: (price: string, unit: string) => `Pay ${price}/${unit}`,
  myOffer: "Offer another price",
  offerAsk: (unit: string) => `Your price per ${unit} in naira`,
  buySummary: (quantity: string, unit: string, product: string, seller: string, price: string) =>
    `Ask ${seller} for ${quantity} ${unit} of ${product} at ${price}/${unit}?\n1 Yes, send`,
  buyDone: (seller: string) => `Sent to ${seller}. You will be told when they answer; see 4 My orders.`,
  notBuyer: "Only buyers can send requests on Gona.",
  alreadyOpen: "You already have an open request on this listing. See 4 My orders.",
  tooManyRequests: "You have sent many requests just now. Please try again in a minute.",
  listingClosed: "This listing is no longer open. Nothing was sent. Please dial again.",
  // 4 My orders
  requestsHead: "Requests waiting:",
  ordersHead: "Your orders:",
  noRequests: "No requests are waiting for your answer.",
  noOrders: "You have no open orders.",
  noOrdersRole: "My orders is for farmers, suppliers and buyers.",
  sellerOrder: (buyer: string, quantity: string, unit: string, product: string, price: string) =>
    `${buyer} asks for ${quantity} ${unit} of ${product} at ${price}/${unit}.`,
  buyerOrder: (product: string, seller: string, quantity: string, unit: string, price: string, status: string) =>
    `${quantity} ${unit} of ${product} from ${seller} at ${price}/${unit}: ${status}.`,
  accept: "Accept",
  reject: "Reject",
  reasonsHead: "Why?",
  reasons: {
    out_of_stock: "Out of stock",
    price_too_low: "Price too low",
    cannot_deliver: "Cannot deliver",
    other: "Other reason",
  } satisfies Record<RejectReason, string>,
  statuses: {
    pending: "waiting",
    accepted: "accepted",
    rejected: "rejected",
    completed: "delivered",
    cancelled: "cancelled",
  } satisfies Record<RequestStatus, string>,
  cancelOrder: "Cancel the order",
  received: "I received it",
  moved: (to: "accepted" | "rejected" | "cancelled" | "completed"): string =>
    to === "accepted"
      ? "Accepted. The buyer has been told."
      : to === "rejected"
        ? "Rejected. The buyer has been told."
        : to === "cancelled"
          ? "Cancelled. The seller has been told."
          : "Thank you. The seller has been told you received it.",
  notEnough: (left: string, unit: string) => `Only ${left} ${unit} left: not enough to accept. Nothing changed.`,
  orderChanged: "This order changed meanwhile. Nothing changed. Please dial again.",
  moneyInPlay:
    "You cannot cancel: your payment for this order is held or on its way. When the goods come, choose I received it. A problem? Dispute it on the Gona website.",
  releasedDone: "Thank you. The seller has been told, and the money held for this order is released to them.",
  sellerHeld: (buyer: string, quantity: string, unit: string, product: string) =>
    `${buyer} paid for ${quantity} ${unit} of ${product}; the money is held. When you hand over, type their code.`,
  enterCode: "Type the buyer's code",
  codeAsk: "Type the buyer's 6-digit code",
  codeFormat: "A code is 6 digits. Nothing changed. Please dial again.",
  codeReleased: "Code right. The money is released and is on its way to your bank account.",
  codeWrong: (left: number) => `Wrong code. ${left} ${left === 1 ? "try" : "tries"} left. Ask the buyer for the code on their order.`,
  codeLocked: "Too many wrong codes: the code is locked. The buyer can still confirm receipt to release the money.",
  notHeld: "No money is held for this order now. Nothing changed.",
  invalid: "Sorry, that choice is not on the menu. Please dial again.",
  failed: "Sorry, Gona cannot answer right now. Please try again soon.",
};

export type UssdTexts = typeof EN;
