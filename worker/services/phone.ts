// Nigerian mobile numbers as people type them ("0803 123 4567", "803-123-4567", "+234 803 123 4567",
// "2348031234567") to one stored form: E.164, "+234" followed by the 10-digit national number.

/** The first two national digits of Nigerian mobile ranges: 070x, 080x, 081x, 090x, 091x. */
export const MOBILE_PREFIXES = ["70", "80", "81", "90", "91"] as const;

/** Separators people put in a number; anything else (letters, other symbols) makes it invalid. */
const SEPARATORS = /[\s\-().\u00a0]/g;

/** The E.164 form of a Nigerian mobile number, or null when the text is not one. */
export function normalizeNigerianPhone(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, "");
  let national: string;
  if (compact.startsWith("+234")) national = compact.slice(4);
  else if (compact.startsWith("00234")) national = compact.slice(5);
  else if (compact.startsWith("234") && compact.length === 13) national = compact.slice(3);
  else if (compact.startsWith("0") && compact.length === 11) national = compact.slice(1);
  else national = compact;
  // "+234 0803..." is a common mix of both forms.
  if (national.length === 11 && national.startsWith("0")) national = national.slice(1);
  if (!/^\d{10}$/.test(national)) return null;
  if (!(MOBILE_PREFIXES as readonly string[]).includes(national.slice(0, 2))) return null;
  return `+234${national}`;
}

/** How a stored number is shown to people at home: "0803 123 4567". */
export function localPhone(e164: string): string {
  const national = `0${e164.slice(4)}`;
  return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
}
