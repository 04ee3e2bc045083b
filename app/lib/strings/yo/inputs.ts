// Yoruba: genuine inputs; app/lib/strings/en/inputs.ts is the reference.
import type { AreaCatalogs } from "../../i18n";

export const inputsStrings: AreaCatalogs["inputs"] = {
  group: "Ìforúkọsílẹ̀ ọjà (irúgbìn àti kẹ́míkà nìkan)",
  groupHint: "Irúgbìn nílò orúkọ irú àti nọ́mbà NASC; kẹ́míkà nílò nọ́mbà ìforúkọsílẹ̀ àti ọjọ́ ìparí.",
  fields: {
    registration_number: { label: "Nọ́mbà ìforúkọsílẹ̀", placeholder: "àpẹẹrẹ NAFDAC A5-0123" },
    registration_body: { label: "Àjọ tó forúkọ rẹ̀ sílẹ̀" },
    manufacturer: { label: "Olùṣe" },
    batch_number: { label: "Nọ́mbà batch" },
    expiry_date: { label: "Ọjọ́ ìparí" },
    variety: { label: "Irú irúgbìn (irúgbìn)", placeholder: "àpẹẹrẹ SAMMAZ 15" },
  },
  expiryReads: (date: string) => `Ìyẹn ni ${date}, bí ó ṣe wà lórí àpò.`,
  chooseBody: "Yan",
  bodies: { NAFDAC: "NAFDAC", NASC: "NASC (irúgbìn)", FMAFS: "FMAFS (ajílẹ̀)", other: "Òmíràn" },
  regulators: {
    NAFDAC: "NAFDAC (Àjọ Orílẹ̀-èdè tó ń Ṣàkóso Oúnjẹ àti Oògùn)",
    NASC: "NASC (Ìgbìmọ̀ Irúgbìn Oko ti Orílẹ̀-èdè)",
    FMAFS: "Iléeṣẹ́ Ìjọba Àpapọ̀ fún Iṣẹ́ Àgbẹ̀ àti Ààbò Oúnjẹ (dídára ajílẹ̀)",
    other: "àjọ tí a kọ sí ara páálí",
  },
  details: "Ìforúkọsílẹ̀ ọjà",
  checkTitle: "Bí ẹ ṣe lè ṣàyẹ̀wò ọjà yìí",
  check: (regulator: string) =>
    `Kí ẹ tó sanwó, ẹ fi nọ́mbà ìforúkọsílẹ̀ àti nọ́mbà batch tó wà lókè wé èyí tó wà lára páálí. Bí páálí bá ní ibi tí a ń họ, ẹ họ ọ́ kí ẹ sì fi kóòdù náà ránṣẹ́ ní SMS sí nọ́mbà tí a kọ sí ẹ̀gbẹ́ rẹ̀: ọjà tòótọ́ yóò dáhùn pẹ̀lú orúkọ rẹ̀. Bí ẹ bá ṣiyèméjì, ẹ béèrè lọ́wọ́ ${regulator}.`,
  expiresSoon: (date: string) => `Ọjà yìí yóò parí ní ${date}. Ẹ wo ọjọ́ tó wà lára páálí kí ẹ tó rà á.`,
  expired: "Ó ti parí",
  expiredNote:
    "Ọjà yìí ti kọjá ọjọ́ ìparí rẹ̀, nítorí náà àwọn olùrà kò rí ìpolówó yìí mọ́. Ẹ ṣàtúnṣe rẹ̀ pẹ̀lú batch tuntun tàbí kí ẹ pa á rẹ́.",
};
