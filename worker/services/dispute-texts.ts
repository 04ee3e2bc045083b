// The words of a payment dispute's notifications (ADR 092) in each language: the buyer's report, told to both sides,
// and the admin's decision, told to both sides with what each receives.
import type { Language } from "../languages";
import { refundArrivedText } from "./refund-texts";

/** What a payment.disputed notification stores: the stage, whose copy it is, and (decided) the naira each side gets. */
export interface DisputeParams {
  listing: string;
  /** `message`: the other side wrote in the dispute's conversation (ADR 098); `side` is the reader's. `refund_arrived`: the
   * provider processed the refund (ADR 097), told to the buyer. */
  stage: "opened" | "released" | "refunded" | "message" | "refund_arrived";
  side: "buyer" | "seller";
  refund?: number;
  released?: number;
}

interface Words {
  openedBuyer: [string, (listing: string) => string];
  openedSeller: [string, (listing: string) => string];
  decided: string;
  toSeller: (listing: string) => string;
  paidToYou: (amount: string) => string;
  refundedToYou: (listing: string, amount: string) => string;
  refundedToBuyer: (listing: string, amount: string) => string;
  restToSeller: string;
  /** A message in the conversation: the title, and the body for a reader who is the seller (the buyer wrote) or the buyer. */
  message: [string, (listing: string) => string, (listing: string) => string];
}

