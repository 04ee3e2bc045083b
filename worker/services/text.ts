// One normalizer for names and titles people see: no invisible or direction-flipping characters, at least one visible one.
import { z } from "zod";

/** Control characters (C0, DEL, C1), zero-width and bidi marks, embeddings, overrides and isolates, and the BOM. */
const INVISIBLE = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;
/** A letter, a number or a symbol: something a reader can see. */
const VISIBLE = /[\p{L}\p{N}\p{S}]/u;

/** NFKC, then the invisible characters removed, then trimmed. */
export function cleanText(value: string): string {
  return value.normalize("NFKC").replace(INVISIBLE, "").trim();
}

/** A required display text (a person's name, a listing title): cleaned, then at least one visible character. */
export function visibleText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .max(max, `${label} must be at most ${max} characters`)
        .refine((value) => VISIBLE.test(value), `${label} must contain at least one letter, number or symbol`),
    );
}
