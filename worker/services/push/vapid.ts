// RFC 8292 VAPID: the application server proves to the push service who it is with a short-lived ES256 JWT.
import { base64url, importJWK, SignJWT } from "jose";

export interface VapidConfig {
  /** The uncompressed P-256 public key (65 bytes), base64url: what browsers subscribe with. */
  publicKey: string;
  /** The private scalar d (32 bytes), base64url. */
  privateKey: string;
  /** A contact for the push service's operators: a mailto: (or https:) URL. */
  subject: string;
}

/** How long a token is valid; RFC 8292 allows at most 24 hours. */
export const VAPID_TOKEN_SECONDS = 12 * 60 * 60;

/** The key pair as a JWK, from the raw base64url forms the browser and the secrets use. */
export function vapidJwk(config: Pick<VapidConfig, "publicKey" | "privateKey">) {
  const point = base64url.decode(config.publicKey);
  if (point.length !== 65 || point[0] !== 4) throw new Error("VAPID_PUBLIC_KEY is not an uncompressed P-256 point");
  return {
    kty: "EC",
    crv: "P-256",
    x: base64url.encode(point.slice(1, 33)),
    y: base64url.encode(point.slice(33, 65)),
    d: config.privateKey,
  };
}

/** The `Authorization` header value for one push request to this endpoint. */
export async function vapidAuthorization(endpoint: string, config: VapidConfig, now: Date): Promise<string> {
  const key = await importJWK(vapidJwk(config), "ES256");
  const seconds = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({ sub: config.subject })
    .setProtectedHeader({ typ: "JWT", alg: "ES256" })
    .setAudience(new URL(endpoint).origin)
    .setExpirationTime(seconds + VAPID_TOKEN_SECONDS)
    .sign(key);
  return `vapid t=${token}, k=${config.publicKey}`;
}
