// Yorùbá: what an action did and what comes next; app/lib/strings/en/notices.ts is the reference.
import type { AreaCatalogs } from "../../i18n";

export const noticesStrings: AreaCatalogs["notices"] = {
  listingSubmitted: {
    done: "A ti fi ìpolówó yín ránṣẹ́ fún àyẹ̀wò.",
    next: "Alábòójútó máa ń yẹ gbogbo ìpolówó tuntun wò, ní ọ̀pọ̀ ìgbà láàrín ọjọ́ kan. A ó fi ìfitónilétí ránṣẹ́ sí yín nígbà tí àwọn olùrà bá lè rí i; títí di ìgbà náà, ó ń dúró nínú Àwọn ìpolówó mi.",
  },
  listingUpdated: "Tí ó bá ti wà nínú ọjà, yóò padà sí àyẹ̀wò, yóò sì padà sí ọjà ní kété tí alábòójútó bá fọwọ́ sí i.",
  listingPaused: {
    done: "A ti dá ìpolówó yín dúró.",
    next: "Àwọn olùrà kò ní rí i, wọn kò sì ní lè fi ìbéèrè ránṣẹ́ títí ẹ ó fi tún un bẹ̀rẹ̀.",
  },
  listingResumed: {
    done: "Ìpolówó yín ti padà sí ọjà.",
    next: "Àwọn olùrà tún lè rí i, kí wọ́n sì fi ìbéèrè ránṣẹ́.",
  },
  listingDeleted: "Àwọn olùrà kò ní rí i mọ́. Àwọn ọjà tí wọ́n ti rà lórí rẹ̀ tẹ́lẹ̀ ṣì wà nínú Àwọn ọjà mi.",
  requestSent: "A ti sọ fún olùtajà. Ẹ ó gba ìfitónilétí nígbà tí ó bá gbà á tàbí tí ó kọ̀ ọ́; ẹ lè máa tẹ̀lé e nínú Àwọn ọjà mi.",
  orderAccepted: "A ti sọ fún olùrà. Ẹ jọ fẹnukò lórí bí ẹ ó ṣe fi jíṣẹ́ àti bí ó ṣe máa sanwó, lẹ́yìn náà ẹ sàmì sí i pé ó ti parí.",
  orderRejected: "A ti sọ fún olùrà, pẹ̀lú ìdí yín.",
  orderCompleted: "Olùrà lè jẹ́rìí báyìí pé òun ti gbà á, ẹ̀yin méjèèjì sì lè fún ara yín ní ìdíyelé.",
  orderReceived: {
    done: "A dúpẹ́: ẹ ti jẹ́rìí pé ẹ ti gba ọjà náà.",
    next: "Ìbéèrè yìí ti parí. Ẹ fún olùtajà ní ìdíyelé láti ran àwọn olùrà mìíràn lọ́wọ́.",
  },
  orderCancelled: "A ti sọ fún olùtajà. Ẹ lè fi ìbéèrè tuntun ránṣẹ́ láti ojú ìpolówó náà.",
  ratingSaved: "Ó ń hàn lójú ewé olùtajà fún àwọn olùrà mìíràn.",
  profileSaved: "Báyìí ni àlàyé yín yóò ṣe máa hàn láti ìsinsìnyí lọ.",
  verificationSubmitted: "Alábòójútó máa yẹ ìwé yín wò, ní ọ̀pọ̀ ìgbà láàrín ọjọ́ iṣẹ́ méjì. A ó fi ìfitónilétí ránṣẹ́ sí yín pẹ̀lú èsì rẹ̀.",
  notificationsSaved: "Gona yóò kàn sí yín ní àwọn ọ̀nà tí ẹ yàn nìkan.",
  postPublished: {
    done: "A ti gbé ìbéèrè yín síta.",
    next: "Àwọn àgbẹ̀ àti àwọn amòye lè dáhùn rẹ̀ báyìí. Ẹ ó gba ìfitónilétí fún ìdáhùn kọ̀ọ̀kan.",
  },
  replyPosted: {
    done: "A ti gbé ìdáhùn yín síta.",
    next: "A ti sọ fún ẹni tí ó béèrè.",
  },
  postSolved: {
    done: "A ti sàmì sí i pé ó ti yanjú.",
    next: "Àwọn àgbẹ̀ mìíràn yóò rí i pé ìbéèrè yìí ti rí ìdáhùn rẹ̀.",
  },
  answerAccepted: {
    done: "Ẹ ti yan ìdáhùn tó dára jù.",
    next: "Òun ló ń kọ́kọ́ hàn báyìí fún gbogbo ẹni tí ó bá ka ìbéèrè yìí.",
  },
  courseStarted: {
    done: "Ẹ ti bẹ̀rẹ̀ ìdánilẹ́kọ̀ọ́ yìí.",
    next: "Ẹ ṣí ẹ̀kọ́ àkọ́kọ́ nísàlẹ̀. A ń pa ìtẹ̀síwájú yín mọ́ bí ẹ ṣe ń lọ.",
  },
  lessonCompleted: "Ẹ tẹ̀síwájú sí ẹ̀kọ́ tó kàn nísàlẹ̀, tàbí kí ẹ ṣe ìdánwò náà nígbà tí ẹ bá ti ka gbogbo wọn tán.",
  notificationsRead: {
    done: "A ti sàmì sí gbogbo ìfitónilétí yín pé ẹ ti kà wọ́n.",
    next: "Àwọn tuntun yóò máa hàn níbí àti lórí agogo.",
  },
  signedOut: {
    done: "Ẹ ti jáde kúrò nínú àkáǹtì yín.",
    next: "Ẹ tún wọlé láti rí àwọn ọjà àti ìránṣẹ́ yín.",
  },
  passwordChanged: "A ti mú gbogbo fóònù tàbí aṣàwákiri mìíràn tí ó wà nínú àkáǹtì yín jáde.",
};
