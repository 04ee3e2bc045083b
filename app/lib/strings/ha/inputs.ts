// Hausa: genuine inputs; app/lib/strings/en/inputs.ts is the reference.
import type { AreaCatalogs } from "../../i18n";

export const inputsStrings: AreaCatalogs["inputs"] = {
  group: "Rajistar kaya (iri da magungunan gona kaɗai)",
  groupHint: "Iri na buƙatar nauʼin iri da lambar NASC; magungunan gona na buƙatar lambar rajista da ranar ƙarewar aiki.",
  fields: {
    registration_number: { label: "Lambar rajista", placeholder: "misali NAFDAC A5-0123" },
    registration_body: { label: "Hukumar da ta yi rajista" },
    manufacturer: { label: "Kamfanin da ya yi kayan" },
    batch_number: { label: "Lambar batch" },
    expiry_date: { label: "Ranar ƙarewar aiki" },
    variety: { label: "Nauʼin iri (iri)", placeholder: "misali SAMMAZ 15" },
  },
  expiryReads: (date: string) => `Wato ${date}, kamar yadda yake a kan kwali.`,
  chooseBody: "Zaɓi",
  bodies: { NAFDAC: "NAFDAC", NASC: "NASC (iri)", FMAFS: "FMAFS (taki)", other: "Wata" },
  regulators: {
    NAFDAC: "NAFDAC (Hukumar Kula da Abinci da Magunguna ta Ƙasa)",
    NASC: "NASC (Majalisar Iri ta Ƙasa)",
    FMAFS: "Maʼaikatar Noma da Wadatar Abinci ta Tarayya (ingancin taki)",
    other: "hukumar da aka rubuta a kan kwali",
  },
  details: "Rajistar kaya",
  checkTitle: "Yadda za ku tabbatar da wannan kaya",
  check: (regulator: string) =>
    `Kafin ku biya, ku kwatanta lambar rajista da ta batch da ke sama da abin da ke kan kwalin. Idan kwalin yana da wurin goge lamba, ku goge shi ku tura lambar ta SMS zuwa lambar wayar da aka rubuta kusa da shi: kaya na gaske zai amsa da sunansa. Idan kuna shakka, ku tambayi ${regulator}.`,
  expiresSoon: (date: string) => `Wannan kaya zai ƙare aiki a ranar ${date}. Ku duba ranar da ke kan kwalin kafin ku saya.`,
  expired: "Ya ƙare aiki",
  expiredNote:
    "Wannan kaya ya wuce ranar ƙarewar aikinsa, don haka masu saye ba sa ganin tallan. Ku gyara shi da sabon batch ko ku goge shi.",
};
