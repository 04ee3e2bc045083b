import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import type { Role } from "../../worker/db/schema";
import type { UserDto } from "../../worker/services/users";
import { ownPathAndQuery } from "./own-path";

interface Me {
  user: UserDto;
  unread_notifications: number;
}

const currentUsers = new WeakMap<AppLoadContext, Promise<Me | null>>();

/** `/api/auth/me`, asked of the API once per request (root and route loaders share it). */
function me(context: AppLoadContext): Promise<Me | null> {
  let pending = currentUsers.get(context);
  if (!pending) {
    pending = context.api.hasSession
      ? context.api.get<Me>("/api/auth/me").then((result) => (result.ok ? result.data : null))
      : Promise.resolve(null);
    currentUsers.set(context, pending);
  }
  return pending;
}

/** The signed-in user, or null. */
export async function getUser(context: AppLoadContext): Promise<UserDto | null> {
  return (await me(context))?.user ?? null;
}

/** How many of the signed-in user's notifications are unread (0 when signed out). */
export async function getUnreadCount(context: AppLoadContext): Promise<number> {
  return (await me(context))?.unread_notifications ?? 0;
}

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const back = ownPathAndQuery(url.pathname, url.search);
  return redirect(back === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(back)}`);
}

/** Route guard: no user → /login (with a way back). */
export async function requireUser(request: Request, context: AppLoadContext): Promise<UserDto> {
  const user = await getUser(context);
  if (!user) throw loginRedirect(request);
  return user;
}

/** Route guard: no user → /login; a role that may not see the page → /dashboard. */
export async function requireRole(request: Request, context: AppLoadContext, roles: readonly Role[]): Promise<UserDto> {
  const user = await requireUser(request, context);
  if (!roles.includes(user.role)) throw redirect("/dashboard");
  return user;
}

// Control characters (browsers drop tab and newline, so "/\t/evil" becomes "//evil") and backslashes (read as "/").
const UNSAFE_REDIRECT_CHARACTERS = /[\p{Cc}\\]/u;
const REDIRECT_BASE = "https://gona.invalid";

/** Only same-origin paths are followed after sign-in: whatever resolves to another host falls back. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/dashboard"): string {
  if (typeof to !== "string" || !to.startsWith("/") || UNSAFE_REDIRECT_CHARACTERS.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, REDIRECT_BASE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The normalized path ("/.//x" becomes "//x") must not read as a host either.
  if (url.origin !== REDIRECT_BASE || path.startsWith("//")) return fallback;
  return path;
}
