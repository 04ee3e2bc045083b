// What the idempotency table keeps is of no use to someone who can read the table alone (a backup, the D1 console):
// a request is known by an HMAC-SHA-256 under the server's secret, so the password in a sign-in or registration body
// cannot be guessed against a fast unsalted hash; and a kept answer, which may carry a session token in its body and
// its cookie, is sealed with AES-GCM under a key drawn from the same secret and bound to its row (ADR 075).
import { base64url } from "jose";

const encoder = new TextEncoder();
const SEALED = /^v1\.([\w-]+)\.([\w-]+)$/;

function macKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

/** Hex HMAC-SHA-256 of the bytes under the secret. */
export async function keyedDigest(secret: string, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await macKey(secret), bytes));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The AES-256-GCM key for kept answers: an HMAC of a fixed label, so it is never the secret itself. */
async function sealKey(secret: string): Promise<CryptoKey> {
  const raw = await crypto.subtle.sign("HMAC", await macKey(secret), encoder.encode("gona idempotency answers v1"));
  return crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
}

/** `v1.<iv>.<ciphertext>` (base64url); `row` (the caller and key) is authenticated with it, so it opens in no other row. */
export async function seal(secret: string, plain: string, row: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: encoder.encode(row) },
    await sealKey(secret),
    encoder.encode(plain),
  );
  return `v1.${base64url.encode(iv)}.${base64url.encode(new Uint8Array(sealed))}`;
}

/** The text sealed for this row, or null when it was sealed under another secret, for another row, or altered. */
export async function unseal(secret: string, stored: string, row: string): Promise<string | null> {
  const parts = SEALED.exec(stored);
  if (!parts) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: new Uint8Array(base64url.decode(parts[1] ?? "")), additionalData: encoder.encode(row) },
      await sealKey(secret),
      new Uint8Array(base64url.decode(parts[2] ?? "")),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
