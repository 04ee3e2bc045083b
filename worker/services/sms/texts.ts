// The answers to inbound SMS in the five languages (rows of docs/i18n/review.md until a speaker confirms them). Each is
// one SMS: sent through toGsm7 (marks dropped, ₦ as N), at most 160 GSM-7 characters (sms.test.ts checks each).
import type { Language } from "../../languages";

export interface SmsTexts {
  help: string;
  /** Where no state was named, the price is Nigeria-wide. */
  nigeria: string;
  unknownProduct: string;
  /** YES or NO without a 5-digit code after it. */
  needCode: (word: string) => string;
  accepted: (code: string, listing: string) => string;
  rejected: (code: string, listing: string) => string;
  /** No pending request of this seller carries the code (a stranger's, a typo, or already answered). */
  unknownCode: (code: string) => string;
  /** The request exists but cannot be accepted now (stock short, listing closed). */
  cannotAccept: (code: string) => string;
  /** The number is on no account, or only an unconfirmed one. */
  notKnown: string;
  alertsOff: string;
  alertsOn: string;
  /** The alert's tail: how to answer a new request by SMS. */
  reply: (yes: string, no: string, code: string) => string;
  /** CODE without the buyer's 6-digit handover code after it (ADR 091). */
  needHandoverCode: string;
  /** The right code: the money held for the order is released to the seller. */
  handoverReleased: (listing: string) => string;
  handoverWrong: (left: number) => string;
  /** Five wrong SMS codes compared with every held order's code (ADR 099): USSD, the website or the buyer's receipt. */
  handoverLocked: string;
  /** No money is held for any of the sender's orders. */
  nothingHeld: string;
}

