// Genuine inputs: the registration details seed and chemical listings carry, the rules per category, and the
// day from which a listing's product has expired (the public condition in listings.ts reads it).
import { INPUT_CATEGORIES, INPUT_FIELD_NAMES, type InputFieldName, type ListingCategory, type RegistrationBody } from "../domain";
import { isExpired } from "../expiry";
import type { ApiErrorCode } from "../http/error-codes";
import { badRequest } from "../http/errors";

/** A listing's registration details as the API speaks them; null where not given. */
export type InputDetails = Record<InputFieldName, string | null>;

export const isInputCategory = (category: string): category is (typeof INPUT_CATEGORIES)[number] =>
  (INPUT_CATEGORIES as readonly string[]).includes(category);

type SentDetails = Partial<Record<InputFieldName, string | null | undefined>>;

/**
 * The details a listing of `category` stores after this write, or a 400 naming each field at fault.
 * `stored` are the listing's current details (edit) and `sent` what the request changes; the rules hold for the
 * result: chemicals need a registration number and an expiry date; seeds a variety and a NASC number; other
 * categories take none (they are refused, not dropped, so a client learns its data was not kept).
 */
export function checkInputDetails(category: ListingCategory, sent: SentDetails, stored: InputDetails | null, today: string): InputDetails {
  const sentAny = INPUT_FIELD_NAMES.some((name) => sent[name] !== undefined && sent[name] !== null);
  if (!isInputCategory(category)) {
    if (sentAny) {
      const fields = Object.fromEntries(
        INPUT_FIELD_NAMES.filter((name) => sent[name] != null).map((name) => [name, "input_details_not_for_category" as const]),
      );
      throw badRequest("input_details_not_for_category", fields);
    }
    return Object.fromEntries(INPUT_FIELD_NAMES.map((name) => [name, null])) as InputDetails;
  }
  const result = Object.fromEntries(
    INPUT_FIELD_NAMES.map((name) => [name, sent[name] === undefined ? (stored?.[name] ?? null) : sent[name]]),
  ) as InputDetails;
  // Seed is registered with NASC: a seed listing that names no body names NASC.
  if (category === "seeds" && result.registration_body === null && result.registration_number !== null) result.registration_body = "NASC";
  const problems: Partial<Record<InputFieldName, ApiErrorCode>> = {};
  if (result.registration_number === null) problems.registration_number = "registration_number_required";
  if (category === "seeds") {
    if (result.variety === null) problems.variety = "variety_required";
    if (result.registration_body !== null && result.registration_body !== "NASC") problems.registration_body = "registration_body_not_nasc";
  } else if (result.expiry_date === null) {
    problems.expiry_date = "expiry_date_required";
  }
  if (category !== "seeds") {
    if (sent.variety != null) problems.variety = "variety_only_for_seeds";
    result.variety = null;
  }
  // Only a newly sent date must lie ahead: an untouched stored one may pass while the listing waits for an edit.
  if (sent.expiry_date != null && isExpired(sent.expiry_date, today)) problems.expiry_date = "expiry_date_past";
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
  return result;
}

/** The stored columns of a listing's details, for drizzle writes. */
export function inputDetailColumns(details: InputDetails) {
  return {
    registrationNumber: details.registration_number,
    registrationBody: details.registration_body as RegistrationBody | null,
    manufacturer: details.manufacturer,
    batchNumber: details.batch_number,
    expiryDate: details.expiry_date,
    variety: details.variety,
  };
}

/** A stored listing's details in the API's names. */
export function inputDetailsOf(listing: {
  registrationNumber: string | null;
  registrationBody: string | null;
  manufacturer: string | null;
  batchNumber: string | null;
  expiryDate: string | null;
  variety: string | null;
}): InputDetails {
  return {
    registration_number: listing.registrationNumber,
    registration_body: listing.registrationBody,
    manufacturer: listing.manufacturer,
    batch_number: listing.batchNumber,
    expiry_date: listing.expiryDate,
    variety: listing.variety,
  };
}
