// Igbo: genuine inputs; app/lib/strings/en/inputs.ts is the reference.
import type { AreaCatalogs } from "../../i18n";

export const inputsStrings: AreaCatalogs["inputs"] = {
  group: "Ndebanye aha ngwaahịa (naanị mkpụrụ na kemịkalụ)",
  groupHint: "Mkpụrụ chọrọ ụdị mkpụrụ na nọmba NASC; kemịkalụ chọrọ nọmba ndebanye aha na ụbọchị ọ ga-emebi.",
  fields: {
    registration_number: { label: "Nọmba ndebanye aha", placeholder: "dịka NAFDAC A5-0123" },
    registration_body: { label: "Ụlọ ọrụ debanyere ya aha" },
    manufacturer: { label: "Onye mepụtara ya" },
    batch_number: { label: "Nọmba batch" },
    expiry_date: { label: "Ụbọchị ọ ga-emebi" },
    variety: { label: "Ụdị mkpụrụ (mkpụrụ)", placeholder: "dịka SAMMAZ 15" },
  },
  expiryReads: (date: string) => `Nke ahụ bụ ${date}, dịka ọ dị n'elu ngwugwu.`,
  chooseBody: "Họrọ",
  bodies: { NAFDAC: "NAFDAC", NASC: "NASC (mkpụrụ)", FMAFS: "FMAFS (fatịlaịza)", other: "Ọzọ" },
  regulators: {
    NAFDAC: "NAFDAC (Ụlọ ọrụ Mba na-elekọta Nri na Ọgwụ)",
    NASC: "NASC (Kansụl Mkpụrụ Ugbo nke Mba)",
    FMAFS: "Ministri Gọọmenti Etiti maka Ọrụ Ugbo na Nchekwa Nri (ịdị mma fatịlaịza)",
    other: "ụlọ ọrụ e dere n'elu akpa ya",
  },
  details: "Ndebanye aha ngwaahịa",
  checkTitle: "Otu esi enyocha ngwaahịa a",
  check: (regulator: string) =>
    `Tupu ị kwụọ ụgwọ, jiri nọmba ndebanye aha na nọmba batch dị n'elu tụnyere nke dị n'akpa ya. Ọ bụrụ na akpa ahụ nwere ebe a na-akpụ, kpụọ ya ma ziga koodu ahụ site na SMS gaa na nọmba e dere n'akụkụ ya: ngwaahịa ezi okwu ga-aza n'aha ya. Ọ bụrụ na obi abụọ dị gị, jụọ ${regulator}.`,
  expiresSoon: (date: string) => `Ngwaahịa a ga-emebi na ${date}. Lee ụbọchị dị n'akpa ya tupu ị zụta.`,
  expired: "Ọ gafeela",
  expiredNote:
    "Ngwaahịa a agafeela ụbọchị ọ ga-emebi, ya mere ndị na-azụ ahịa anaghịzi ahụ ya. Dezie ya na batch ọhụrụ ma ọ bụ hichapụ ya.",
};
