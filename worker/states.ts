// Nigeria's 36 states and the Federal Capital Territory: the slugs the API speaks and the names people write.
// Proper names, written the same in every language Gona speaks, so they live here rather than in the catalogs.
// No imports: safe in the browser bundle (the state pickers use it).

export const NIGERIAN_STATES = [
  { slug: "abia", name: "Abia" },
  { slug: "adamawa", name: "Adamawa" },
  { slug: "akwa-ibom", name: "Akwa Ibom" },
  { slug: "anambra", name: "Anambra" },
  { slug: "bauchi", name: "Bauchi" },
  { slug: "bayelsa", name: "Bayelsa" },
  { slug: "benue", name: "Benue" },
  { slug: "borno", name: "Borno" },
  { slug: "cross-river", name: "Cross River" },
  { slug: "delta", name: "Delta" },
  { slug: "ebonyi", name: "Ebonyi" },
  { slug: "edo", name: "Edo" },
  { slug: "ekiti", name: "Ekiti" },
  { slug: "enugu", name: "Enugu" },
  { slug: "fct", name: "FCT Abuja" },
  { slug: "gombe", name: "Gombe" },
  { slug: "imo", name: "Imo" },
  { slug: "jigawa", name: "Jigawa" },
  { slug: "kaduna", name: "Kaduna" },
  { slug: "kano", name: "Kano" },
  { slug: "katsina", name: "Katsina" },
  { slug: "kebbi", name: "Kebbi" },
  { slug: "kogi", name: "Kogi" },
  { slug: "kwara", name: "Kwara" },
  { slug: "lagos", name: "Lagos" },
  { slug: "nasarawa", name: "Nasarawa" },
  { slug: "niger", name: "Niger" },
  { slug: "ogun", name: "Ogun" },
  { slug: "ondo", name: "Ondo" },
  { slug: "osun", name: "Osun" },
  { slug: "oyo", name: "Oyo" },
  { slug: "plateau", name: "Plateau" },
  { slug: "rivers", name: "Rivers" },
  { slug: "sokoto", name: "Sokoto" },
  { slug: "taraba", name: "Taraba" },
  { slug: "yobe", name: "Yobe" },
  { slug: "zamfara", name: "Zamfara" },
] as const;

export type StateSlug = (typeof NIGERIAN_STATES)[number]["slug"];
export const STATE_SLUGS = NIGERIAN_STATES.map((state) => state.slug) as unknown as readonly [StateSlug, ...StateSlug[]];

export const isStateSlug = (value: string): value is StateSlug => (STATE_SLUGS as readonly string[]).includes(value);

export const stateName = (slug: string): string => NIGERIAN_STATES.find((state) => state.slug === slug)?.name ?? slug;

/** How a place text names a state, as lower-case words (the slug's words, plus other spellings people use). */
export const STATE_WORDS: readonly { slug: StateSlug; words: string[] }[] = [
  ...NIGERIAN_STATES.filter((state) => state.slug !== "fct").map((state) => ({ slug: state.slug, words: state.slug.split("-") })),
  { slug: "nasarawa", words: ["nassarawa"] },
  { slug: "fct", words: ["fct"] },
  { slug: "fct", words: ["abuja"] },
  { slug: "fct", words: ["federal", "capital", "territory"] },
];

/** Words a place text adds around a state's name ("Kano State", "Kura LGA") that name no place themselves. */
export const PLACE_FILLER_WORDS = new Set(["state", "lga"]);

/** Lower-case words of a place text, accents removed ("Ọ̀yọ́" → "oyo"). */
export function placeWords(text: string): string[] {
  return (
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

export interface StateMention {
  slug: StateSlug;
  /** Index of the mention's first word, and how many words it spans. */
  start: number;
  length: number;
}

/**
 * The state a list of place words names; when several appear, the last one ("Kano Road, Kaduna" is in Kaduna),
 * since Nigerians write places town first, state last. Null when none does.
 */
export function stateMention(words: readonly string[]): StateMention | null {
  let found: StateMention | null = null;
  for (let start = 0; start < words.length; start++) {
    for (const { slug, words: name } of STATE_WORDS) {
      if (name.every((word, offset) => words[start + offset] === word)) {
        if (!found || start >= found.start) found = { slug, start, length: name.length };
      }
    }
  }
  return found;
}

/** The state a listing's free-text location names ("Dawakin Kudu, Kano" → kano), or null. */
export const stateFromLocation = (location: string | null | undefined): StateSlug | null =>
  stateMention(placeWords(location ?? ""))?.slug ?? null;

/** The place a listing shows: the seller's location, with the state added when the location does not name it. */
export function listingPlace(location: string | null | undefined, state: string | null | undefined): string {
  const written = (location ?? "").trim();
  if (!state || !isStateSlug(state) || stateFromLocation(written) === state) return written;
  return written ? `${written}, ${stateName(state)}` : stateName(state);
}
