// Hausa: what an action did and what comes next; app/lib/strings/en/notices.ts is the reference.
import type { AreaCatalogs } from "../../i18n";

export const noticesStrings: AreaCatalogs["notices"] = {
  listingSubmitted: {
    done: "An aika tallanku domin a duba shi.",
    next: "Mai kula yana duba kowane sabon talla, yawanci cikin kwana ɗaya. Za mu aiko muku da sanarwa idan masu saye sun iya ganinsa; kafin nan yana jira a Tallace-tallacena.",
  },
  listingUpdated: "Idan yana kasuwa, zai koma dubawa, kuma zai dawo da zarar mai kula ya amince da shi.",
  listingPaused: {
    done: "An dakatar da tallanku.",
    next: "Masu saye ba za su gan shi ba, ba kuma za su iya aiko da buƙata ba, sai kun ci gaba da shi.",
  },
  listingResumed: {
    done: "Tallanku ya koma kasuwa.",
    next: "Masu saye za su iya samunsa su kuma aiko da buƙata kuma.",
  },
  listingDeleted: "Masu saye ba za su ƙara ganinsa ba. Odar da aka yi a kansa a baya suna nan a Oda.",
  requestSent: "An sanar da mai sayarwa. Za ku sami sanarwa idan ya karɓa ko ya ƙi; ku bibiye ta a Oda.",
  orderAccepted: "An sanar da mai saye. Ku yi yarjejeniya da shi kan kai kaya da biya, sannan ku sa alamar an kammala odar.",
  orderRejected: "An sanar da mai saye, tare da dalilinku.",
  orderCompleted: "Yanzu mai saye zai iya tabbatar da cewa ya karɓi kayan, kuma kowannenku zai iya ba ɗan uwansa maki.",
  orderReceived: {
    done: "Mun gode: kun tabbatar kun karɓi kayan.",
    next: "An kammala odar. Ku ba mai sayarwa maki domin ku taimaki sauran masu saye.",
  },
  orderCancelled: "An sanar da mai sayarwa. Kuna iya aika sabuwar buƙata daga tallan.",
  ratingSaved: "Yana bayyana a shafin mai sayarwa domin sauran masu saye.",
  profileSaved: "Daga yanzu haka bayananku za su bayyana.",
  verificationSubmitted: "Mai kula zai duba takardarku, yawanci cikin kwanakin aiki biyu. Za mu aiko muku da sanarwa da amsar.",
  notificationsSaved: "Gona za ta same ku ta hanyoyin da kuka zaɓa kawai.",
  postPublished: {
    done: "An wallafa tambayarku.",
    next: "Manoma da masana za su iya amsa ta yanzu. Za ku sami sanarwa ga kowace amsa.",
  },
  replyPosted: {
    done: "An wallafa amsarku.",
    next: "An sanar da wanda ya yi tambayar.",
  },
  postSolved: {
    done: "An sa alamar an warware.",
    next: "Sauran manoma za su ga cewa wannan tambaya ta sami amsarta.",
  },
  answerAccepted: {
    done: "Kun zaɓi amsa mafi kyau.",
    next: "Yanzu ita ce take fara bayyana ga duk wanda ya karanta wannan tambaya.",
  },
  courseStarted: {
    done: "Kun fara wannan kwas.",
    next: "Ku buɗe darasin farko a ƙasa. Ana ajiye ci gabanku yayin da kuke tafiya.",
  },
  lessonCompleted: "Ku ci gaba zuwa darasi na gaba a ƙasa, ko ku yi jarrabawa idan kun karanta su duka.",
  notificationsRead: {
    done: "An nuna duk sanarwarku an karanta.",
    next: "Sababbi za su bayyana a nan da kuma kan ƙararrawa.",
  },
  signedOut: {
    done: "Kun fita daga asusunku.",
    next: "Ku sake shiga don ganin odarku da saƙonninku.",
  },
  passwordChanged: "An fitar da duk wata waya ko burauza da ke cikin asusunku.",
};
