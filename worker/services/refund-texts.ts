// The words of a refund's arrival (ADR 097), in each language: once the provider says a dispute's refund was
// processed, the buyer is told the money is on its way back to their account. A payment.disputed notification at the
// stage "refund_arrived".
import type { Language } from "../languages";

const q = (name: string) => `“${name}”`;
const naira = (amount: number) =>
  `₦${amount.toLocaleString("en-NG", { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;

const WORDS: Record<Language, [title: string, body: (listing: string, amount: string) => string]> = {
  en: ["Your refund was sent", (l, a) => `${a} for ${q(l)} was sent back to the account you paid from.`],
  ha: ["An tura maka kuɗin da aka mayar", (l, a) => `An mayar da ${a} na ${q(l)} zuwa asusun da ka biya da shi.`],
  yo: ["A ti fi owó rẹ ránṣẹ́ padà", (l, a) => `A ti dá ${a} fún ${q(l)} padà sí àkáǹtì tí o fi sanwó.`],
  ig: ["E zigaghachiri gị ego gị", (l, a) => `E zigaghachiri ${a} maka ${q(l)} n'akaụntụ i ji kwụọ ụgwọ.`],
  pcm: ["Dem don send your refund", (l, a) => `Dem don send ${a} for ${q(l)} back to di account wey you take pay.`],
};

/** The buyer's notification that a refund arrived: its title and body in a language (`refund` in naira). */
export function refundArrivedText(language: Language, p: { listing?: string; refund?: number }): { title: string; body: string } {
  const [title, body] = WORDS[language];
  return { title, body: body(p.listing ?? "", naira(p.refund ?? 0)) };
}
