// What each notification says, in each language. Notifications store their type and the names they need;
// the words are written here when they are read (the list, the live event, push, SMS), in the reader's language.
import type { NotificationType, ReportAction } from "../domain";
import type { Language } from "../languages";
import { type DisputeParams, disputeText } from "./dispute-texts";
import { type PriceAlertParams, priceAlertText, QUANTITY_OF } from "./price-alert-texts";

type Decision = "approved" | "rejected";

/** The names and facts each type's text is written from. */
export interface NotificationParams {
  /** `quantity` and `unit` (a unit key) since issue 34; older rows lack them and read without the amount. */
  "purchase_request.created": { listing: string; buyer: string; quantity?: number; unit?: string };
  /** accepted, rejected, completed: the seller's move, told to the buyer; cancelled, received: the buyer's, told to the seller. */
  "purchase_request.updated": { listing: string; status: "accepted" | "rejected" | "completed" | "cancelled" | "received" };
  "listing.reviewed": { listing: string; status: Decision };
  "listing.frozen": { listing: string; frozen: boolean };
  "rating.received": { listing: string; rater: string; stars: number };
  "verification.reviewed": { status: Decision };
  "group.reviewed": { group: string; status: Decision };
  "hub_post.replied": { post: string; author: string };
  "hub_post.solved": { post: string };
  "report.resolved": { action: ReportAction };
  "price.alert": Partial<PriceAlertParams>;
  /** The money held for an order was released (ADR 088): `amount` (naira) is what goes to the seller. */
  "payment.released": { listing: string; amount: number; side: "buyer" | "seller" };
  /** A buyer disputed the held money, or an admin decided the dispute (ADR 092). */
  "payment.disputed": DisputeParams;
}

export interface NotificationText {
  title: string;
  body: string;
}

type Texts = { [T in NotificationType]: (params: NotificationParams[T]) => NotificationText };

