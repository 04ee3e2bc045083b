// The NUBAN check digit (CBN, "Revised standards on Nigeria Uniform Bank Account Number (NUBAN) for banks and other
// financial institutions", effective 2020; the 2010 scheme for banks is its special case). A NUBAN is 10 digits: a
// 9-digit serial and a check digit computed over the institution's 6-digit code followed by the serial:
//   - a deposit money bank's 3-digit CBN code takes 3 leading zeros ("058" → "000058");
//   - another financial institution's 5-digit CBN code (microfinance, mortgage banks) takes a leading "9" ("50211" →
//     "950211").
// The 15 digits are weighted 3,7,3 repeated; the check digit is 10 minus the sum modulo 10, and 0 when that is 10.
// Pure: no I/O, no Worker APIs (unit-tested in plain Node).

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] as const;

/**
 * The CBN codes of the deposit money banks (commercial, merchant and non-interest banks) as payment providers list
 * them. A 3-digit provider code outside this set (a code some providers give a mortgage bank or a wallet) is not a
 * CBN bank code, so its accounts are not checked locally; the provider's name enquiry still decides.
 */
export const DEPOSIT_MONEY_BANK_CODES: ReadonlySet<string> = new Set([
  "011", // First Bank of Nigeria
  "023", // Citibank Nigeria
  "030", // Heritage Bank
  "032", // Union Bank of Nigeria
  "033", // United Bank for Africa
  "035", // Wema Bank
  "044", // Access Bank
  "050", // Ecobank Nigeria
  "057", // Zenith Bank
  "058", // Guaranty Trust Bank
  "063", // Access Bank (Diamond)
  "068", // Standard Chartered Bank
  "070", // Fidelity Bank
  "076", // Polaris Bank
  "082", // Keystone Bank
  "100", // SunTrust Bank
  "101", // Providus Bank
  "102", // Titan Trust Bank
  "103", // Globus Bank
  "104", // Parallex Bank
  "105", // PremiumTrust Bank
  "106", // Signature Bank
  "107", // Optimus Bank
  "214", // First City Monument Bank
  "215", // Unity Bank
  "221", // Stanbic IBTC Bank
  "232", // Sterling Bank
  "301", // Jaiz Bank
  "302", // TAJBank
  "303", // Lotus Bank
  "559", // Coronation Merchant Bank
]);

/**
 * The 6-digit institution code the check digit is computed with, or null when the provider's bank code is not a CBN
 * code whose accounts follow NUBAN (a wallet whose account number is the phone number, an alias such as "035A").
 */
export function nubanInstitutionCode(bankCode: string): string | null {
  if (/^\d{3}$/.test(bankCode)) return DEPOSIT_MONEY_BANK_CODES.has(bankCode) ? `000${bankCode}` : null;
  if (/^5\d{4}$/.test(bankCode)) return `9${bankCode}`;
  return null;
}

/** The check digit of a 9-digit serial at the institution with this 6-digit code. */
export function nubanCheckDigit(institutionCode: string, serial: string): number {
  if (!/^\d{6}$/.test(institutionCode)) throw new RangeError("the institution code must be 6 digits");
  if (!/^\d{9}$/.test(serial)) throw new RangeError("the serial must be 9 digits");
  const digits = `${institutionCode}${serial}`;
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += Number(digits[i]) * (WEIGHTS[i] ?? 0);
  return (10 - (sum % 10)) % 10;
}

/** Exactly 10 ASCII digits: the shape of every Nigerian account number. */
export const isTenDigits = (accountNumber: string) => /^\d{10}$/.test(accountNumber);

/**
 * What the local check says of an account number at a bank: "valid" (its check digit is right), "invalid" (not 10
 * digits, or a wrong check digit), or "unchecked" (10 digits at an institution whose code NUBAN does not cover).
 */
export function checkNuban(bankCode: string, accountNumber: string): "valid" | "invalid" | "unchecked" {
  if (!isTenDigits(accountNumber)) return "invalid";
  const institution = nubanInstitutionCode(bankCode);
  if (!institution) return "unchecked";
  return nubanCheckDigit(institution, accountNumber.slice(0, 9)) === Number(accountNumber[9]) ? "valid" : "invalid";
}

/** The account number with the check digit that makes it valid at this bank (development provider and tests). */
export function withCheckDigit(bankCode: string, serial: string): string {
  const institution = nubanInstitutionCode(bankCode);
  if (!institution) throw new RangeError(`bank code ${bankCode} is not a NUBAN institution code`);
  return `${serial}${nubanCheckDigit(institution, serial)}`;
}
