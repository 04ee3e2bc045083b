// Plural forms through Intl.PluralRules. workerd (and some browsers) lack Hausa, Yoruba, Igbo and Pidgin
// locale data, so where the runtime does not support a language we apply its CLDR rule ourselves: the
// server's HTML and the browser's hydration then always choose the same form.
import type { Language } from "../../worker/languages";

type Forms = { one: string; other: string };

/** CLDR cardinal rules for the languages a runtime may lack (only `one` and `other` occur in ours). */
const CLDR_ONE: Record<Language, (n: number) => boolean> = {
  en: (n) => n === 1,
  ha: (n) => n === 1,
  yo: () => false,
  ig: () => false,
  pcm: (n) => n === 0 || n === 1,
};

const rules = new Map<Language, Intl.PluralRules | null>();

function pluralRules(language: Language): Intl.PluralRules | null {
  if (!rules.has(language)) {
    const supported = Intl.PluralRules.supportedLocalesOf([language]).length > 0;
    rules.set(language, supported ? new Intl.PluralRules(language) : null);
  }
  return rules.get(language) ?? null;
}

/** The form of a word for a count: `plural("en", 2, { one: "reply", other: "replies" })` → `replies`. */
export function plural(language: Language, count: number, forms: Forms): string {
  const intl = pluralRules(language);
  const category = intl ? intl.select(count) : CLDR_ONE[language](count) ? "one" : "other";
  return category === "one" ? forms.one : forms.other;
}
