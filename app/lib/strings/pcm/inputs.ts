// Nigerian Pidgin: genuine inputs; app/lib/strings/en/inputs.ts is the reference.
import type { AreaCatalogs } from "../../i18n";

export const inputsStrings: AreaCatalogs["inputs"] = {
  group: "Product registration (na only for seeds and chemicals)",
  groupHint: "Seeds need di variety and NASC number; chemicals need di registration number and expiry date.",
  fields: {
    registration_number: { label: "Registration number", placeholder: "like NAFDAC A5-0123" },
    registration_body: { label: "Who register am" },
    manufacturer: { label: "Company wey make am" },
    batch_number: { label: "Batch number" },
    expiry_date: { label: "Expiry date" },
    variety: { label: "Variety (seeds)", placeholder: "like SAMMAZ 15" },
  },
  expiryReads: (date: string) => `Dat one na ${date}, as e dey for di pack.`,
  chooseBody: "Pick one",
  bodies: { NAFDAC: "NAFDAC", NASC: "NASC (seed)", FMAFS: "FMAFS (fertilizer)", other: "Oda one" },
  regulators: {
    NAFDAC: "NAFDAC (National Agency for Food and Drug Administration and Control)",
    NASC: "NASC (National Agricultural Seeds Council)",
    FMAFS: "di Federal Ministry of Agriculture and Food Security (fertilizer quality)",
    other: "di regulator wey dem write for di pack",
  },
  details: "Product registration",
  checkTitle: "How you fit check dis product",
  check: (regulator: string) =>
    `Before you pay, compare di registration and batch number for up with wetin dey di pack. If di pack get scratch panel, scratch am and send di code by SMS to di number wey dem print near am: original product go answer with im name. If you no sure, ask ${regulator}.`,
  expiresSoon: (date: string) => `Dis product go expire on ${date}. Check di date for di pack before you buy.`,
  expired: "E don expire",
  expiredNote: "Dis product don pass im expiry date, so buyers no dey see dis listing again. Edit am with new batch or delete am.",
};
