// What an action did and what comes next, said on the page it leads to (app/lib/notices.ts, ADR 062). Where SPEC.md
// gives the success words ("Listing updated successfully!"), those stay where they were and this adds the next step.
// Server-only: the root loader resolves a page's notice into words, so no route loads this area in the browser.

export const noticesStrings = {
  listingSubmitted: {
    done: "Your listing was sent for review.",
    next: "An admin checks every new listing, usually within a day. We will send you a notification when buyers can see it; until then it waits under My Listings.",
  },
  listingUpdated: "If it was on the market, it goes back to review and returns once an admin approves it.",
  listingPaused: {
    done: "Your listing is paused.",
    next: "Buyers cannot see it or send requests until you resume it.",
  },
  listingResumed: {
    done: "Your listing is back on the market.",
    next: "Buyers can find it and send requests again.",
  },
  listingDeleted: "Buyers can no longer see it. Its past orders stay under Orders.",
  requestSent: "The seller has been told. You will get a notification when they accept or decline it; follow it under Orders.",
  orderAccepted: "The buyer has been told. Agree on delivery and payment with them, then mark the order completed.",
  orderRejected: "The buyer has been told, with your reason.",
  orderCompleted: "The buyer can now confirm they received it, and you can rate each other.",
  orderReceived: {
    done: "Thank you: you confirmed you received it.",
    next: "The order is complete. Rate the seller to help other buyers.",
  },
  orderCancelled: "The seller has been told. You can send a new request from the listing.",
  ratingSaved: "It shows on the seller's page for other buyers.",
  profileSaved: "Your details show like this from now on.",
  verificationSubmitted: "An admin checks your document, usually within two working days. We will send you a notification with the answer.",
  notificationsSaved: "Gona will reach you only in the ways you chose.",
  postPublished: {
    done: "Your question is posted.",
    next: "Farmers and experts can answer it now. You will get a notification for each answer.",
  },
  replyPosted: {
    done: "Your answer is posted.",
    next: "The person who asked has been told.",
  },
  postSolved: {
    done: "Marked as solved.",
    next: "Other farmers will see that this question has its answer.",
  },
  answerAccepted: {
    done: "You chose the best answer.",
    next: "It now shows first, for everyone who reads this question.",
  },
  courseStarted: {
    done: "You have started this course.",
    next: "Open the first lesson below. Your progress is saved as you go.",
  },
  lessonCompleted: "Go on to the next lesson below, or take the quiz once you have read them all.",
  notificationsRead: {
    done: "All your notifications are marked as read.",
    next: "New ones will show here and on the bell.",
  },
  signedOut: {
    done: "You are signed out.",
    next: "Sign in again to see your orders and messages.",
  },
  passwordChanged: "Every other phone or browser signed in to your account has been signed out.",
} as const;
