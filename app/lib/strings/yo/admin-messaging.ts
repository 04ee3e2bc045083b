// Yoruba: the dashboard's "Messages not delivered" card (../en/admin-messaging.ts is the reference).
import type { Catalog } from "../../i18n";

export const adminMessagingStrings: Catalog["admin"]["messaging"] = {
  title: "Àwọn ìránṣẹ́ tí kò dé",
  intro: "Àwọn SMS àti ímeèlì 20 tuntun jùlọ ti ọjọ́ 7 sẹ́yìn tí kò dé ọ̀dọ̀ ẹni náà.",
  empty: "Gbogbo ìránṣẹ́ ọjọ́ 7 sẹ́yìn ló dé.",
  time: "Àkókò",
  channel: "Ọ̀nà",
  recipient: "Sí",
  reason: "Ìdí",
  channels: { sms: "SMS", email: "Ímeèlì" },
  reasons: {
    UserInBlackList: "Nọ́mbà náà wà lórí àkójọ Má-ṣe-dààmú (DND) nẹtiwọọki rẹ̀",
    DeliveryFailure: "Nẹtiwọọki kò lè fi ránṣẹ́ (nígbà púpọ̀ DND)",
    InvalidSenderId: "Nẹtiwọọki kọ orúkọ olùfiránṣẹ́ Gona",
    InsufficientCredit: "Àkáǹtì SMS kò ní owó",
    AbsentSubscriber: "Fóònù náà wà ní pípa tàbí kò sí níbi tí iṣẹ́ wà",
    UserIsInactive: "Nọ́mbà náà kò ṣiṣẹ́",
    UserDoesNotExist: "Nọ́mbà náà kò ṣiṣẹ́",
    other: "Kò ṣeé fi ránṣẹ́",
  },
  refused: (count: number) => `Àwọn ìpè ẹnu-ọ̀nà SMS tí a kọ̀ ní wákàtí 24 sẹ́yìn: ${count}`,
  refusedHint:
    "Àwọn ìpè sí àdírẹ́sì SMS àti USSD Gona pẹ̀lú kọ́kọ́rọ́ tí kò tọ́ tàbí tí kò sí. Bí ó bá ju òdo lọ, àmì ni pé ètò kò tọ́ tàbí ẹnìkan ń dánwò (docs/operations.md, SMS).",
};
