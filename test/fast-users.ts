// Accounts made straight in D1 (user row + live session + signed token), for checks that need many fresh users
// (one pending verification per user, per-user rate limits) without paying the password KDF each time.
import { env } from "cloudflare:workers";
import { signToken } from "../worker/services/tokens";
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
