// The fixed sentences of Ask AI's answers in each language. The passages themselves stay in English
// (the knowledge base is English), so an answer composed without the model says so first.
import type { Language } from "../languages";

export interface AnswerPhrases {
  /** The language's name in English, for the model's instruction ("Answer in Hausa"). */
  modelName: string;
  /** Opens a composed answer when the passages below are not in the reader's language; null for English. */
  passagesInEnglish: string | null;
  /** Heads the three-line summary that opens an answer composed from the guides. */
  summary: string;
  intro: string;
  closing: string;
  nothingFound: string;
  /** Before a solved question's title, in passages and sources. */
  communityTitle: string;
  communitySource: string;
  /** Before the accepted reply inside a community passage. */
  communityAnswer: string;
}

export const ANSWER_PHRASES: Record<Language, AnswerPhrases> = {
  en: {
    modelName: "English",
    passagesInEnglish: null,
    summary: "In short:",
    intro: "Here is what Gona's farming guides say:",
    closing: "Sources are listed below. Check with your local extension officer before spraying or buying inputs.",
    nothingFound:
      "I could not find anything about that in Gona's farming guides or solved questions. You can ask the community in the Q&A tab.",
    communityTitle: "Farmers Hub Q&A:",
    communitySource: "Gona Farmers Hub (solved question)",
    communityAnswer: "Answer from the community:",
  },
  ha: {
    modelName: "Hausa",
    passagesInEnglish: "Bayanan da ke ƙasa an rubuta su da Turanci.",
    summary: "A taƙaice:",
    intro: "Ga abin da jagororin noma na Gona suka ce:",
    closing: "An jera majiyoyi a ƙasa. Ka tuntuɓi jami'in faɗakarwa na aikin gona a yankinku kafin ka fesa magani ko ka sayi kayan noma.",
    nothingFound:
      "Ban sami komai game da wannan a cikin jagororin noma na Gona ko tambayoyin da aka warware ba. Za ka iya tambayar sauran manoma a shafin Tambaya da Amsa.",
    communityTitle: "Tambaya da Amsa a Farmers Hub:",
    communitySource: "Farmers Hub na Gona (tambayar da aka warware)",
    communityAnswer: "Amsa daga manoma:",
  },
  yo: {
    modelName: "Yoruba",
    passagesInEnglish: "Èdè Gẹ̀ẹ́sì ni a fi kọ àwọn àlàyé tó wà nísàlẹ̀ yìí.",
    summary: "Ní ṣókí:",
    intro: "Ohun tí àwọn ìtọ́sọ́nà iṣẹ́ àgbẹ̀ Gona sọ nìyí:",
    closing: "Àwọn orísun wà nísàlẹ̀. Bá òṣìṣẹ́ ètò ọ̀gbìn ní agbègbè rẹ sọ̀rọ̀ kí o tó fín oògùn tàbí ra ohun èlò oko.",
    nothingFound:
      "Mi ò rí nǹkan kan nípa èyí nínú àwọn ìtọ́sọ́nà iṣẹ́ àgbẹ̀ Gona tàbí àwọn ìbéèrè tí a ti dáhùn. O lè béèrè lọ́wọ́ àwọn àgbẹ̀ mìíràn ní abala Ìbéèrè àti Ìdáhùn.",
    communityTitle: "Ìbéèrè àti Ìdáhùn Farmers Hub:",
    communitySource: "Farmers Hub Gona (ìbéèrè tí a ti dáhùn)",
    communityAnswer: "Ìdáhùn láti ọ̀dọ̀ àwọn àgbẹ̀:",
  },
  ig: {
    modelName: "Igbo",
    passagesInEnglish: "Ihe ndị e dere n'okpuru a bụ n'asụsụ Bekee.",
    summary: "Na nkenke:",
    intro: "Nke a bụ ihe ntụziaka ọrụ ugbo Gona kwuru:",
    closing:
      "Ebe e si nweta ihe ndị a dị n'okpuru. Gwa onye ndụmọdụ ọrụ ugbo nọ n'obodo gị okwu tupu ị gbaa ọgwụ ma ọ bụ zụta ihe ọrụ ugbo.",
    nothingFound:
      "Ahụghị m ihe ọ bụla gbasara nke a n'ime ntụziaka ọrụ ugbo Gona ma ọ bụ ajụjụ ndị a zaworo. Ị nwere ike ịjụ ndị ọrụ ugbo ibe gị na ngalaba Ajụjụ na Azịza.",
    communityTitle: "Ajụjụ na Azịza Farmers Hub:",
    communitySource: "Farmers Hub nke Gona (ajụjụ a zara)",
    communityAnswer: "Azịza sitere n'aka ndị ọrụ ugbo:",
  },
  pcm: {
    modelName: "Nigerian Pidgin",
    passagesInEnglish: "Na English dem take write di tins wey dey down here.",
    summary: "For short:",
    intro: "Dis na wetin Gona farming guide dem talk:",
    closing: "Di sources dey for down. Make you ask extension officer for your area before you spray chemical or buy farm input.",
    nothingFound:
      "I no fit find anything about dat one for Gona farming guide dem or for question wey dem don answer. You fit ask di community for di Q&A tab.",
    communityTitle: "Farmers Hub Q&A:",
    communitySource: "Gona Farmers Hub (question wey dem don answer)",
    communityAnswer: "Answer from di community:",
  },
};
