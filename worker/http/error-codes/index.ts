// Every error the API answers with: a stable snake_case code (what clients and the translated UI key on)
// and the English message sent beside it. Each code lives in the module of its area, in this folder; a module
// of a new area joins AREAS below. A code added needs a message in every UI catalog
// (app/lib/strings/*/errors.ts); the catalog types make a missing one a compile error.
// A code never changes meaning once shipped; the English may be reworded.
import { ACCOUNT_ERRORS } from "./accounts";
import { ADMIN_ERRORS } from "./admin";
import { GENERIC_ERRORS } from "./generic";
import { HUB_ERRORS } from "./hub";
import { LEARNING_ERRORS } from "./learning";
import { LIMIT_ERRORS } from "./limits";
import { LISTING_ERRORS } from "./listings";
import { NOTIFICATION_ERRORS } from "./notifications";
import { ORDER_ERRORS } from "./orders";
import { PAYMENT_ERRORS } from "./payments";
import { SITE_ERRORS } from "./site";

/** Each area's codes and their English; the registry is their union, and a code has one area. */
export const ERROR_AREAS = [
  GENERIC_ERRORS,
  LIMIT_ERRORS,
  ACCOUNT_ERRORS,
  LISTING_ERRORS,
  ORDER_ERRORS,
  PAYMENT_ERRORS,
  HUB_ERRORS,
  LEARNING_ERRORS,
  NOTIFICATION_ERRORS,
  SITE_ERRORS,
  ADMIN_ERRORS,
] as const satisfies readonly Readonly<Record<string, string>>[];

type Area = (typeof ERROR_AREAS)[number];
type CodesOf<A> = A extends unknown ? keyof A & string : never;

/** The codes that two of the areas both name (never while each code has one area). */
type SharedCodes<Areas extends readonly unknown[]> = Areas extends readonly [infer First, ...infer Rest]
  ? (keyof First & CodesOf<Rest[number]>) | SharedCodes<Rest>
  : never;

/** Compiles only while no code is in two areas; else tsc names it: Type '"the_code"' does not satisfy the constraint 'never'. */
type InOneAreaOnly<Shared extends never> = Shared;

export type ApiErrorCode = CodesOf<Area> | InOneAreaOnly<SharedCodes<typeof ERROR_AREAS>>;

/** Each code's English, as its area wrote it. */
type Registry = { readonly [Code in ApiErrorCode]: Extract<Area, Record<Code, string>>[Code] };

export const API_ERRORS: Registry = Object.assign({}, ...ERROR_AREAS);

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === "string" && Object.hasOwn(API_ERRORS, value);
}

const CODE_BY_MESSAGE = new Map<string, ApiErrorCode>(Object.entries(API_ERRORS).map(([code, message]) => [message, code as ApiErrorCode]));

/** The code whose English message this is (each message names one code), or undefined. */
export function codeOfMessage(message: string): ApiErrorCode | undefined {
  return CODE_BY_MESSAGE.get(message);
}

/** A schema's message for a code: the English text, which validation turns back into the code. */
export function msg(code: ApiErrorCode): string {
  return API_ERRORS[code];
}
