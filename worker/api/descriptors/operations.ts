// Route descriptors (ADR 090): The admin panel, the SMS/USSD gateway's callbacks and the development stand-ins.
import {
  decisionBody,
  disputeDecisionBody,
  featuredBody,
  freezeBody,
  listingStatusBody,
  noteBody,
  verificationReviewBody,
} from "../admin/schemas";
import type { RouteDescriptor } from "../route-descriptor";

export const OPERATIONS_ROUTES: readonly RouteDescriptor[] = [
  {
    method: "GET",
    path: "/api/admin/tab-counts",
    access: "admin",
    tag: "admin",
    summary: "The counts the admin panel's tab labels show",
    description:
      "`pendingListings, pendingVerifications, pendingGroupRequests, unreadContactMessages`, the counts the panel's tab labels show, read by every tab but the dashboard (which reads them in its stats)",
  },
  {
    method: "GET",
    path: "/api/admin/dashboard/stats",
    access: "admin",
    tag: "admin",
    summary: "Platform statistics",
    description:
      "admin (401 signed out, 403 other roles, as every `/api/admin` call): `totalUsers, totalListings, pendingListings, pendingVerifications, initiatedBookings, completedTransactions, revenueGenerated` (naira: the sum over completed requests of quantity × agreed unit price, computed exactly in BigInt; the number is exact to the kobo up to 2^53 kobo, about ₦90 trillion), `revenueKobo` (the same total in kobo as an exact decimal string), `revenueExact` (false when `revenueGenerated` had to be rounded), `usersByRole`, `listingsByCategory`, `pendingGroupRequests`, `unreadContactMessages`, `messaging` (the answer of `GET /api/admin/messaging/failures`, so the panel needs no second call)",
  },
  {
    method: "GET",
    path: "/api/admin/listings/pending",
    access: "admin",
    tag: "admin",
    summary: "Listings waiting for review",
    description:
      "listings (newest first, paged); `all` also takes `?q=` (title, description, seller name/e-mail, location; at most 48 UTF-8 bytes with `%` and `_` counting 2, since D1 caps a LIKE pattern at 50 bytes: longer is a 400 with `fields.q`), `?category=`, `?status=`, `?frozen=frozen|not-frozen`",
  },
  {
    method: "GET",
    path: "/api/admin/listings/all",
    access: "admin",
    tag: "admin",
    summary: "Every listing",
    description:
      "listings (newest first, paged); `all` also takes `?q=` (title, description, seller name/e-mail, location; at most 48 UTF-8 bytes with `%` and `_` counting 2, since D1 caps a LIKE pattern at 50 bytes: longer is a 400 with `fields.q`), `?category=`, `?status=`, `?frozen=frozen|not-frozen`",
  },
  {
    method: "PUT",
    path: "/api/admin/listings/:id/status",
    body: listingStatusBody,
    access: "admin",
    tag: "admin",
    summary: "Approve or reject a listing",
    description:
      '`{status: "approved"|"rejected", version?, reason?, note?}`, only from pending (else 409 `listing_not_pending`) → `{listing}`; `version` is the listing\'s `version` as the admin saw it (every listing object carries it; it goes up with every change of its fields or photos): a listing changed since is refused with 409 `listing_changed_since_review` and stays in the queue with its new text (the admin panel always sends it; a client that sends none reviews what is there, as before); a rejection needs `reason` (`counterfeit_suspected`, `wrong_category`, `poor_photos`, `misleading_price`, `prohibited_item`, `other`; 400 `moderation_reason_invalid`) and may add `note` (≤ 500 characters); its seller sees both as `moderation_reason` / `moderation_note` on the listing (null for everyone else)',
  },
  {
    method: "PUT",
    path: "/api/admin/listings/:id/freeze",
    body: freezeBody,
    access: "admin",
    tag: "admin",
    summary: "Freeze a listing",
    description:
      "freeze takes `{reason, note?}` as a rejection does, unfreeze no body (and clears the reason) → `{listing}`; 409 if it already is",
  },
  {
    method: "PUT",
    path: "/api/admin/listings/:id/unfreeze",
    access: "admin",
    tag: "admin",
    summary: "Unfreeze a listing",
    description:
      "freeze takes `{reason, note?}` as a rejection does, unfreeze no body (and clears the reason) → `{listing}`; 409 if it already is",
  },
  {
    method: "PUT",
    path: "/api/admin/listings/:id/featured",
    body: featuredBody,
    access: "admin",
    tag: "admin",
    summary: "Feature or unfeature a listing",
    description: "`{is_featured: boolean}` → `{listing}`",
  },
  {
    method: "GET",
    path: "/api/admin/users",
    access: "admin",
    tag: "admin",
    summary: "Users, searchable",
    description:
      "users, newest first, paged; `q` finds words in the name, e-mail or phone (a Nigerian number in any form), `id` one user (400 `user_id_invalid`)",
  },
  {
    method: "PUT",
    path: "/api/admin/users/:id/suspend",
    body: noteBody,
    access: "admin",
    tag: "admin",
    summary: "Suspend a user",
    description:
      "`{note}` (why; required to suspend: 400 `suspend_reason_required`, optional to unsuspend); admins and oneself cannot be suspended (403); 409 when already in that state",
  },
  {
    method: "PUT",
    path: "/api/admin/users/:id/unsuspend",
    body: noteBody,
    access: "admin",
    tag: "admin",
    summary: "Lift a suspension",
    description:
      "`{note}` (why; required to suspend: 400 `suspend_reason_required`, optional to unsuspend); admins and oneself cannot be suspended (403); 409 when already in that state",
  },
  {
    method: "GET",
    path: "/api/admin/verification-requests",
    access: "admin",
    tag: "admin",
    summary: "Verification requests",
    description: "pending: `id, full_name, email, document_type, document_path, created_at`",
  },
  {
    method: "GET",
    path: "/api/admin/verification-requests/:id/document",
    access: "admin",
    tag: "admin",
    summary: "A verification request's document",
    description: "the private document, admins only, `nosniff`, `inline` with `Content-Security-Policy: sandbox`, never cached",
  },
  {
    method: "PUT",
    path: "/api/admin/verification-requests/:id",
    body: verificationReviewBody,
    access: "admin",
    tag: "admin",
    summary: "Approve or reject a verification request",
    description:
      '`{status, badgeType?, adminNotes?}`: approve sets the user\'s Verified badge ("Verified by admin"), reject notes "Verification rejected"; only pending (else 409)',
  },
  {
    method: "GET",
    path: "/api/admin/group-requests",
    access: "admin",
    tag: "admin",
    summary: "Chat groups waiting for approval",
    description: "pending groups with `creator_name`; review only pending ones (else 409)",
  },
  {
    method: "PUT",
    path: "/api/admin/group-requests/:id/approve",
    access: "admin",
    tag: "admin",
    summary: "Approve a chat group",
    description: "pending groups with `creator_name`; review only pending ones (else 409)",
  },
  {
    method: "PUT",
    path: "/api/admin/group-requests/:id/reject",
    access: "admin",
    tag: "admin",
    summary: "Reject a chat group",
    description: "pending groups with `creator_name`; review only pending ones (else 409)",
  },
  {
    method: "GET",
    path: "/api/admin/contact-messages",
    access: "admin",
    tag: "admin",
    summary: "Messages sent to the team",
    description: "contact-form messages, newest first, paged (`?unread=1`); mark one read",
  },
  {
    method: "PUT",
    path: "/api/admin/contact-messages/:id/read",
    access: "admin",
    tag: "admin",
    summary: "Mark a contact message read",
    description: "contact-form messages, newest first, paged (`?unread=1`); mark one read",
  },
  {
    method: "GET",
    path: "/api/admin/messaging/failures",
    access: "admin",
    tag: "admin",
    summary: "SMS and e-mails that could not be delivered",
    description:
      "admin: `{failures: [{id, channel, recipient, kind, status, gateway_status, reason, created_at}], refused_callbacks_24h}`: the newest 20 failed outbox messages of the last 7 days, the recipient masked (`+234803***4567`, `a***@example.com`), `reason` the gateway's code (`UserInBlackList`, `InvalidSenderId`...) or else the outbox's last error; and the gateway callbacks refused for a wrong or missing key in the last 24 hours. One D1 batch; not audited (no full number, address or message text)",
  },
  {
    method: "GET",
    path: "/api/admin/audit-log",
    access: "admin",
    tag: "admin",
    summary: "The audit log of admin actions",
    description:
      "the append-only log of admin actions, newest first, paged; each row names the admin (`admin_name`; `actor_is_admin` false for a user's own step, a buyer opening a dispute) and its target (`target_name`, `target_url`, and `target_user_id`/`target_user_name`: the person it concerns; null when gone)",
  },
  {
    method: "GET",
    path: "/api/admin/reports",
    access: "admin",
    tag: "admin",
    summary: "Reports from users",
    description: "`?status=open|resolved`: reports with their target in context and its open count",
  },
  {
    method: "PUT",
    path: "/api/admin/reports/:id",
    body: decisionBody,
    access: "admin",
    tag: "admin",
    summary: "Decide a report",
    description: "decide a report `{action: dismiss|freeze_listing|remove_content|suspend_user, note?}`",
  },
  {
    method: "GET",
    path: "/api/admin/disputes",
    access: "admin",
    tag: "admin",
    summary: "Buyers' disputes of held money",
    description:
      "`?status=open|released|refunded`, newest first: each dispute's order, buyer, seller, reason, details and amounts in naira (`amount`, `fee`, `held`, and once decided `refund`, `released`, `note`)",
  },
  {
    method: "GET",
    path: "/api/admin/disputes/:id",
    access: "admin",
    tag: "admin",
    summary: "One dispute with its order's history and conversation",
    description:
      "the dispute as the list gives it, with `timeline` (the order's steps oldest first, each `{at, kind, side?, text?, detail?, amount?}`: requested, accepted, payment_created, payment_held, provider_event, ledger, dispute_opened, told, audit, message, dispute_resolved, completed, cancelled) and `messages` (the conversation); recorded in the audit log (`dispute.view`); 404 `dispute_not_found` (ADR 098)",
  },
  {
    method: "PUT",
    path: "/api/admin/disputes/:id",
    access: "admin",
    tag: "admin",
    summary: "Decide a dispute: release to the seller or refund the buyer",
    body: disputeDecisionBody,
    description:
      "`{action: release|refund, amount?, note}`: release pays what is held to the seller; refund gives `amount` naira (all the buyer paid when omitted, at most that) back to the buyer through the provider: what is held pays it first and the rest of the hold goes to the seller; beyond what was held it comes out of Gona's fee (ADR 098); each order's ledger still sums to zero. 400 `dispute_amount_invalid` / `dispute_amount_too_large` / `dispute_action_invalid` / `dispute_note_required`, 404 `dispute_not_found`, 409 `dispute_already_resolved` (ADR 092)",
  },
  {
    method: "GET",
    path: "/api/admin/payouts",
    access: "admin",
    tag: "admin",
    summary: "Failed and stuck payouts to sellers",
    description:
      "Newest first: each released payment whose payout failed, or is still pending 24 hours after it was sent, with the order, seller, amount in naira, `state` (failed, stuck), `attempts`, `last_error` and `next_retry_at` (ADR 096)",
  },
  {
    method: "POST",
    path: "/api/admin/payouts/:id/retry",
    access: "admin",
    tag: "admin",
    summary: "Send a failed payout again, after asking the provider",
    description:
      "The provider's record of the last payout decides: landed → `outcome: paid` (nothing sent), on its way → `on_the_way`, failed, reversed or unknown → sent again under a new reference (`sent` or `failed`). 404 `payout_not_found`, 409 `payout_not_retryable` (paid, on its way, or another retry took it first), 503 `payment_provider_unavailable` (ADR 096)",
  },
  {
    method: "POST",
    path: "/api/admin/disputes/:id/refund/retry",
    access: "admin",
    tag: "admin",
    summary: "Retry a decided dispute's failed refund",
    description:
      "no body: claims the failed refund (once, however many ask at the same time), asks the provider what became of the last refund or the payment first and sends a new refund only when no money went back; answers `{id, outcome: verified|retried|failed_again, refund_code, refund_status, attempts, attempts_left}`. 404 `dispute_not_found`, 409 `refund_not_retryable` (the refund is not failed, or another retry holds it) / `refund_retries_exhausted` (ADR 097)",
  },
  {
    method: "GET",
    path: "/api/dev/outbox",
    access: "development",
    tag: "development",
    summary: "Outbound SMS and e-mails (development only)",
    description:
      "development only (404 otherwise, for everyone): the newest outbound SMS and e-mails `{id, channel, recipient, kind, subject, body, status, attempts, last_error, created_at, sent_at}`, paged",
  },
  {
    method: "GET",
    path: "/api/dev/payments",
    access: "development",
    tag: "development",
    summary: "Payments in the development provider (development only)",
    description:
      "development only (404 elsewhere): the payments opened, newest first; \"the buyer's transfer arrived\" (the development provider marks it paid and hands the signed `charge.success` to the webhook's handler) → `{paid: true, webhook_status}`; 404 `payment_not_found`, 409 `payment_already_made`",
  },
  {
    method: "POST",
    path: "/api/dev/payments/:reference/pay",
    access: "development",
    tag: "development",
    summary: "Pay a payment in the development provider (development only)",
    description:
      "development only (404 elsewhere): the payments opened, newest first; \"the buyer's transfer arrived\" (the development provider marks it paid and hands the signed `charge.success` to the webhook's handler) → `{paid: true, webhook_status}`; 404 `payment_not_found`, 409 `payment_already_made`",
  },
  {
    method: "POST",
    path: "/api/ussd",
    bodyMedia: "application/x-www-form-urlencoded",
    access: "gateway",
    tag: "phones",
    summary: "The USSD session callback (the SMS/USSD gateway)",
    description:
      "the USSD gateway's callback (PRODUCT.md, \"Feature phones\"): form-encoded `sessionId`, `serviceCode`, `phoneNumber` (E.164), `networkCode`, `text` (the session's choices joined by `*`) → 200 `text/plain; charset=utf-8`, `CON <screen>` or `END <screen>`, at most 182 GSM-7 characters, in the caller's language; anything it cannot use → `END` and an apology, never a 5xx; the same `sessionId` and `text` again gives the same answer and acts once; a wrong or missing `key` (the secret `GATEWAY_CALLBACK_KEY`) → 404 `not_found`, nothing read or written (the refusal is counted, ADR 079); more than 30 a minute from one phone → `END` and the apology",
  },
  {
    method: "POST",
    path: "/api/sms/inbound",
    bodyMedia: "application/x-www-form-urlencoded",
    access: "gateway",
    tag: "phones",
    summary: "An incoming SMS (the SMS/USSD gateway)",
    description:
      "the SMS gateway's inbound callback (ADR 079): form-encoded `from`, `to`, `text`, `date`, `id`, `linkId` → 200 `{received}`; the same gateway `id` again (a resend) → 200 `{received: true, duplicate: true}` and nothing done or sent; the keyword (`PRICE <product> [<state>]`, `YES <code>`, `NO <code>`, `STOP`, `START`, `HELP`, or a language's own word) is answered by SMS through the outbox; without `from` or `text` → 400 `invalid_request`; more than 30 a minute from one phone → 429 `too_many_gateway_messages`; a wrong or missing `key` → 404, counted",
  },
  {
    method: "POST",
    path: "/api/sms/delivery",
    bodyMedia: "application/x-www-form-urlencoded",
    access: "gateway",
    tag: "phones",
    summary: "An SMS delivery report (the SMS/USSD gateway)",
    description:
      "the SMS gateway's delivery reports (ADR 079): form-encoded `id` (the gateway's message id), `status` (`Sent`, `Submitted`, `Buffered`, `Rejected`, `Success`, `Failed`), `phoneNumber`, `networkCode`, `failureReason`, `retryCount` → 200 `{received, matched}`; the outbox message takes the status (`Failed`/`Rejected` → failed, with the reason); an unknown id → 200 `matched: false`, nothing changes; no `id` or another status → 400 `invalid_request`; a wrong or missing `key` → 404, counted",
  },
];
