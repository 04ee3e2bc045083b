// /dev/ussd's session (ADR 078): what a gateway would send for one press of "Send" on the desk phone. The page keeps
// the session in hidden fields (its id, every answer so far joined by `*`, whether the last screen ended it) and posts
// the gateway's form to POST /api/ussd with the gateway's key through the in-process API: the same handler, no copy.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { KEYPAD, MAX_DRAFT, MAX_SMS } from "./dev-ussd";

export const DEFAULT_SERVICE_CODE = "*384#";
/** MTN Nigeria: the networkCode the gateway sends for most callers. */
const NETWORK_CODE = "62130";
const PREFIXES = [
  "803",
  "806",
  "813",
  "816",
  "703",
  "706",
  "903",
  "906",
  "805",
  "807",
  "815",
  "905",
  "802",
  "808",
  "812",
  "701",
  "902",
  "809",
  "817",
];

/** A number no one has used yet, most likely: a Nigerian mobile prefix and 7 random digits, in E.164. */
export function freshPhone(): string {
  const random = crypto.getRandomValues(new Uint32Array(2));
  const prefix = PREFIXES[(random[0] ?? 0) % PREFIXES.length];
  return `+234${prefix}${String((random[1] ?? 0) % 10_000_000).padStart(7, "0")}`;
}

export interface PhoneState {
  phoneNumber: string;
  serviceCode: string;
  /** The open session's id; empty when none is open (none yet, hung up, or the last answer was END). */
  sessionId: string;
  /** Every answer of the session so far, joined by `*`, exactly as the gateway sends it. */
  text: string;
  /** What is typed but not sent yet. */
  draft: string;
  /** The last answer without its CON/END, and whether it ended the session (null: nothing sent yet). */
  screen: string | null;
  ended: boolean;
  /** The `text` of the last request sent (shown beside the screen, as the gateway's log would). */
  sent: string | null;
  /** The gateway callback refused the key (GATEWAY_CALLBACK_KEY missing or changed): no answer to show. */
  keyRefused: boolean;
  /** The status the inbound-SMS callback answered the last "Send SMS" with (null: none sent). */
  smsStatus: number | null;
}

/** The short code Gona's SMS number would be (the gateway's `to`). */
const SMS_SHORT_CODE = "38410";

const KEYS = new Set<string>(KEYPAD);

const value = (form: FormData, name: string, max: number) => {
  const entry = form.get(name);
  return typeof entry === "string" ? entry.slice(0, max) : "";
};

export function blankState(): PhoneState {
  return {
    phoneNumber: freshPhone(),
    serviceCode: DEFAULT_SERVICE_CODE,
    sessionId: "",
    text: "",
    draft: "",
    screen: null,
    ended: false,
    sent: null,
    keyRefused: false,
    smsStatus: null,
  };
}

/** One press: a key typed into the draft, a character removed, hang up, or the draft sent to the handler. */
export async function pressPhone(context: AppLoadContext, form: FormData): Promise<PhoneState> {
  const state: PhoneState = {
    phoneNumber: value(form, "phoneNumber", 40).trim() || freshPhone(),
    serviceCode: value(form, "serviceCode", 40).trim() || DEFAULT_SERVICE_CODE,
    sessionId: value(form, "sessionId", 100),
    text: value(form, "text", 400),
    draft: value(form, "draft", MAX_DRAFT),
    screen: value(form, "screen", 400) || null,
    ended: form.get("ended") === "1",
    sent: form.has("sent") ? value(form, "sent", 400) : null,
    keyRefused: false,
    smsStatus: null,
  };
  const key = value(form, "key", 1);
  const intent = value(form, "intent", 20);
  if (KEYS.has(key)) return { ...state, draft: `${state.draft}${key}`.slice(0, MAX_DRAFT) };
  if (intent === "delete") return { ...state, draft: state.draft.slice(0, -1) };
  if (intent === "hangup") return { ...blankState(), phoneNumber: state.phoneNumber, serviceCode: state.serviceCode };
  const gatewayKey = encodeURIComponent(context.cloudflare.env.GATEWAY_CALLBACK_KEY ?? "");
  if (intent === "sms") {
    // A text from this phone to Gona's number, as the gateway's inbound callback sends it; the answer goes to the outbox.
    const sms = new URLSearchParams({
      from: state.phoneNumber,
      to: SMS_SHORT_CODE,
      text: value(form, "sms", MAX_SMS),
      date: new Date().toISOString(),
      id: `ATXid_dev_${crypto.randomUUID()}`,
      linkId: "",
    });
    const result = await context.api.postGatewayForm(`/api/sms/inbound?key=${gatewayKey}`, sms);
    return { ...state, smsStatus: result.status };
  }
  // Send: a new session when none is open (its first text is what was typed, as `*384*1#` sends "1"), else the
  // session's text with this answer joined on.
  const fresh = state.sessionId === "" || state.ended;
  const sessionId = fresh ? `ATUid_dev_${crypto.randomUUID()}` : state.sessionId;
  const text = fresh ? state.draft : state.text === "" ? state.draft : `${state.text}*${state.draft}`;
  const body = new URLSearchParams({
    sessionId,
    serviceCode: state.serviceCode,
    phoneNumber: state.phoneNumber,
    networkCode: NETWORK_CODE,
    text,
  });
  const result = await context.api.postGatewayForm(`/api/ussd?key=${gatewayKey}`, body);
  if (result.status !== 200 || !/^(CON|END) /.test(result.text)) return { ...state, sent: text, keyRefused: true };
  const ended = result.text.startsWith("END ");
  return {
    ...state,
    sessionId: ended ? "" : sessionId,
    text: ended ? "" : text,
    draft: "",
    screen: result.text.slice(4),
    ended,
    sent: text,
  };
}
