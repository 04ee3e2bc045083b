// One normalizer for names and titles people see: no invisible or direction-flipping characters, at least one visible one.
import { z } from "zod";
import { type ApiErrorCode, msg } from "../http/error-codes";

/** Control characters (C0, DEL, C1), zero-width and bidi marks, embeddings, overrides and isolates, and the BOM. */
const INVISIBLE = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;
/** A letter, a number or a symbol: something a reader can see. */
const VISIBLE = /[\p{L}\p{N}\p{S}]/u;

/** NFKC, then the invisible characters removed, then trimmed. */
export function cleanText(value: string): string {
  return value.normalize("NFKC").replace(INVISIBLE, "").trim();
}

/** The error codes of one display text: missing, too long, nothing visible. */
export interface VisibleTextCodes {
  required: ApiErrorCode;
  tooLong: ApiErrorCode;
  notVisible: ApiErrorCode;
}

/** A required display text (a person's name, a listing title): cleaned, then at least one visible character. */
export function visibleText(max: number, codes: VisibleTextCodes) {
  return z
    .string(msg(codes.required))
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(1, msg(codes.required))
        .max(max, msg(codes.tooLong))
        .refine((value) => VISIBLE.test(value), msg(codes.notVisible)),
    );
}
