// Farmers Hub test helpers: groups in a chosen state and admin users, written straight to D1 (the admin side lives elsewhere).
import { env } from "cloudflare:workers";
import { fastAccount } from "./fast-users";

export async function createGroup(creatorId: number, status: "pending" | "approved" | "rejected", name = "Test group") {
  const row = await env.DB.prepare("INSERT INTO chat_groups (name, description, creator_id, status) VALUES (?, '', ?, ?) RETURNING id")
    .bind(name, creatorId, status)
    .first<{ id: number }>();
  if (!row) throw new Error("group not created");
  return row.id;
}

/** An admin (no one signs up as one: the role is given in D1), signed in. */
export function registerAdmin() {
  return fastAccount("admin");
}
