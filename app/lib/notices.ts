// After an action: what happened and what comes next, carried across the post/redirect/get as `?notice=<key>` (the
// admin panel's banners started it), with `at=<element id>` when it belongs beside one thing on the page (an order's
// card) rather than at the top. The root loader turns it into words in the page's language; `<Notice>` draws it
// (ADR 062). One list of every notice, so an action cannot say something no catalog has words for.
import type { ServerCatalog } from "./catalogs.server";

/** What a notice says: the outcome, and the next step when there is one. */
export interface NoticeWords {
  done: string;
  next?: string;
}

const both = (done: string, next: string): NoticeWords => ({ done, next });

const NOTICES = {
  "listing-submitted": (s) => s.notices.listingSubmitted,
  "listing-updated": (s) => both(s.marketplace.myListings.updated, s.notices.listingUpdated),
  "listing-paused": (s) => s.notices.listingPaused,
  "listing-resumed": (s) => s.notices.listingResumed,
  "listing-deleted": (s) => both(s.marketplace.myListings.deleted, s.notices.listingDeleted),
  "listing-photos-saved": (s) => ({ done: s.sellers.photos.saved }),
  "request-sent": (s) => both(s.marketplace.detail.requestSent, s.notices.requestSent),
  "order-accepted": (s) => both(s.marketplace.requests.done("accepted"), s.notices.orderAccepted),
  "order-rejected": (s) => both(s.marketplace.requests.done("rejected"), s.notices.orderRejected),
  "order-completed": (s) => both(s.marketplace.requests.done("completed"), s.notices.orderCompleted),
  "order-received": (s) => s.notices.orderReceived,
  "order-cancelled": (s) => both(s.marketplace.requests.done("cancelled"), s.notices.orderCancelled),
  "rating-saved": (s) => both(s.sellers.rating.saved, s.notices.ratingSaved),
  "profile-saved": (s) => both(s.admin.profile.updated, s.notices.profileSaved),
  "verification-submitted": (s) => both(s.admin.verify.submitted, s.notices.verificationSubmitted),
  "notification-settings-saved": (s) => both(s.admin.notificationSettings.saved, s.notices.notificationsSaved),
  "group-created": (s) => ({ done: s.hub.createGroup.created }),
  "post-published": (s) => s.notices.postPublished,
  "reply-posted": (s) => s.notices.replyPosted,
  "post-solved": (s) => s.notices.postSolved,
  "answer-accepted": (s) => s.notices.answerAccepted,
  "course-started": (s) => s.notices.courseStarted,
  "lesson-completed": (s) => both(s.site.lms.markedComplete, s.notices.lessonCompleted),
  "notifications-read": (s) => s.notices.notificationsRead,
  "contact-sent": (s) => ({ done: s.site.contact.sent }),
  "report-sent": (s) => ({ done: s.account.report.sent }),
  "signed-out": (s) => s.notices.signedOut,
  "password-changed": (s) => both(s.account.passwordChanged, s.notices.passwordChanged),
  "ussd-pin-reset": (s) => ({ done: s.account.ussdPin.done }),
  "payout-account-saved": (s) => both(s.account.payout.saved, s.account.payout.savedNext),
  "payout-account-removed": (s) => ({ done: s.account.payout.removed }),
  "payment-opened": (s) => both(s.payments.opened, s.payments.openedNext),
  "payment-released": (s) => both(s.payments.released, s.payments.releasedNext),
  "dispute-opened": (s) => both(s.payments.problemSent, s.payments.problemSentNext),
  "dispute-decided": (s) => ({ done: s.admin.safety.disputes.done }),
  "refund-retried": (s) => ({ done: s.admin.safety.disputes.refundRetried }),
  "dispute-message-sent": (s) => ({ done: s.payments.talkSent }),
} satisfies Record<string, (strings: ServerCatalog) => NoticeWords>;

export type NoticeKey = keyof typeof NOTICES;

/**
 * `path` with the notice (and the element it belongs beside). No #fragment: the notice takes the focus, which scrolls
 * it into view, and a browser skips `autofocus` on a page opened at a fragment (HTML's autofocus rules), so without
 * JavaScript an order's notice would be scrolled to but never focused nor read out.
 */
export function withNotice(path: string, notice: NoticeKey, at?: string): string {
  const url = new URL(path, "http://gona.invalid");
  url.searchParams.set("notice", notice);
  if (at) url.searchParams.set("at", at);
  url.hash = "";
  return `${url.pathname}${url.search}`;
}

/** A page's notice, as the root loader hands it to `<Notice>`. */
export interface PageNotice extends NoticeWords {
  key: string;
  /** The id of the element the notice is drawn beside; none: at the top of the page. */
  at: string | null;
}

/**
 * The notice a page address carries, in the page's words; null for none or an unknown key. The admin panel's own
 * banners (`admin.banners`) are notices too, under their keys.
 */
export function noticeOf(url: URL, strings: ServerCatalog): PageNotice | null {
  const key = url.searchParams.get("notice");
  if (!key) return null;
  const at = url.searchParams.get("at");
  const place = at && /^[a-z][a-z0-9-]{0,60}$/.test(at) ? at : null;
  if (Object.hasOwn(NOTICES, key)) return { key, at: place, ...NOTICES[key as NoticeKey](strings) };
  const banners: Record<string, string> = strings.admin.banners;
  return Object.hasOwn(banners, key) ? { key, at: place, done: banners[key] as string } : null;
}
