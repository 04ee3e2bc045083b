// Igbo: what an action did and what comes next; app/lib/strings/en/notices.ts is the reference.
import type { AreaCatalogs } from "../../i18n";

export const noticesStrings: AreaCatalogs["notices"] = {
  listingSubmitted: {
    done: "Ezigara mkpọsa gị ka e nyochaa ya.",
    next: "Onye nchịkwa na-enyocha mkpọsa ọhụrụ ọ bụla, ọtụtụ oge n'ime otu ụbọchị. Anyị ga-ezitere gị ọkwa mgbe ndị na-azụ ahịa ga-ahụ ya; ruo mgbe ahụ, ọ na-eche na Mkpọsa m.",
  },
  listingUpdated: "Ọ bụrụ na ọ nọ n'ahịa, ọ ga-alaghachi na nyocha, ma laghachi n'ahịa ozugbo onye nchịkwa kwadoro ya.",
  listingPaused: {
    done: "Akwụsịtụrụ mkpọsa gị.",
    next: "Ndị na-azụ ahịa agaghị ahụ ya, ha agaghịkwa ezite arịrịọ, ruo mgbe ị malitere ya ọzọ.",
  },
  listingResumed: {
    done: "Mkpọsa gị alaghachila n'ahịa.",
    next: "Ndị na-azụ ahịa nwere ike ịhụ ya ma zitekwa arịrịọ ọzọ.",
  },
  listingDeleted: "Ndị na-azụ ahịa agaghị ahụ ya ọzọ. Ọda ndị e mere na ya na mbụ ka nọ na Ọda.",
  requestSent: "Agwala onye na-ere ahịa. Ị ga-enweta ọkwa mgbe ọ nabatara ya ma ọ bụ jụ ya; soro ya na Ọda.",
  orderAccepted:
    "Agwala onye na-azụ ahịa. Kwekọrịtanụ otú a ga-esi bute ya na otú ọ ga-esi kwụọ ụgwọ, wee kaa ọda ahụ akara dịka nke emechara.",
  orderRejected: "Agwala onye na-azụ ahịa, ya na ihe kpatara ya.",
  orderCompleted: "Onye na-azụ ahịa nwere ike ikwenye ugbu a na ọ natara ya, unu abụọ nwekwara ike inye onwe unu akara.",
  orderReceived: {
    done: "Daalụ: i kwenyela na ị natara ya.",
    next: "Ọda ahụ emechaala. Nye onye na-ere ahịa akara iji nyere ndị ọzọ na-azụ ahịa aka.",
  },
  orderCancelled: "Agwala onye na-ere ahịa. I nwere ike iziga arịrịọ ọhụrụ site na mkpọsa ahụ.",
  ratingSaved: "Ọ na-egosi na peeji onye na-ere ahịa maka ndị ọzọ na-azụ ahịa.",
  profileSaved: "Otú a ka nkọwa gị ga-esi na-egosi site ugbu a.",
  verificationSubmitted: "Onye nchịkwa ga-enyocha akwụkwọ gị, ọtụtụ oge n'ime ụbọchị ọrụ abụọ. Anyị ga-ezitere gị ọkwa na azịza ya.",
  notificationsSaved: "Gona ga-akpọtụrụ gị naanị n'ụzọ ndị i họọrọ.",
  postPublished: {
    done: "Etinyela ajụjụ gị.",
    next: "Ndị ọrụ ugbo na ndị ọkachamara nwere ike ịza ya ugbu a. Ị ga-enweta ọkwa maka azịza ọ bụla.",
  },
  replyPosted: {
    done: "Etinyela azịza gị.",
    next: "Agwala onye jụrụ ajụjụ ahụ.",
  },
  postSolved: {
    done: "Akaala ya akara dịka nke edozila.",
    next: "Ndị ọrụ ugbo ndị ọzọ ga-ahụ na ajụjụ a enwetala azịza ya.",
  },
  answerAccepted: {
    done: "Ị họọrọ azịza kacha mma.",
    next: "Ọ bụ ya na-ebu ụzọ egosi ugbu a, nye onye ọ bụla na-agụ ajụjụ a.",
  },
  courseStarted: {
    done: "Ị malitela ihe ọmụmụ a.",
    next: "Mepee ihe mmụta mbụ dị n'okpuru. A na-echekwa ọganihu gị ka ị na-aga.",
  },
  lessonCompleted: "Gaa n'ihe mmụta nke ọzọ dị n'okpuru, ma ọ bụ zaa ajụjụ nnwale ozugbo ị gụchara ha niile.",
  notificationsRead: {
    done: "Akaala ọkwa gị niile akara na ị gụọla ha.",
    next: "Ndị ọhụrụ ga-egosi ebe a na n'elu mgbịrịgba.",
  },
  signedOut: {
    done: "Ị pụọla na akaụntụ gị.",
    next: "Banye ọzọ ka ị hụ ọda na ozi gị.",
  },
  passwordChanged: "Ewepụla ekwentị ma ọ bụ ihe nchọgharị ọ bụla ọzọ banyere n'akaụntụ gị.",
};
