// Accounts made straight in D1 (user row + live session + signed token), for checks that need many fresh users
// (one pending verification per user, per-user rate limits) without paying the password KDF each time.
import { env } from "cloudflare:workers";
import { database } from "../worker/db/client";
import type { Language } from "../worker/languages";
import { hashPassword } from "../worker/services/password";
import { openSession } from "../worker/services/sessions";
import { signToken, TOKEN_LIFETIME_SECONDS } from "../worker/services/tokens";
import { createUser, type UserDto, userDto } from "../worker/services/users";
import { unique } from "./http";

export async function fastUser(role: "farmer" | "buyer" | "supplier" | "admin" = "farmer") {
  const { email } = unique(`fast-${role}`);
  const user = await env.DB.prepare(
    "INSERT INTO users (email, password_hash, full_name, role) VALUES (?, 'x', 'Fast user', ?) RETURNING id",
  )
    .bind(email, role)
    .first<{ id: number }>();
  if (!user) throw new Error("user not created");
  const sessionId = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)")
    .bind(sessionId, user.id, new Date(Date.now() + 86_400_000).toISOString())
    .run();
  return { id: user.id, token: await signToken(env.JWT_SECRET, { userId: user.id, sessionId }) };
}

/** The password of every fixture account, `registerUser`'s as well: a test signs in with it like a person would. */
export const FIXTURE_PASSWORD = "strong-pass-1";

let fixtureHash: Promise<string> | undefined;
/**
 * FIXTURE_PASSWORD hashed once per test file by the production KDF (its full PBKDF2 cost, one salt): every fixture
 * account stores this hash, so signing in, changing the password or resetting a PIN verifies it as for any account.
 */
function fixturePasswordHash(): Promise<string> {
  fixtureHash ??= hashPassword(FIXTURE_PASSWORD);
  return fixtureHash;
}

interface FastAccountExtra {
  phone?: string;
  location?: string;
  fullName?: string;
  language?: Language;
}

/** What `fastAccount` answers; the user's phone is a string when one was given (confirmed), else null. */
interface FastAccount<Extra> {
  token: string;
  user: Omit<UserDto, "phone"> & { phone: Extra extends { phone: string } ? string : null };
  email: string;
  password: string;
}

/**
 * An account as `registerUser` leaves it (a phone given is confirmed, as its owner would have done), made straight in
 * D1 through the services sign-up uses, with a session opened and its token signed as a sign-in does. Same shape as
 * `registerUser`'s answer. For tests about something else than signing up: those of sign-up use `registerUser`.
 */
export async function fastAccount<Extra extends FastAccountExtra = Record<never, never>>(
  role: "farmer" | "buyer" | "supplier" | "admin" = "farmer",
  extra?: Extra,
): Promise<FastAccount<Extra>> {
  const { phone, location, fullName, language } = (extra ?? {}) as FastAccountExtra;
  const { email } = unique(role);
  const db = database(env.DB);
  const user = await createUser(db, {
    email,
    passwordHash: await fixturePasswordHash(),
    fullName: fullName ?? `Test ${role}`,
    role,
    phone: phone ?? null,
    phoneConfirmed: phone !== undefined,
    location,
    language: language ?? null,
  });
  const sessionId = crypto.randomUUID();
  await openSession(db, { id: sessionId, userId: user.id, expiresAt: new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000).toISOString() });
  const token = await signToken(env.JWT_SECRET, { userId: user.id, sessionId });
  return { token, user: userDto(user) as FastAccount<Extra>["user"], email, password: FIXTURE_PASSWORD };
}
