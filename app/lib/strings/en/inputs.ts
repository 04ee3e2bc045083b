// English strings of genuine inputs (registration details on seed and chemical listings, the check note, expiry);
// loaded only by the pages that show them.
export const inputsStrings = {
  group: "Product registration (seeds and chemicals only)",
  groupHint: "Seeds need the variety and NASC number; chemicals need the registration number and expiry date.",
  fields: {
    registration_number: { label: "Registration number", placeholder: "e.g. NAFDAC A5-0123" },
    registration_body: { label: "Registered with" },
    manufacturer: { label: "Manufacturer" },
    batch_number: { label: "Batch number" },
    expiry_date: { label: "Expiry date" },
    variety: { label: "Variety (seeds)", placeholder: "e.g. SAMMAZ 15" },
  },
  /** Under the expiry date field: the date picked, written day-month-year whatever the phone shows in the field. */
  expiryReads: (date: string) => `That is ${date}, as on the pack.`,
  chooseBody: "Choose",
  bodies: { NAFDAC: "NAFDAC", NASC: "NASC (seed)", FMAFS: "FMAFS (fertilizer)", other: "Other" },
  regulators: {
    NAFDAC: "NAFDAC (National Agency for Food and Drug Administration and Control)",
    NASC: "NASC (National Agricultural Seeds Council)",
    FMAFS: "the Federal Ministry of Agriculture and Food Security (fertilizer quality)",
    other: "the regulator named on the pack",
  },
  details: "Product registration",
  checkTitle: "How to check this product",
  check: (regulator: string) =>
    `Before you pay, compare the registration and batch numbers above with the pack. If the pack has a scratch panel, scratch it and send the code by SMS to the number printed beside it: a genuine product answers with its name. If in doubt, ask ${regulator}.`,
  expiresSoon: (date: string) => `This product expires on ${date}. Check the date on the pack before you buy.`,
  expired: "Expired",
  expiredNote: "This product is past its expiry date, so buyers no longer see this listing. Edit it with a new batch or delete it.",
};
