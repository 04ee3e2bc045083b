// Nigerian Pidgin: the dashboard's "Messages not delivered" card (../en/admin-messaging.ts is the reference).
import type { Catalog } from "../../i18n";

export const adminMessagingStrings: Catalog["admin"]["messaging"] = {
  title: "Message wey no reach",
  intro: "The newest 20 SMS and e-mail for the last 7 days wey no reach the person.",
  empty: "Every message for the last 7 days don reach.",
  time: "Time",
  channel: "Channel",
  recipient: "To",
  reason: "Why",
  channels: { sms: "SMS", email: "E-mail" },
  reasons: {
    UserInBlackList: "The number dey for im network Do-Not-Disturb (DND) list",
    DeliveryFailure: "The network no fit deliver am (many times na DND)",
    InvalidSenderId: "The network reject Gona sender name",
    InsufficientCredit: "The SMS account no get credit",
    AbsentSubscriber: "The phone off or e no dey where network dey",
    UserIsInactive: "The number no dey work",
    UserDoesNotExist: "The number no dey work",
    other: "E no fit deliver",
  },
  refused: (count: number) => `Gateway call wey we refuse for the last 24 hours: ${count}`,
  refusedHint:
    "Call to Gona SMS and USSD address wey carry wrong key or no key. If e pass zero, na sign say setting no correct or person dey try am (docs/operations.md, SMS).",
};
