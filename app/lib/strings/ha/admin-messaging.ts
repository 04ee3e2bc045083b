// Hausa: the dashboard's "Messages not delivered" card (../en/admin-messaging.ts is the reference).
import type { Catalog } from "../../i18n";

export const adminMessagingStrings: Catalog["admin"]["messaging"] = {
  title: "Saƙonnin da ba su isa ba",
  intro: "Sabbin SMS da imel 20 na kwanaki 7 da suka wuce da ba su isa ga mutumin ba.",
  empty: "Duk saƙonnin kwanaki 7 da suka wuce sun isa.",
  time: "Lokaci",
  channel: "Hanya",
  recipient: "Zuwa ga",
  reason: "Dalili",
  channels: { sms: "SMS", email: "Imel" },
  reasons: {
    UserInBlackList: "Lambar tana cikin jerin Kada-a-dame (DND) na kamfanin sadarwarta",
    DeliveryFailure: "Kamfanin sadarwa bai iya isar da shi ba (sau da yawa DND)",
    InvalidSenderId: "Kamfanin sadarwa ya ƙi sunan mai aikawa na Gona",
    InsufficientCredit: "Asusun SMS ba shi da kuɗi",
    AbsentSubscriber: "Wayar a kashe take ko ba ta da sabis",
    UserIsInactive: "Lambar ba ta aiki",
    UserDoesNotExist: "Lambar ba ta aiki",
    other: "Ba a iya isar da shi ba",
  },
  refused: (count: number) => `Kiran ƙofar SMS da aka ƙi a awanni 24 da suka wuce: ${count}`,
  refusedHint:
    "Kira zuwa adireshin SMS da USSD na Gona da maɓalli mara kyau ko babu. Idan ya wuce sifili, alama ce ta saitin da ba daidai ba ko wani da ke gwadawa (docs/operations.md, SMS).",
};
