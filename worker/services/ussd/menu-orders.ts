// 4 My orders (ADR 077): a seller's pending requests, newest first, 3 a screen ("98 More"), each → 1 Accept or
// 2 Reject with one of the web's reasons, and their orders whose money is held → 1 the buyer's code (ADR 091); a
// buyer's open orders → cancel or confirm receipt while the web allows it.
// Every move asks for the PIN; the service moves the order through the web's own rules (order-moves.ts).
import { REJECT_REASONS, type RejectReason } from "../../domain";
import type { Language } from "../../languages";
import { productName } from "../../products";
import type { UssdAction } from "./menu-common";
import { type MenuContext, nairaText, pinGate, quantityText, type Step, shortName, type UssdOrder } from "./menu-common";
import { maySell } from "./menu-sell";
import { ending, entryNode, listNode, type UssdNode } from "./screens";
import { USSD_TEXTS } from "./texts";

/** Orders a screen of My orders shows. */
export const ORDERS_A_SCREEN = 3;

type Move = Extract<UssdAction, { kind: "move" }>["to"];

const orderName = (order: UssdOrder, language: Language) => (order.product ? productName(order.product, language) : order.title);
const priceOf = (order: UssdOrder) => nairaText(order.offeredPriceKobo ?? order.listingPriceKobo);

/** The moves a buyer may make on an order by USSD, as the web allows them. */
export function buyerMoves(order: UssdOrder): Move[] {
  if (order.status === "pending") return ["cancelled"];
  if (order.status === "accepted") return ["cancelled", "completed"];
  if (order.status === "completed" && !order.buyerConfirmed) return ["completed"];
  return [];
}

/** A numbered list, ORDERS_A_SCREEN lines a screen; numbers run on across pages. */
function pagedList(language: Language, head: string, lines: string[], pick: (index: number) => Step | null): UssdNode<UssdAction> {
  const t = USSD_TEXTS[language];
  const pages = Math.max(1, Math.ceil(lines.length / ORDERS_A_SCREEN));
  return {
    language,
    pages,
    body: (page) => {
      const shown = lines
        .slice(page * ORDERS_A_SCREEN, (page + 1) * ORDERS_A_SCREEN)
        .map((line, i) => `${page * ORDERS_A_SCREEN + i + 1} ${line}`);
      return [head, ...shown, ...(page + 1 < pages ? [t.more] : []), t.back].join("\n");
    },
    choose: (token) => {
      if (!/^[1-9][0-9]{0,2}$/.test(token)) return null;
      return Number(token) <= lines.length ? pick(Number(token) - 1) : null;
    },
  };
}

/** A seller's order whose money is held: the buyer's 6-digit code, then the PIN, releases it (ADR 091). */
function heldOrderNode(language: Language, ctx: MenuContext, order: UssdOrder): Step {
  const t = USSD_TEXTS[language];
  const head = t.sellerHeld(
    shortName(order.buyerName, 30),
    quantityText(order.quantity),
    t.units[order.unit],
    shortName(orderName(order, language), 30),
  );
  return listNode(language, head, [t.enterCode], () =>
    entryNode(language, t.codeAsk, (code) =>
      /^[0-9]{6}$/.test(code) ? pinGate(language, ctx, (pin) => ({ kind: "handover", order, code, pin })) : ending(language, t.codeFormat),
    ),
  );
}

function sellerOrderNode(language: Language, ctx: MenuContext, order: UssdOrder): Step {
  const t = USSD_TEXTS[language];
  if (order.status !== "pending") return heldOrderNode(language, ctx, order);
  const unit = t.units[order.unit];
  const head = t.sellerOrder(
    shortName(order.buyerName, 30),
    quantityText(order.quantity),
    unit,
    shortName(orderName(order, language), 30),
    priceOf(order),
  );
  return listNode(language, head, [t.accept, t.reject], (choice) => {
    if (choice === 0) return pinGate(language, ctx, (pin) => ({ kind: "move", order, to: "accepted", reason: null, pin }));
    return listNode(
      language,
      t.reasonsHead,
      REJECT_REASONS.map((reason) => t.reasons[reason]),
      (index) =>
        pinGate(language, ctx, (pin) => ({ kind: "move", order, to: "rejected", reason: REJECT_REASONS[index] as RejectReason, pin })),
    );
  });
}

function buyerOrderNode(language: Language, ctx: MenuContext, order: UssdOrder): Step {
  const t = USSD_TEXTS[language];
  const unit = t.units[order.unit];
  const moves = buyerMoves(order);
  const head = t.buyerOrder(
    shortName(orderName(order, language), 30),
    shortName(order.sellerName, 30),
    quantityText(order.quantity),
    unit,
    priceOf(order),
    t.statuses[order.status],
  );
  if (moves.length === 0) return ending(language, head);
  return listNode(
    language,
    head,
    moves.map((move) => (move === "cancelled" ? t.cancelOrder : t.received)),
    (index) => pinGate(language, ctx, (pin) => ({ kind: "move", order, to: moves[index] as Move, reason: null, pin })),
  );
}

export function ordersNode(language: Language, ctx: MenuContext): Step {
  const t = USSD_TEXTS[language];
  const orders = ctx.orders;
  if (orders === undefined) return { final: { kind: "need_data", need: { what: "orders" } } };
  const role = ctx.caller?.role ?? "";
  const seller = maySell(role);
  if (!seller && role !== "buyer") return ending(language, t.noOrdersRole);
  const mine = orders.filter((order) => (seller ? order.sellerId === ctx.caller?.id : order.buyerId === ctx.caller?.id));
  if (mine.length === 0) return ending(language, seller ? t.noRequests : t.noOrders);
  if (seller)
    return pagedList(
      language,
      t.requestsHead,
      mine.map((order) => `${shortName(order.buyerName, 14)} ${quantityText(order.quantity)} ${t.units[order.unit]} ${priceOf(order)}`),
      (index) => sellerOrderNode(language, ctx, mine[index] as UssdOrder),
    );
  return pagedList(
    language,
    t.ordersHead,
    mine.map((order) => `${shortName(orderName(order, language), 14)}: ${t.statuses[order.status]}`),
    (index) => buyerOrderNode(language, ctx, mine[index] as UssdOrder),
  );
}
