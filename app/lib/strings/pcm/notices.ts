// Pidgin: wetin an action do and wetin go happen next; app/lib/strings/en/notices.ts is the reference.
import type { AreaCatalogs } from "../../i18n";

export const noticesStrings: AreaCatalogs["notices"] = {
  listingSubmitted: {
    done: "We don send your listing go for check.",
    next: "Admin dey check every new listing, most times inside one day. We go send you notification when buyers fit see am; till then e dey wait for My listing dem.",
  },
  listingUpdated: "If e don dey market before, e go go back for check, and e go come back once admin gree am.",
  listingPaused: {
    done: "Your listing don pause.",
    next: "Buyers no go see am or fit send request until you start am again.",
  },
  listingResumed: {
    done: "Your listing don go back for market.",
    next: "Buyers fit find am and send request again.",
  },
  listingDeleted: "Buyers no go see am again. Di orders wey dem don make for am before still dey for Orders.",
  requestSent: "We don tell di seller. You go get notification when e accept or reject am; follow am for Orders.",
  orderAccepted: "We don tell di buyer. Una agree on how di goods go reach and how e go pay, then mark di order say e don complete.",
  orderRejected: "We don tell di buyer, plus your reason.",
  orderCompleted: "Di buyer fit confirm now say e don collect am, and una two fit rate each other.",
  orderReceived: {
    done: "Thank you: you don confirm say you collect am.",
    next: "Di order don complete. Rate di seller make other buyers sabi.",
  },
  orderCancelled: "We don tell di seller. You fit send new request from di listing.",
  ratingSaved: "E dey show for di seller page for other buyers.",
  profileSaved: "Na so your details go dey show from now.",
  verificationSubmitted: "Admin go check your document, most times inside two working days. We go send you notification with di answer.",
  notificationsSaved: "Gona go reach you only for di ways wey you choose.",
  postPublished: {
    done: "Your question don post.",
    next: "Farmers and experts fit answer am now. You go get notification for every ansa.",
  },
  replyPosted: {
    done: "Your ansa don post.",
    next: "We don tell di person wey ask.",
  },
  postSolved: {
    done: "E don mark say e don solve.",
    next: "Other farmers go see say dis question don get im ansa.",
  },
  answerAccepted: {
    done: "You don choose di best ansa.",
    next: "Na im dey show first now, for everybody wey read dis question.",
  },
  courseStarted: {
    done: "You don start dis course.",
    next: "Open di first lesson for down. We dey keep where you reach as you dey go.",
  },
  lessonCompleted: "Go di next lesson for down, or do di test once you don read all of dem.",
  notificationsRead: {
    done: "All your notifications don mark as read.",
    next: "New ones go show here and for di bell.",
  },
  signedOut: {
    done: "You don comot from your account.",
    next: "Sign in again make you see your orders and messages.",
  },
  passwordChanged: "Every other phone or browser wey dey inside your account don comot.",
};
