// The dashboard's "Messages not delivered" card (issue #35, ADR 079), kept beside admin.ts to keep each file short.
export const adminMessagingStrings = {
  title: "Messages not delivered",
  intro: "The newest 20 SMS and e-mails of the last 7 days that did not reach the person.",
  empty: "Every message in the last 7 days was delivered.",
  time: "Time",
  channel: "Channel",
  recipient: "To",
  reason: "Why",
  channels: { sms: "SMS", email: "E-mail" } as Record<string, string>,
  /** The gateway's reason codes in words; anything else is `other` with the code beside it. */
  reasons: {
    UserInBlackList: "The number is on its network's Do-Not-Disturb list",
    DeliveryFailure: "The network could not deliver it (often Do-Not-Disturb)",
    InvalidSenderId: "The network rejected Gona's sender name",
    InsufficientCredit: "The SMS account has no credit",
    AbsentSubscriber: "The phone was off or out of coverage",
    UserIsInactive: "The number is not in service",
    UserDoesNotExist: "The number is not in service",
    other: "Could not be delivered",
  } as Record<string, string>,
  refused: (count: number) => `Gateway callbacks refused in the last 24 hours: ${count}`,
  refusedHint:
    "Calls to Gona's SMS and USSD addresses with a wrong or missing key. More than none is a sign of a misconfigured or probing caller (docs/operations.md, SMS).",
};
