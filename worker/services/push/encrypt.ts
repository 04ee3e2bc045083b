// RFC 8291 message encryption for Web Push, in the aes128gcm content coding of RFC 8188, with WebCrypto only.
import { base64url } from "jose";

/** One record of at most this many bytes; push services accept 4096-byte bodies. */
export const RECORD_SIZE = 4096;
const HEADER_BYTES = 16 + 4 + 1 + 65;
/** The largest plaintext that fits one record beside the header, the padding delimiter and the GCM tag. */
export const MAX_PLAINTEXT_BYTES = RECORD_SIZE - HEADER_BYTES - 1 - 16;

export interface SubscriberKeys {
  /** The browser's P-256 public key (65-byte uncompressed point), base64url. */
  p256dh: string;
  /** The browser's 16-byte auth secret, base64url. */
  auth: string;
}

/** Fixed salt and sender keys, for reproducing the RFC's worked example; a real message takes fresh ones. */
export interface EncryptionSeed {
  salt: Uint8Array;
  senderKeys: CryptoKeyPair;
}

const text = new TextEncoder();

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** HKDF-SHA-256 extract and expand in one step (RFC 5869), as RFC 8291 and RFC 8188 use it. */
async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey("raw", concat(ikm), "HKDF", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt: concat(salt), info: concat(info) }, key, bytes * 8);
  return new Uint8Array(bits);
}

/** Imports the browser's public key; WebCrypto refuses a point that is not on the P-256 curve. */
export function importSubscriberKey(p256dh: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", concat(p256dh), { name: "ECDH", namedCurve: "P-256" }, true, []);
}

/** The aes128gcm body for one push message: header salt | rs | idlen | keyid (sender public key), then one record. */
export async function encryptPayload(
  plaintext: Uint8Array,
  subscriber: SubscriberKeys,
  seed?: EncryptionSeed,
): Promise<Uint8Array<ArrayBuffer>> {
  if (plaintext.length > MAX_PLAINTEXT_BYTES) throw new Error(`push payload of ${plaintext.length} bytes exceeds one record`);
  const uaPublic = base64url.decode(subscriber.p256dh);
  const authSecret = base64url.decode(subscriber.auth);
  const senderKeys =
    seed?.senderKeys ?? ((await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair);
  const salt = seed?.salt ?? crypto.getRandomValues(new Uint8Array(16));
  const asPublic = new Uint8Array((await crypto.subtle.exportKey("raw", senderKeys.publicKey)) as ArrayBuffer);

  const ecdhSecret = new Uint8Array(
    await crypto.subtle.deriveBits({ name: "ECDH", public: await importSubscriberKey(uaPublic) }, senderKeys.privateKey, 256),
  );
  // RFC 8291 section 3.4: the auth secret and both public keys bind the input keying material to this subscription.
  const ikm = await hkdf(authSecret, ecdhSecret, concat(text.encode("WebPush: info\0"), uaPublic, asPublic), 32);
  const cek = await hkdf(salt, ikm, text.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, text.encode("Content-Encoding: nonce\0"), 12);

  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  // The single (and so last) record ends with the 0x02 delimiter and no further padding.
  const record = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, key, concat(plaintext, Uint8Array.of(2))));
  const header = new Uint8Array(HEADER_BYTES);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = asPublic.length;
  header.set(asPublic, 21);
  return concat(header, record);
}
