import { jwtVerify, SignJWT } from "jose";

export const TOKEN_ISSUER = "gona";
export const TOKEN_AUDIENCE = "gona-api";
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

const encoder = new TextEncoder();

export interface TokenClaims {
  userId: number;
  sessionId: string;
}

export async function signToken(secret: string, claims: TokenClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(encoder.encode(secret));
}

/** Verifies signature (HS256 only), expiry, issuer and audience; null for any invalid token. */
export async function verifyToken(secret: string, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.sid !== "string") return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}