const q = (name: string) => `“${name}”`;
/** Naira as Nigerians write it: ₦3,593.75 (kobo only when there are some). */
const naira = (amount: number) =>
  `₦${amount.toLocaleString("en-NG", { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
/** An amount in the reader's words ("20 bags", "buhuna 20"), from the catalogs the pages use; "" when not stored. */
export const amount = (language: Language, p: { quantity?: number; unit?: string }) =>
  typeof p.quantity === "number" && p.unit ? QUANTITY_OF[language](p.quantity, p.unit) : "";
/** What the admin did about a report, in words; a value from before the actions were fixed reads as itself. */
const outcome = (words: Record<ReportAction, string>, action: ReportAction) => words[action] ?? action;

export const NOTIFICATION_TEXTS: Record<Language, Texts> = {
  en: {
    "purchase_request.created": (p) => ({
      title: "New purchase request",
      body: amount("en", p) ? `${p.buyer} wants to buy ${amount("en", p)} of ${q(p.listing)}.` : `${p.buyer} wants to buy ${q(p.listing)}.`,
    }),
    "purchase_request.updated": (p) => ({
      title: {
        accepted: "Your request was accepted",
        rejected: "Your request was declined",
        completed: "Your order is complete",
        cancelled: "A buyer cancelled an order",
        received: "A buyer received their order",
      }[p.status],
      body: {
        accepted: `The seller accepted your request for ${q(p.listing)}.`,
        rejected: `The seller declined your request for ${q(p.listing)}.`,
        completed: `The seller marked your order of ${q(p.listing)} as completed.`,
        cancelled: `The buyer cancelled their order of ${q(p.listing)}.`,
        received: `The buyer confirmed receiving ${q(p.listing)}.`,
      }[p.status],
    }),
    "listing.reviewed": (p) =>
      p.status === "approved"
        ? { title: "Your listing is live", body: `${q(p.listing)} was approved and buyers can see it now.` }
        : { title: "Your listing was not approved", body: `${q(p.listing)} was not approved. Check it and post it again.` },
    "listing.frozen": (p) =>
      p.frozen
        ? { title: "Your listing was frozen", body: `${q(p.listing)} is hidden from buyers while an admin looks at it.` }
        : { title: "Your listing is back", body: `${q(p.listing)} is visible to buyers again.` },
    "rating.received": (p) => ({ title: `${p.rater} rated you ${p.stars} of 5`, body: `For ${q(p.listing)}.` }),
    "verification.reviewed": (p) =>
      p.status === "approved"
        ? { title: "You are verified", body: "Buyers now see the Verified badge on your profile and listings." }
        : { title: "Verification not approved", body: "Your document was not accepted. You can send another one." },
    "group.reviewed": (p) =>
      p.status === "approved"
        ? { title: "Your group was approved", body: `${q(p.group)} is open in the Farmers Hub.` }
        : { title: "Your group was not approved", body: `${q(p.group)} was not approved.` },
    "hub_post.replied": (p) => ({ title: "New reply to your question", body: `${p.author} replied to ${q(p.post)}.` }),
    "hub_post.solved": (p) => ({ title: "Your question was marked solved", body: `${q(p.post)} now has an accepted answer.` }),
    "report.resolved": (p) => ({
      title: "Your report was reviewed",
      body: `An admin reviewed your report: ${outcome({ dismiss: "nothing against the rules was found", freeze_listing: "the listing was frozen", remove_content: "the message was removed", suspend_user: "the account was suspended" }, p.action)}.`,
    }),
    "price.alert": (p) => priceAlertText("en", p),
    "payment.disputed": (p) => disputeText("en", p),
    "payment.released": (p) =>
      p.side === "buyer"
        ? { title: "Money sent to the seller", body: `The goods of ${q(p.listing)} changed hands: the payment was released to the seller.` }
        : { title: "Your money is on its way", body: `${naira(p.amount)} for ${q(p.listing)} is being sent to your bank account.` },
  },
  ha: {
    "purchase_request.created": (p) => ({
      title: "Sabuwar buƙatar saye",
      body: amount("ha", p)
        ? `${p.buyer} yana son sayen ${amount("ha", p)} na ${q(p.listing)}.`
        : `${p.buyer} yana son sayen ${q(p.listing)}.`,
    }),
    "purchase_request.updated": (p) => ({
      title: {
        accepted: "An karɓi buƙatarka",
        rejected: "An ƙi buƙatarka",
        completed: "Odarka ta kammala",
        cancelled: "Mai saye ya soke oda",
        received: "Mai saye ya karɓi odarsa",
      }[p.status],
      body: {
        accepted: `Mai sayarwa ya karɓi buƙatarka ta ${q(p.listing)}.`,
        rejected: `Mai sayarwa ya ƙi buƙatarka ta ${q(p.listing)}.`,
        completed: `Mai sayarwa ya nuna cewa odarka ta ${q(p.listing)} ta kammala.`,
        cancelled: `Mai saye ya soke odarsa ta ${q(p.listing)}.`,
        received: `Mai saye ya tabbatar ya karɓi ${q(p.listing)}.`,
      }[p.status],
    }),
    "listing.reviewed": (p) =>
      p.status === "approved"
        ? { title: "Tallanka ya fita", body: `An amince da ${q(p.listing)}, masu saye suna iya ganinsa yanzu.` }
        : { title: "Ba a amince da tallanka ba", body: `Ba a amince da ${q(p.listing)} ba. Ka duba shi ka sake sakawa.` },
    "listing.frozen": (p) =>
      p.frozen
        ? { title: "An dakatar da tallanka", body: `An ɓoye ${q(p.listing)} daga masu saye yayin da mai kula yake dubawa.` }
        : { title: "Tallanka ya dawo", body: `Masu saye suna iya ganin ${q(p.listing)} kuma.` },
    "rating.received": (p) => ({ title: `${p.rater} ya ba ka maki ${p.stars} cikin 5`, body: `Game da ${q(p.listing)}.` }),
    "verification.reviewed": (p) =>
      p.status === "approved"
        ? { title: "An tabbatar da kai", body: "Masu saye yanzu suna ganin alamar Tabbatacce a bayananka da tallace-tallacenka." }
        : { title: "Ba a amince da tabbatarwa ba", body: "Ba a karɓi takardarka ba. Kana iya aika wata." },
    "group.reviewed": (p) =>
      p.status === "approved"
        ? { title: "An amince da ƙungiyarka", body: `${q(p.group)} ta buɗe a Dandalin Manoma.` }
        : { title: "Ba a amince da ƙungiyarka ba", body: `Ba a amince da ${q(p.group)} ba.` },
    "hub_post.replied": (p) => ({ title: "Sabuwar amsa ga tambayarka", body: `${p.author} ya amsa ${q(p.post)}.` }),
    "hub_post.solved": (p) => ({ title: "An nuna tambayarka an warware ta", body: `${q(p.post)} yanzu tana da amsar da aka karɓa.` }),
    "report.resolved": (p) => ({
      title: "An duba rahotonka",
      body: `Mai kula ya duba rahotonka: ${outcome({ dismiss: "ba a sami abin da ya saɓa wa ƙa'idoji ba", freeze_listing: "an dakatar da tallan", remove_content: "an cire saƙon", suspend_user: "an dakatar da asusun" }, p.action)}.`,
    }),
    "price.alert": (p) => priceAlertText("ha", p),
    "payment.disputed": (p) => disputeText("ha", p),
    "payment.released": (p) =>
      p.side === "buyer"
        ? { title: "An tura kuɗi ga mai sayarwa", body: `Kayan ${q(p.listing)} sun isa hannunka: an saki kuɗin ga mai sayarwa.` }
        : { title: "Kuɗinka na kan hanya", body: `Ana tura ${naira(p.amount)} na ${q(p.listing)} zuwa asusun bankinka.` },
  },
  yo: {
    "purchase_request.created": (p) => ({
      title: "Ìbéèrè ríra tuntun",
      body: amount("yo", p) ? `${p.buyer} fẹ́ ra ${amount("yo", p)} nínú ${q(p.listing)}.` : `${p.buyer} fẹ́ ra ${q(p.listing)}.`,
    }),
    "purchase_request.updated": (p) => ({
      title: {
        accepted: "Wọ́n gba ìbéèrè rẹ",
        rejected: "Wọ́n kọ ìbéèrè rẹ",
        completed: "Ọjà rẹ ti parí",
        cancelled: "Olùrà kan fagilé ọjà",
        received: "Olùrà ti gba ọjà rẹ̀",
      }[p.status],
      body: {
        accepted: `Olùtà gba ìbéèrè rẹ fún ${q(p.listing)}.`,
        rejected: `Olùtà kọ ìbéèrè rẹ fún ${q(p.listing)}.`,
        completed: `Olùtà sàmì sí ọjà ${q(p.listing)} rẹ pé ó ti parí.`,
        cancelled: `Olùrà fagilé ìbéèrè rẹ̀ fún ${q(p.listing)}.`,
        received: `Olùrà jẹ́rìí pé òun ti gba ${q(p.listing)}.`,
      }[p.status],
    }),
    "listing.reviewed": (p) =>
      p.status === "approved"
        ? { title: "Ìpolówó rẹ ti jáde", body: `Wọ́n fọwọ́ sí ${q(p.listing)}, àwọn olùrà sì lè rí i báyìí.` }
        : { title: "Wọn kò fọwọ́ sí ìpolówó rẹ", body: `Wọn kò fọwọ́ sí ${q(p.listing)}. Ṣàyẹ̀wò rẹ̀ kí o sì tún un gbé jáde.` },
    "listing.frozen": (p) =>
      p.frozen
        ? { title: "Wọ́n dá ìpolówó rẹ dúró", body: `Wọ́n fi ${q(p.listing)} pamọ́ fún àwọn olùrà nígbà tí alábòójútó ń wò ó.` }
        : { title: "Ìpolówó rẹ ti padà", body: `Àwọn olùrà tún lè rí ${q(p.listing)}.` },
    "rating.received": (p) => ({ title: `${p.rater} fún ọ ní ìràwọ̀ ${p.stars} nínú 5`, body: `Nípa ${q(p.listing)}.` }),
    "verification.reviewed": (p) =>
      p.status === "approved"
        ? { title: "Wọ́n ti fìdí rẹ múlẹ̀", body: "Àwọn olùrà ń rí àmì Ìfìdímúlẹ̀ lórí profaili àti ìpolówó rẹ báyìí." }
        : { title: "Wọn kò fọwọ́ sí ìfìdímúlẹ̀", body: "Wọn kò gba ìwé rẹ. O lè fi òmíràn ránṣẹ́." },
    "group.reviewed": (p) =>
      p.status === "approved"
        ? { title: "Wọ́n fọwọ́ sí ẹgbẹ́ rẹ", body: `${q(p.group)} ti ṣí sílẹ̀ nínú Ibùdó Àgbẹ̀.` }
        : { title: "Wọn kò fọwọ́ sí ẹgbẹ́ rẹ", body: `Wọn kò fọwọ́ sí ${q(p.group)}.` },
    "hub_post.replied": (p) => ({ title: "Èsì tuntun sí ìbéèrè rẹ", body: `${p.author} fèsì sí ${q(p.post)}.` }),
    "hub_post.solved": (p) => ({ title: "Wọ́n sàmì sí ìbéèrè rẹ pé ó ti yanjú", body: `${q(p.post)} ti ní ìdáhùn tí wọ́n gbà báyìí.` }),
    "report.resolved": (p) => ({
      title: "Wọ́n ti wo ìròyìn rẹ",
      body: `Alábòójútó ti wo ìròyìn rẹ: ${outcome({ dismiss: "a kò rí ohun tó lòdì sí òfin", freeze_listing: "a ti dí ìpolówó náà", remove_content: "a ti yọ ọ̀rọ̀ náà kúrò", suspend_user: "a ti dá àkọọ́lẹ̀ náà dúró" }, p.action)}.`,
    }),
    "price.alert": (p) => priceAlertText("yo", p),
    "payment.disputed": (p) => disputeText("yo", p),
    "payment.released": (p) =>
      p.side === "buyer"
        ? { title: "A ti fi owó ránṣẹ́ sí olùtajà", body: `Ọjà ${q(p.listing)} ti dé ọwọ́ rẹ: a ti tú owó náà sílẹ̀ fún olùtajà.` }
        : { title: "Owó rẹ ń bọ̀", body: `A ń fi ${naira(p.amount)} fún ${q(p.listing)} ránṣẹ́ sí àkáǹtì báńkì rẹ.` },
  },
  ig: {
    "purchase_request.created": (p) => ({
      title: "Arịrịọ ịzụta ọhụrụ",
      body: amount("ig", p) ? `${p.buyer} chọrọ ịzụta ${amount("ig", p)} nke ${q(p.listing)}.` : `${p.buyer} chọrọ ịzụta ${q(p.listing)}.`,
    }),
    "purchase_request.updated": (p) => ({
      title: {
        accepted: "A nabatala arịrịọ gị",
        rejected: "A jụrụ arịrịọ gị",
        completed: "Ọda gị agwụla",
        cancelled: "Onye na-azụ kagburu ọda",
        received: "Onye na-azụ natara ọda ya",
      }[p.status],
      body: {
        accepted: `Onye na-ere nabatara arịrịọ gị maka ${q(p.listing)}.`,
        rejected: `Onye na-ere jụrụ arịrịọ gị maka ${q(p.listing)}.`,
        completed: `Onye na-ere kara akara na ọda ${q(p.listing)} gị agwụla.`,
        cancelled: `Onye na-azụ kagburu ọda ${q(p.listing)} ya.`,
        received: `Onye na-azụ kwadoro na ọ natara ${q(p.listing)}.`,
      }[p.status],
    }),
    "listing.reviewed": (p) =>
      p.status === "approved"
        ? { title: "Ngosipụta gị apụtala", body: `A kwadoro ${q(p.listing)}, ndị na-azụ ahịa nwere ike ịhụ ya ugbu a.` }
        : { title: "A kwadoghị ngosipụta gị", body: `A kwadoghị ${q(p.listing)}. Lelee ya ma tinye ya ọzọ.` },
    "listing.frozen": (p) =>
      p.frozen
        ? { title: "A kwụsịrị ngosipụta gị", body: `E zoro ${q(p.listing)} n'anya ndị na-azụ ahịa ka onye nchịkwa na-elele ya.` }
        : { title: "Ngosipụta gị alọghachila", body: `Ndị na-azụ ahịa nwere ike ịhụ ${q(p.listing)} ọzọ.` },
    "rating.received": (p) => ({ title: `${p.rater} nyere gị kpakpando ${p.stars} n'ime 5`, body: `Maka ${q(p.listing)}.` }),
    "verification.reviewed": (p) =>
      p.status === "approved"
        ? { title: "E kwenyela na gị", body: "Ndị na-azụ ahịa na-ahụ akara Ekwenyere na profaịlụ na ngosipụta gị ugbu a." }
        : { title: "A kwadoghị nkwenye", body: "A nabataghị akwụkwọ gị. I nwere ike izite ọzọ." },
    "group.reviewed": (p) =>
      p.status === "approved"
        ? { title: "A kwadoro otu gị", body: `${q(p.group)} emeghere n'Ọgbakọ Ndị Ọrụ Ugbo.` }
        : { title: "A kwadoghị otu gị", body: `A kwadoghị ${q(p.group)}.` },
    "hub_post.replied": (p) => ({ title: "Azịza ọhụrụ na ajụjụ gị", body: `${p.author} zara ${q(p.post)}.` }),
    "hub_post.solved": (p) => ({ title: "A kara ajụjụ gị akara na edozila ya", body: `${q(p.post)} nwere azịza a nabatara ugbu a.` }),
    "report.resolved": (p) => ({
      title: "E lelela akụkọ gị",
      body: `Onye nchịkwa lelere akụkọ gị: ${outcome({ dismiss: "ahụghị ihe megidere iwu", freeze_listing: "akwụsịla ngosi ahụ", remove_content: "ewepụla ozi ahụ", suspend_user: "akwụsịtụla akaụntụ ahụ" }, p.action)}.`,
    }),
    "price.alert": (p) => priceAlertText("ig", p),
    "payment.disputed": (p) => disputeText("ig", p),
    "payment.released": (p) =>
      p.side === "buyer"
        ? { title: "E zigara onye na-ere ego ya", body: `Ngwa ${q(p.listing)} eruola gị aka: a tọhapụrụ ego ahụ nye onye na-ere.` }
        : { title: "Ego gị na-abịa", body: `A na-eziga ${naira(p.amount)} maka ${q(p.listing)} n'akaụntụ bank gị.` },
  },
  pcm: {
    "purchase_request.created": (p) => ({
      title: "New request to buy",
      body: amount("pcm", p) ? `${p.buyer} wan buy ${amount("pcm", p)} of ${q(p.listing)}.` : `${p.buyer} wan buy ${q(p.listing)}.`,
    }),
    "purchase_request.updated": (p) => ({
      title: {
        accepted: "Dem don accept your request",
        rejected: "Dem no accept your request",
        completed: "Your order don complete",
        cancelled: "Buyer don cancel order",
        received: "Buyer don collect im order",
      }[p.status],
      body: {
        accepted: `The seller don accept your request for ${q(p.listing)}.`,
        rejected: `The seller no accept your request for ${q(p.listing)}.`,
        completed: `The seller don mark your order for ${q(p.listing)} say e don complete.`,
        cancelled: `The buyer don cancel im order for ${q(p.listing)}.`,
        received: `The buyer don confirm say e collect ${q(p.listing)}.`,
      }[p.status],
    }),
    "listing.reviewed": (p) =>
      p.status === "approved"
        ? { title: "Your listing don go live", body: `Dem don approve ${q(p.listing)}, buyers fit see am now.` }
        : { title: "Dem no approve your listing", body: `Dem no approve ${q(p.listing)}. Check am well and post am again.` },
    "listing.frozen": (p) =>
      p.frozen
        ? { title: "Dem don freeze your listing", body: `Dem hide ${q(p.listing)} from buyers as admin dey check am.` }
        : { title: "Your listing don come back", body: `Buyers fit see ${q(p.listing)} again.` },
    "rating.received": (p) => ({ title: `${p.rater} give you ${p.stars} star out of 5`, body: `For ${q(p.listing)}.` }),
    "verification.reviewed": (p) =>
      p.status === "approved"
        ? { title: "Dem don verify you", body: "Buyers go dey see the Verified badge for your profile and your listings now." }
        : { title: "Dem no approve your verification", body: "Dem no accept your document. You fit send another one." },
    "group.reviewed": (p) =>
      p.status === "approved"
        ? { title: "Dem don approve your group", body: `${q(p.group)} don open for Farmers Hub.` }
        : { title: "Dem no approve your group", body: `Dem no approve ${q(p.group)}.` },
    "hub_post.replied": (p) => ({ title: "New reply for your question", body: `${p.author} don reply ${q(p.post)}.` }),
    "hub_post.solved": (p) => ({ title: "Dem don mark your question as solved", body: `${q(p.post)} get accepted answer now.` }),
    "report.resolved": (p) => ({
      title: "Dem don check your report",
      body: `Admin don check your report: ${outcome({ dismiss: "dem no see anything wey break di rules", freeze_listing: "dem don freeze di listing", remove_content: "dem don comot di message", suspend_user: "dem don suspend di account" }, p.action)}.`,
    }),
    "price.alert": (p) => priceAlertText("pcm", p),
    "payment.disputed": (p) => disputeText("pcm", p),
    "payment.released": (p) =>
      p.side === "buyer"
        ? {
            title: "Dem don send money give seller",
            body: `Di goods for ${q(p.listing)} don reach your hand: dem don release di money give di seller.`,
          }
        : { title: "Your money dey come", body: `Dem dey send ${naira(p.amount)} for ${q(p.listing)} enter your bank account.` },
  },
};
