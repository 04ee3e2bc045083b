// The API's routes as a table for the authorization matrix and the hostile-input sweep.
// Every route the Hono app registers must have a row here (test/authz-matrix.test.ts checks it).
import { env } from "cloudflare:workers";
import { api } from "../worker/api/app";
import { call, registerUser, unique } from "./http";

export const ACTORS = ["anonymous", "owner", "sameRole", "farmer", "buyer", "supplier", "admin"] as const;
export type Actor = (typeof ACTORS)[number];
type Role = "farmer" | "buyer" | "supplier" | "admin";
type Account = Awaited<ReturnType<typeof registerUser>>;

export interface World {
  accounts: Record<Role, Account> & { farmer2: Account; buyer2: Account; supplier2: Account };
}

export interface Prepared {
  path: string;
  body?: unknown;
  /** Who owns the thing the request is about (defaults to the farmer). */
  owner?: Role;
}

export interface Row {
  method: string;
  /** The route as registered in Hono. */
  route: string;
  /** Builds a fresh request (and fresh data) for one caller. */
  prepare: (world: World) => Promise<Prepared> | Prepared;
  expect: Partial<Record<Actor, number | number[]>> & { anonymous: number | number[] };
  /** For JSON bodies: which fields are required and which must be non-negative numbers (for the hostile sweep). */
  hostile?: { as: Actor; required: string[]; nonNegative?: string[] };
}

const everyone = (status: number) => Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Record<Actor, number>;
const signedIn = (status: number, anonymous = 401) => ({ ...everyone(status), anonymous });

export const ROWS: Row[] = [
  { method: "GET", route: "/api/health", prepare: () => ({ path: "/api/health" }), expect: everyone(200) },
  {
    method: "POST",
    route: "/api/auth/register",
    prepare: () => ({
      path: "/api/auth/register",
      body: { email: `m-${crypto.randomUUID()}@example.ng`, password: "seed-drill-42", fullName: "Matrix" },
    }),
    // Signed-in callers may still create another account (e.g. a shared phone); the answer is the same.
    expect: everyone(201),
    hostile: { as: "anonymous", required: ["email", "password", "fullName"] },
  },
  {
    method: "POST",
    route: "/api/auth/login",
    prepare: (world) => ({
      path: "/api/auth/login",
      body: { email: world.accounts.buyer2.email, password: world.accounts.buyer2.password },
    }),
    expect: everyone(200),
    hostile: { as: "anonymous", required: ["email", "password"] },
  },
  { method: "POST", route: "/api/auth/logout", prepare: () => ({ path: "/api/auth/logout" }), expect: everyone(200) },
  { method: "GET", route: "/api/auth/me", prepare: () => ({ path: "/api/auth/me" }), expect: signedIn(200) },
  {
    method: "POST",
    route: "/api/auth/password",
    // A wrong current password: the route is reachable by every signed-in user, and refuses the change.
    prepare: () => ({ path: "/api/auth/password", body: { currentPassword: "not-the-password", newPassword: "brand-new-pass-9" } }),
    expect: signedIn(400),
    hostile: { as: "buyer", required: ["currentPassword", "newPassword"] },
  },
];

export function registeredRoutes(): string[] {
  const seen = new Set<string>();
  for (const route of api.routes) {
    if (route.method === "ALL") continue;
    seen.add(`${route.method} ${route.path}`);
  }
  return [...seen].sort();
}

export let world: World;

export async function tokenFor(actor: Actor, owner: Role): Promise<string | undefined> {
  const { accounts } = world;
  switch (actor) {
    case "anonymous":
      return undefined;
    case "owner":
      return accounts[owner].token;
    case "sameRole":
      return owner === "admin" ? accounts.admin.token : accounts[`${owner}2` as "farmer2"].token;
    default:
      return accounts[actor].token;
  }
}

export async function setUpWorld(): Promise<World> {
  const farmer = await registerUser("farmer");
  const admin = await registerUser("farmer");
  await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?").bind(admin.user.id).run();
  world = {
    accounts: {
      farmer,
      farmer2: await registerUser("farmer"),
      buyer: await registerUser("buyer"),
      buyer2: await registerUser("buyer"),
      supplier: await registerUser("supplier"),
      supplier2: await registerUser("supplier"),
      admin,
    },
  };
  return world;
}

/** A request as a given caller, from its own client address (so rate limits of one check never touch another). */
export async function callAs(actor: Actor, row: Row, prepared: Prepared, init: { body?: unknown; rawBody?: string } = {}) {
  const token = await tokenFor(actor, prepared.owner ?? "farmer");
  const headers: Record<string, string> = { "cf-connecting-ip": unique().address };
  if (init.rawBody !== undefined) headers["content-type"] = "application/json";
  return call(row.method, prepared.path, {
    token,
    body: init.rawBody === undefined ? (init.body ?? prepared.body) : undefined,
    rawBody: init.rawBody,
    headers,
  });
}
