import type { Context } from "hono";
import type { UserRecord } from "../db/schema";
import type { AppEnv } from "../http/context";
import { readCookie } from "../http/cookies";
import { forbidden } from "../http/errors";
import { setSessionCookie } from "../http/session-cookie";
import { chosenLanguage, isLanguage, LANGUAGE_COOKIE, languageCookie } from "../languages";
import { openSession } from "../services/sessions";
import { signToken, TOKEN_LIFETIME_SECONDS } from "../services/tokens";
import { userDto } from "../services/users";

/** Opens a session row for the user and answers `{token, user}` with the session cookie set; a suspended account gets 403. */
export async function startSession(c: Context<AppEnv>, user: UserRecord, status: 200 | 201) {
  // Every way in (password, SMS code, password change) ends here, after the credentials were proven.
  if (user.suspendedAt) throw forbidden("account_suspended");
  const sessionId = crypto.randomUUID();
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000).toISOString();
  await openSession(c.var.db, { id: sessionId, userId: user.id, expiresAt });
  const token = await signToken(c.env.JWT_SECRET, { userId: user.id, sessionId });
  setSessionCookie(c, token);
  // A phone that has not chosen a language (no cookie, no ?lang) takes the profile's from now on, as pages already
  // prefer it to Accept-Language: the first page after signing in on a new phone is in the user's language.
  const url = new URL(c.req.url);
  if (isLanguage(user.language) && !chosenLanguage(url) && !isLanguage(readCookie(c.req.header("cookie") ?? null, LANGUAGE_COOKIE))) {
    c.header("Set-Cookie", languageCookie(user.language, url.protocol === "https:"), { append: true });
  }
  return c.json({ token, user: userDto(user) }, status);
}
