// Igbo: the dashboard's "Messages not delivered" card (../en/admin-messaging.ts is the reference).
import type { Catalog } from "../../i18n";

export const adminMessagingStrings: Catalog["admin"]["messaging"] = {
  title: "Ozi ndị erughị",
  intro: "SMS na email 20 kachasị ọhụrụ n'ime ụbọchị 7 gara aga erughị onye ahụ aka.",
  empty: "Ozi niile n'ime ụbọchị 7 gara aga rutere.",
  time: "Oge",
  channel: "Ụzọ",
  recipient: "Onye natara",
  reason: "Ihe kpatara",
  channels: { sms: "SMS", email: "Email" },
  reasons: {
    UserInBlackList: "Nọmba ahụ dị na ndepụta Adịla-enye-nsogbu (DND) nke netwọk ya",
    DeliveryFailure: "Netwọk enweghị ike iziga ya (ọtụtụ mgbe DND)",
    InvalidSenderId: "Netwọk jụrụ aha onye ziri ozi nke Gona",
    InsufficientCredit: "Akaụntụ SMS enweghị ego",
    AbsentSubscriber: "Ekwentị ahụ gbanyụrụ ma ọ bụ ọ nọghị ebe netwọk dị",
    UserIsInactive: "Nọmba ahụ anaghị arụ ọrụ",
    UserDoesNotExist: "Nọmba ahụ anaghị arụ ọrụ",
    other: "Enweghị ike iziga ya",
  },
  refused: (count: number) => `Oku ọnụ ụzọ SMS a jụrụ n'ime awa 24 gara aga: ${count}`,
  refusedHint:
    "Oku na adreesị SMS na USSD nke Gona nwere igodo na-ezighị ezi ma ọ bụ na-enweghị ya. Ọ bụrụ na ọ karịrị efu, ọ bụ ihe ịrịba ama nke nhazi na-ezighị ezi ma ọ bụ onye na-anwale (docs/operations.md, SMS).",
};
