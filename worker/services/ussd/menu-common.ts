// What every USSD menu shares (ADR 076, ADR 077): the caller and the data a walk is given, the actions it asks for,
// and the PIN gate in front of every action. Pure, like the menus.
import type { PriceUnit, RejectReason, RequestStatus } from "../../domain";
import type { Language } from "../../languages";
import { PRODUCTS, productName } from "../../products";
import { NIGERIAN_STATES } from "../../states";
import { closedNode, ending, entryNode, type Final, listNode, type UssdNode } from "./screens";
import { USSD_TEXTS, type UssdRole } from "./texts";

/** The account whose confirmed phone is calling, as the menus need it. */
export interface UssdCaller {
  id: number;
  language: Language;
  fullName: string;
  /** farmer, buyer, supplier or admin. */
  role: string;
  suspended: boolean;
  hasPin: boolean;
  /** When a pause after 3 wrong PINs ends (ISO), or null. */
  pausedUntil: string | null;
  smsOn: boolean;
}

/** The last 30 days of a product in a state, in its busiest unit (null: no listing at all). */
export interface PriceFact {
  unit: PriceUnit;
  count: number;
  medianKobo: number | null;
}

/** An open listing Buy offers (the best 3 of a product in a state). */
export interface UssdMatch {
  listingId: number;
  sellerId: number;
  sellerName: string;
  title: string;
  priceKobo: number;
  unit: PriceUnit;
  /** What is left to sell, or null when the seller stated no stock. */
  quantity: number | null;
  /** The caller already has an open request on it. */
  mine: boolean;
}

/** An order of the caller's as My orders shows it, with what its moves check. */
export interface UssdOrder {
  id: number;
  status: RequestStatus;
  quantity: number;
  offeredPriceKobo: number | null;
  listingPriceKobo: number;
  unit: PriceUnit;
  product: string | null;
  title: string;
  listingId: number;
  buyerId: number;
  buyerName: string;
  sellerId: number;
  sellerName: string;
  buyerConfirmed: boolean;
  available: number | null;
  listingStatus: string;
  isFrozen: boolean;
  deletedAt: string | null;
  expiryDate: string | null;
  sellerSuspended: boolean;
  /** The order's latest payment's status (`held`: released by the buyer's receipt or the seller's handover code). */
  paymentStatus: string | null;
}

export interface MenuContext {
  caller: UssdCaller | null;
  now: Date;
  serviceCode: string;
  /** undefined until read: a walk that reaches a price asks for it (`need_price`). */
  price?: PriceFact | null;
  /** Sell's hint: the 30-day national median of a product in a unit, in kobo (undefined until read). */
  hint?: number | null;
  /** Buy's listings for a product and state (undefined until read). */
  matches?: UssdMatch[];
  /** My orders (undefined until read). */
  orders?: UssdOrder[];
  /** The first walk, before anything is read: every role may go on, so it finds what the real walk will need. */
  probe?: boolean;
}

export const USSD_ROLES: readonly UssdRole[] = ["farmer", "buyer", "supplier"];

export interface SellDraft {
  product: string;
  quantity: number;
  unit: PriceUnit;
  priceNaira: number;
  state: string;
}

/** What a walk asks the service to change; `pin` is what the caller typed, checked by the service. */
export type UssdAction =
  | { kind: "register"; language: Language; role: UssdRole; fullName: string; state: string; pin: string }
  | { kind: "set_language"; language: Language; pin: string }
  | { kind: "set_pin"; newPin: string }
  | { kind: "change_pin"; pin: string; newPin: string }
  | { kind: "set_sms"; on: boolean; pin: string }
  | { kind: "sell"; draft: SellDraft; pin: string }
  | { kind: "buy"; match: UssdMatch; quantity: number; offerNaira: number | null; pin: string }
  | { kind: "move"; order: UssdOrder; to: "accepted" | "rejected" | "cancelled" | "completed"; reason: RejectReason | null; pin: string }
  | { kind: "handover"; order: UssdOrder; code: string; pin: string };

export type Node = UssdNode<UssdAction>;
export type Step = Node | Final<UssdAction>;

export const isPin = (token: string) => /^[0-9]{4}$/.test(token);
export const act = (language: Language, action: UssdAction): Final<UssdAction> => ({ final: { kind: "action", action, language } });

/** Naira for a screen: ₦ written N, thousands with commas, whole naira (`N25,000`). */
export function nairaText(kobo: number): string {
  return `N${Math.round(kobo / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** A quantity for a screen: up to 3 decimals, thousands with commas. */
export function quantityText(quantity: number): string {
  const [whole = "0", fraction] = String(Math.round(quantity * 1000) / 1000).split(".");
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${fraction ? `.${fraction}` : ""}`;
}

/** A name cut to fit a list line (a whole name when it fits). */
export const shortName = (name: string, max = 18) => (name.length <= max ? name : `${name.slice(0, max - 1).trimEnd()}.`);

/** A whole number typed on a keypad, 1 to `max`, or null. */
export function wholeNumber(token: string, max: number): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(token)) return null;
  const value = Number(token);
  return value <= max ? value : null;
}

export function minutesLeft(until: string, now: Date): number {
  return Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / 60_000));
}

/** Asks for the PIN before `then` (an action), unless there is none yet or actions are paused. */
export function pinGate(language: Language, ctx: MenuContext, then: (pin: string) => UssdAction): Step {
  const t = USSD_TEXTS[language];
  const caller = ctx.caller;
  if (ctx.probe) return entryNode(language, t.pinEnter, (pin) => act(language, then(pin)));
  if (!caller?.hasPin) return closedNode(language, t.pinNone);
  if (caller.pausedUntil !== null && Date.parse(caller.pausedUntil) > ctx.now.getTime())
    return closedNode(language, t.pinPaused(minutesLeft(caller.pausedUntil, ctx.now)));
  return entryNode(language, t.pinEnter, (pin) => (isPin(pin) ? act(language, then(pin)) : ending(language, t.pinFormat)));
}

/** A confirmation screen: the summary, then `1` goes on to the PIN. */
export function confirmNode(language: Language, body: string, then: () => Step): Node {
  return { language, pages: 1, body: () => `${body}\n${USSD_TEXTS[language].back}`, choose: (token) => (token === "1" ? then() : null) };
}

export type NigerianState = (typeof NIGERIAN_STATES)[number];

/** A list of the 37 states under `head`; the chosen one goes to `then`. */
export function stateNode(language: Language, head: string, then: (state: NigerianState) => Step | null): Node {
  return listNode(
    language,
    head,
    NIGERIAN_STATES.map((state) => state.name),
    (index) => {
      const state = NIGERIAN_STATES[index];
      return state ? then(state) : null;
    },
  );
}

/** A product from `products` (by its name in the caller's language), then a state: what Prices and Buy ask first. */
export function productThenState(
  language: Language,
  head: string,
  then: (product: string, state: NigerianState) => Step | null,
  products: readonly { slug: string }[] = PRODUCTS,
): Node {
  return listNode(
    language,
    head,
    products.map((product) => productName(product.slug, language)),
    (index) => {
      const product = products[index];
      return product ? stateNode(language, USSD_TEXTS[language].statesHead, (state) => then(product.slug, state)) : null;
    },
  );
}