const q = (name: string) => `“${name}”`;
const naira = (amount: number) =>
  `₦${amount.toLocaleString("en-NG", { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;

const WORDS: Record<Language, Words> = {
  en: {
    openedBuyer: ["You reported a problem", (l) => `The money for ${q(l)} stays held while Gona looks into it.`],
    openedSeller: ["The buyer reported a problem", (l) => `The money for ${q(l)} stays held while Gona looks into it.`],
    decided: "Gona decided the problem with an order",
    toSeller: (l) => `The money for ${q(l)} goes to the seller.`,
    paidToYou: (a) => `${a} is being sent to your bank account.`,
    refundedToYou: (l, a) => `${a} for ${q(l)} is refunded to you.`,
    refundedToBuyer: (l, a) => `${a} for ${q(l)} is refunded to the buyer.`,
    restToSeller: "The rest goes to the seller.",
    message: [
      "New message about a problem",
      (l) => `The buyer wrote about ${q(l)}. Read it and answer on the order page.`,
      (l) => `The seller wrote about ${q(l)}. Read it and answer on the order page.`,
    ],
  },
  ha: {
    openedBuyer: ["Ka kai rahoton matsala", (l) => `Kuɗin ${q(l)} za su kasance a riƙe yayin da Gona ke dubawa.`],
    openedSeller: ["Mai saye ya kai rahoton matsala", (l) => `Kuɗin ${q(l)} za su kasance a riƙe yayin da Gona ke dubawa.`],
    decided: "Gona ta yanke hukunci kan matsalar oda",
    toSeller: (l) => `Kuɗin ${q(l)} za su tafi ga mai sayarwa.`,
    paidToYou: (a) => `Ana tura ${a} zuwa asusun bankinka.`,
    refundedToYou: (l, a) => `An mayar maka da ${a} na ${q(l)}.`,
    refundedToBuyer: (l, a) => `An mayar wa mai saye da ${a} na ${q(l)}.`,
    restToSeller: "Sauran za su tafi ga mai sayarwa.",
    message: [
      "Sabon saƙo game da matsala",
      (l) => `Mai saye ya rubuta game da ${q(l)}. Karanta ka amsa a shafin odar.`,
      (l) => `Mai sayarwa ya rubuta game da ${q(l)}. Karanta ka amsa a shafin odar.`,
    ],
  },
  yo: {
    openedBuyer: ["O ti ròyìn ìṣòro kan", (l) => `Owó ${q(l)} yóò wà ní ìdádúró nígbà tí Gona ń wò ó.`],
    openedSeller: ["Olùrà ti ròyìn ìṣòro kan", (l) => `Owó ${q(l)} yóò wà ní ìdádúró nígbà tí Gona ń wò ó.`],
    decided: "Gona ti pinnu lórí ìṣòro àṣẹ kan",
    toSeller: (l) => `Owó ${q(l)} yóò lọ sọ́dọ̀ olùtajà.`,
    paidToYou: (a) => `A ń fi ${a} ránṣẹ́ sí àkáǹtì báńkì rẹ.`,
    refundedToYou: (l, a) => `A dá ${a} fún ${q(l)} padà fún ọ.`,
    refundedToBuyer: (l, a) => `A dá ${a} fún ${q(l)} padà fún olùrà.`,
    restToSeller: "Èyí tó kù yóò lọ sọ́dọ̀ olùtajà.",
    message: [
      "Ìfiránṣẹ́ tuntun nípa ìṣòro kan",
      (l) => `Olùrà kọ̀wé nípa ${q(l)}. Kà á kí o sì dáhùn lójú ìwé àṣẹ náà.`,
      (l) => `Olùtajà kọ̀wé nípa ${q(l)}. Kà á kí o sì dáhùn lójú ìwé àṣẹ náà.`,
    ],
  },
  ig: {
    openedBuyer: ["Ị kọọrọ nsogbu", (l) => `Ego maka ${q(l)} ka na-ejide ka Gona na-enyocha ya.`],
    openedSeller: ["Onye na-azụ kọọrọ nsogbu", (l) => `Ego maka ${q(l)} ka na-ejide ka Gona na-enyocha ya.`],
    decided: "Gona ekpebiela maka nsogbu ọda",
    toSeller: (l) => `Ego maka ${q(l)} ga-aga n'aka onye na-ere.`,
    paidToYou: (a) => `A na-eziga ${a} n'akaụntụ bank gị.`,
    refundedToYou: (l, a) => `A laghachiri gị ${a} maka ${q(l)}.`,
    refundedToBuyer: (l, a) => `A laghachiri onye na-azụ ${a} maka ${q(l)}.`,
    restToSeller: "Nke fọdụrụ ga-aga n'aka onye na-ere.",
    message: [
      "Ozi ọhụrụ gbasara nsogbu",
      (l) => `Onye na-azụ dere gbasara ${q(l)}. Gụọ ya ma zaa na peeji ọda ahụ.`,
      (l) => `Onye na-ere dere gbasara ${q(l)}. Gụọ ya ma zaa na peeji ọda ahụ.`,
    ],
  },
  pcm: {
    openedBuyer: ["You don report problem", (l) => `Di money for ${q(l)} go still dey hold while Gona dey check am.`],
    openedSeller: ["Di buyer don report problem", (l) => `Di money for ${q(l)} go still dey hold while Gona dey check am.`],
    decided: "Gona don decide di order problem",
    toSeller: (l) => `Di money for ${q(l)} go go to di seller.`,
    paidToYou: (a) => `Dem dey send ${a} to your bank account.`,
    refundedToYou: (l, a) => `Dem don return ${a} for ${q(l)} give you.`,
    refundedToBuyer: (l, a) => `Dem don return ${a} for ${q(l)} give di buyer.`,
    restToSeller: "Di remain go go to di seller.",
    message: [
      "New message about di problem",
      (l) => `Di buyer write about ${q(l)}. Read am and answer for di order page.`,
      (l) => `Di seller write about ${q(l)}. Read am and answer for di order page.`,
    ],
  },
};

/** A payment.disputed notification's title and body in a language. */
export function disputeText(language: Language, p: DisputeParams): { title: string; body: string } {
  if (p.stage === "refund_arrived") return refundArrivedText(language, p);
  const w = WORDS[language];
  const listing = p.listing ?? "";
  if (p.stage === "opened") {
    const [title, body] = p.side === "buyer" ? w.openedBuyer : w.openedSeller;
    return { title, body: body(listing) };
  }
  if (p.stage === "message") {
    const [title, toSeller, toBuyer] = w.message;
    return { title, body: (p.side === "seller" ? toSeller : toBuyer)(listing) };
  }
  const released = p.released ?? 0;
  const paid = p.side === "seller" && released > 0 ? ` ${w.paidToYou(naira(released))}` : "";
  if (p.stage === "released") return { title: w.decided, body: `${w.toSeller(listing)}${paid}` };
  const refund = naira(p.refund ?? 0);
  const first = p.side === "buyer" ? w.refundedToYou(listing, refund) : w.refundedToBuyer(listing, refund);
  const rest = released > 0 ? (p.side === "seller" ? paid : ` ${w.restToSeller}`) : "";
  return { title: w.decided, body: `${first}${rest}` };
}
