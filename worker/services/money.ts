// Exact money arithmetic: a quantity in thousandths times a price in kobo, summed as BigInt, so totals past 2^53 stay exact.
import { QUANTITY_DECIMALS } from "../domain";

const SCALE = 10n ** BigInt(QUANTITY_DECIMALS);

/** A quantity (at most QUANTITY_DECIMALS decimals) as whole thousandths of a unit. */
export const quantityThousandths = (quantity: number) => BigInt(Math.round(quantity * 10 ** QUANTITY_DECIMALS));

/** Thousandths of a unit times kobo per unit, as whole kobo (halves rounded up). */
export const lineKobo = (thousandths: bigint, unitKobo: bigint) => (thousandths * unitKobo + SCALE / 2n) / SCALE;

/** Kobo as naira for JSON; exact to the kobo while the kobo are a safe integer (up to about ₦90 trillion). */
export const koboToNaira = (kobo: bigint) => Number(kobo) / 100;

export const isSafeKobo = (kobo: bigint) => kobo <= BigInt(Number.MAX_SAFE_INTEGER);
