// The SMS of a notification. Under Gona's sender id, the fixed words must say who is speaking and every name or title
// a user chose is cleaned (worker/services/sms-text.ts) and quoted, so "ACCOUNT LOCKED. Verify at …" as a buyer's name
// reads as a buyer's name, never as Gona's warning.
import type { notifications } from "../db/schema";
import type { Language } from "../languages";
import { cutGsm7, gsm7Length, MAX_SMS_SEPTETS, toGsm7 } from "./gsm7";
import { amount } from "./notification-texts";
import { renderNotification } from "./notifications";
import { SMS_NAME_MAX, SMS_TITLE_MAX, smsSafeText } from "./sms-text";

/** Params that hold a person's name, and those that hold a title (a listing, a post, a group). */
const NAME_PARAMS = new Set(["buyer", "rater", "author"]);
const TITLE_PARAMS = new Set(["listing", "post", "group"]);

/** The words of a new purchase request by SMS: the buyer is named as the buyer, with how much when it is known. */
const REQUEST_CREATED: Record<Language, (buyer: string, listing: string, much: string) => string> = {
  en: (buyer, listing, much) => `New purchase request: buyer “${buyer}” wants to buy ${much ? `${much} of ` : ""}“${listing}”.`,
  ha: (buyer, listing, much) => `Sabuwar buƙatar saye: mai saye “${buyer}” yana son sayen ${much ? `${much} na ` : ""}“${listing}”.`,
  yo: (buyer, listing, much) => `Ìbéèrè ríra tuntun: olùrà “${buyer}” fẹ́ ra ${much ? `${much} nínú ` : ""}“${listing}”.`,
  ig: (buyer, listing, much) => `Arịrịọ ịzụta ọhụrụ: onye na-azụ “${buyer}” chọrọ ịzụta ${much ? `${much} nke ` : ""}“${listing}”.`,
  pcm: (buyer, listing, much) => `New request to buy: buyer “${buyer}” wan buy ${much ? `${much} of ` : ""}“${listing}”.`,
};

function cleanParams(raw: string): Record<string, unknown> {
  let params: unknown;
  try {
    params = JSON.parse(raw);
  } catch {
    params = {};
  }
  if (params === null || typeof params !== "object") return {};
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      if (NAME_PARAMS.has(key)) return [key, smsSafeText(value, SMS_NAME_MAX)];
      if (TITLE_PARAMS.has(key)) return [key, smsSafeText(value, SMS_TITLE_MAX)];
      return [key, value];
    }),
  );
}

/** The body of a notification's SMS, in the reader's language, with every user-chosen name cleaned and cut short. */
export function notificationSmsBody(row: Pick<typeof notifications.$inferSelect, "type" | "params">, language: Language): string {
  const params = cleanParams(row.params);
  if (row.type === "purchase_request.created") {
    const much = amount(language, params as { quantity?: number; unit?: string });
    return REQUEST_CREATED[language](String(params.buyer), String(params.listing), much);
  }
  return renderNotification({ type: row.type, params: JSON.stringify(params) }, language).body;
}

/**
 * The whole SMS: "Gona: " (who speaks), the body cut to fit one message with the link that acts on it; a new request's
 * alert also carries how to answer it by SMS ("Reply YES 12345 or NO 12345.", ADR 079), which is never cut. Measured in
 * GSM-7, as the outbox stores every SMS (ADR 081): a Yoruba or Hausa alert fits one message like an English one.
 */
export function notificationSms(body: string, link: string, reply?: string): string {
  const tail = toGsm7(reply ? `${reply} ${link}` : link);
  return `${cutGsm7(toGsm7(`Gona: ${body}`), MAX_SMS_SEPTETS - 1 - gsm7Length(tail))} ${tail}`;
}