export const SMS_TEXTS: Record<Language, SmsTexts> = {
  en: {
    help: "Gona SMS: PRICE maize kano - the price. YES 12345 or NO 12345 - answer a buyer. CODE 123456 - buyer's code, get paid. STOP or START - SMS alerts. Dial *384*1#",
    nigeria: "Nigeria",
    unknownProduct: "Gona: we do not know that product. Send PRICE and a crop, e.g. PRICE maize kano.",
    needCode: (word) => `Gona: send ${word} and the 5-digit code from the alert, e.g. ${word} 12345.`,
    accepted: (code, listing) => `Gona: you accepted request ${code} for "${listing}". The buyer has been told.`,
    rejected: (code, listing) => `Gona: you declined request ${code} for "${listing}". The buyer has been told.`,
    unknownCode: (code) => `Gona: no request waiting for your answer has the code ${code}. Check the code in the alert.`,
    cannotAccept: (code) => `Gona: request ${code} cannot be accepted now: not enough stock, or the listing is closed.`,
    notKnown: "Gona: this number is not confirmed on a Gona account. Dial *384*1# to register.",
    alertsOff: "Gona: SMS alerts are off. Send START to turn them on again.",
    alertsOn: "Gona: SMS alerts are on. Send STOP to turn them off.",
    reply: (yes, no, code) => `Reply ${yes} ${code} or ${no} ${code}.`,
    needHandoverCode: "Gona: send CODE and the buyer's 6-digit code when the goods are in their hands, e.g. CODE 123456.",
    handoverReleased: (listing) => `Gona: code right. The money for "${listing}" is released and is on its way to your bank account.`,
    handoverWrong: (left) =>
      `Gona: that code is wrong. ${left} ${left === 1 ? "try" : "tries"} left. Ask the buyer for the 6-digit code on their order.`,
    handoverLocked:
      "Gona: too many wrong codes by SMS, so SMS codes are locked. Type the code at *384*1# or on the website, or the buyer can confirm receipt.",
    nothingHeld: "Gona: no money is held for any of your orders now. Nothing changed.",
  },
  ha: {
    help: "Gona SMS: FARASHI masara kano - farashi. EH 12345 ko AA 12345 - amsa mai saye. LAMBA 123456 - lambar mai saye, a biya ka. TSAYA ko FARA - SMS. Kira *384*1#",
    nigeria: "Najeriya",
    unknownProduct: "Gona: ba mu san wannan kaya ba. Aika FARASHI da amfanin gona, misali FARASHI masara kano.",
    needCode: (word) => `Gona: aika ${word} da lambar lamba 5 daga sakon, misali ${word} 12345.`,
    accepted: (code, listing) => `Gona: ka karbi bukata ${code} ta "${listing}". An sanar da mai saye.`,
    rejected: (code, listing) => `Gona: ka ki bukata ${code} ta "${listing}". An sanar da mai saye.`,
    unknownCode: (code) => `Gona: babu bukatar da ke jiran amsarka mai lamba ${code}. Duba lambar a sakon.`,
    cannotAccept: (code) => `Gona: ba za a iya karbar bukata ${code} yanzu ba: kaya ba su isa ba, ko an rufe tallan.`,
    notKnown: "Gona: ba a tabbatar da wannan lamba a wani asusun Gona ba. Kira *384*1# don yin rajista.",
    alertsOff: "Gona: an kashe sakonnin SMS. Aika FARA don sake kunna su.",
    alertsOn: "Gona: an kunna sakonnin SMS. Aika TSAYA don kashe su.",
    reply: (yes, no, code) => `Amsa ${yes} ${code} ko ${no} ${code}.`,
    needHandoverCode: "Gona: aika LAMBA da lambar mai saye mai lambobi 6 idan kaya sun isa hannunsa, misali LAMBA 123456.",
    handoverReleased: (listing) => `Gona: lambar daidai ce. An saki kudin "${listing}" kuma suna kan hanyar zuwa asusun bankinka.`,
    handoverWrong: (left) => `Gona: lambar ba daidai ba ce. Saura gwaji ${left}. Tambayi mai saye lambar lambobi 6 da ke kan odarsa.`,
    handoverLocked:
      "Gona: lambobi marasa daidai ta SMS sun yi yawa, an kulle su. Shigar da lambar a *384*1# ko a shafin yanar gizo, ko mai saye ya tabbatar da karba.",
    nothingHeld: "Gona: babu kudin da ake rike wa wata odarka yanzu. Babu abin da ya canza.",
  },
  yo: {
    help: "Gona SMS: IYE agbado kano - iye owo. BEENI 12345 tabi RARA 12345 - dahun oluraja. KOODU 123456 - koodu oluraja, ki o gba owo. DURO tabi BERE - SMS. Pe *384*1#",
    nigeria: "Naijiria",
    unknownProduct: "Gona: a ko mo ohun-ogbin yen. Fi IYE ati ohun-ogbin ranse, fun apere IYE agbado kano.",
    needCode: (word) => `Gona: fi ${word} ati koodu oninomba 5 lati inu ifiranse ranse, fun apere ${word} 12345.`,
    accepted: (code, listing) => `Gona: o ti gba ibeere ${code} fun "${listing}". A ti so fun oluraja.`,
    rejected: (code, listing) => `Gona: o ti ko ibeere ${code} fun "${listing}". A ti so fun oluraja.`,
    unknownCode: (code) => `Gona: ko si ibeere ti n duro de idahun re ti koodu re je ${code}. Wo koodu inu ifiranse.`,
    cannotAccept: (code) => `Gona: a ko le gba ibeere ${code} bayii: oja ko to, tabi ipolowo ti tipa.`,
    notKnown: "Gona: a ko tii fi idi nomba yii mule lori akanti Gona. Pe *384*1# lati forukosile.",
    alertsOff: "Gona: a ti pa awon ifiranse SMS. Fi BERE ranse lati tan won pada.",
    alertsOn: "Gona: a ti tan awon ifiranse SMS. Fi DURO ranse lati pa won.",
    reply: (yes, no, code) => `Dahun ${yes} ${code} tabi ${no} ${code}.`,
    needHandoverCode: "Gona: fi KOODU ati koodu oni-nomba 6 ti oluraja ranse nigba ti oja ba de owo re, fun apere KOODU 123456.",
    handoverReleased: (listing) => `Gona: koodu to. A ti tu owo "${listing}" sile, o si n lo si akanti banki re.`,
    handoverWrong: (left) => `Gona: koodu yen ko to. Igbiyanju ${left} lo ku. Beere koodu oni-nomba 6 to wa lori ase rira oluraja.`,
    handoverLocked:
      "Gona: koodu ti ko to lori SMS ti po ju, a ti ti won pa. Te koodu naa ni *384*1# tabi lori website, tabi ki oluraja jerii pe o ti gba a.",
    nothingHeld: "Gona: ko si owo ti a pamo fun eyikeyi ase rira re bayii. Ko si ohun to yi pada.",
  },
  ig: {
    help: "Gona SMS: ONUAHIA oka kano - onuahia. EE 12345 ma o bu MBA 12345 - zaa onye na-azu. KOODU 123456 - koodu onye na-azu, ka a kwuo gi. KWUSI/MALITE - SMS. *384*1#",
    nigeria: "Naijiria",
    unknownProduct: "Gona: anyi amaghi ihe ubi ahu. Ziga ONUAHIA na ihe ubi, dika ONUAHIA oka kano.",
    needCode: (word) => `Gona: ziga ${word} na koodu onu ogugu 5 si na ozi, dika ${word} 12345.`,
    accepted: (code, listing) => `Gona: i nabatala aririo ${code} maka "${listing}". A gwala onye na-azu.`,
    rejected: (code, listing) => `Gona: i juru aririo ${code} maka "${listing}". A gwala onye na-azu.`,
    unknownCode: (code) => `Gona: o nweghi aririo na-eche nzaghachi gi nwere koodu ${code}. Lee koodu di na ozi.`,
    cannotAccept: (code) => `Gona: enweghi ike inabata aririo ${code} ugbu a: ngwa ahia ezughi, ma o bu emechiela mgbasa ozi.`,
    notKnown: "Gona: a kwadoghi nomba a na akaunti Gona. Kpoo *384*1# ka i debanye aha.",
    alertsOff: "Gona: agbanyuola ozi SMS. Ziga MALITE ka i gbanye ha ozo.",
    alertsOn: "Gona: agbanyela ozi SMS. Ziga KWUSI ka i gbanyuo ha.",
    reply: (yes, no, code) => `Zaa ${yes} ${code} ma o bu ${no} ${code}.`,
    needHandoverCode: "Gona: ziga KOODU na koodu onu ogugu 6 nke onye na-azu mgbe ngwa ahia ruru ya aka, dika KOODU 123456.",
    handoverReleased: (listing) => `Gona: koodu ziri ezi. A hapula ego "${listing}", o na-aga n'akaunti ulo aku gi.`,
    handoverWrong: (left) => `Gona: koodu ahu ezighi ezi. O fodurula ugboro ${left}. Juo onye na-azu koodu onu ogugu 6 di n'oda ya.`,
    handoverLocked:
      "Gona: koodu ezighi ezi site na SMS di ukwuu, a kpochiri ha. Tinye koodu ahu na *384*1# ma o bu na website, ma o bu ka onye na-azu kwenye na o natara.",
    nothingHeld: "Gona: enweghi ego e jidere maka oda gi obula ugbu a. O dighi ihe gbanwere.",
  },
  pcm: {
    help: "Gona SMS: HOW MUCH maize kano - di price. YES 12345 or NO 12345 - answer buyer. CODE 123456 - buyer code, collect money. STOP or START - SMS alert. *384*1#",
    nigeria: "Naija",
    unknownProduct: "Gona: we no sabi dat product. Send HOW MUCH plus di crop, like HOW MUCH maize kano.",
    needCode: (word) => `Gona: send ${word} plus di 5-number code wey dey di alert, like ${word} 12345.`,
    accepted: (code, listing) => `Gona: you don accept request ${code} for "${listing}". We don tell di buyer.`,
    rejected: (code, listing) => `Gona: you don reject request ${code} for "${listing}". We don tell di buyer.`,
    unknownCode: (code) => `Gona: no request wey dey wait your answer get code ${code}. Check di code for di alert.`,
    cannotAccept: (code) => `Gona: request ${code} no fit accept now: stock no reach, or di listing don close.`,
    notKnown: "Gona: dis number never confirm for any Gona account. Dial *384*1# to register.",
    alertsOff: "Gona: SMS alert don off. Send START make e on again.",
    alertsOn: "Gona: SMS alert don on. Send STOP make e off.",
    reply: (yes, no, code) => `Reply ${yes} ${code} or ${no} ${code}.`,
    needHandoverCode: "Gona: send CODE plus di buyer 6-number code when di goods don reach dia hand, like CODE 123456.",
    handoverReleased: (listing) => `Gona: code correct. Di money for "${listing}" don release and e dey go your bank account.`,
    handoverWrong: (left) => `Gona: dat code no correct. ${left} try remain. Ask di buyer for di 6-number code wey dey dia order.`,
    handoverLocked:
      "Gona: too many wrong code by SMS, SMS code don lock. Type di code for *384*1# or di website, or make di buyer confirm say e receive am.",
    nothingHeld: "Gona: no money dey hold for any of your order now. Nothing change.",
  },
};
