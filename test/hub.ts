// Farmers Hub test helpers: groups in a chosen state and admin users, written straight to D1 (the admin side lives elsewhere).
import { env } from "cloudflare:workers";
import { registerUser } from "./http";

export async function createGroup(creatorId: number, status: "pending" | "approved" | "rejected", name = "Test group") {
  const row = await env.DB.prepare("INSERT INTO chat_groups (name, description, creator_id, status) VALUES (?, '', ?, ?) RETURNING id")
    .bind(name, creatorId, status)
    .first<{ id: number }>();
  if (!row) throw new Error("group not created");
  return row.id;
}

export async function registerAdmin() {
  const admin = await registerUser("farmer");
  await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?").bind(admin.user.id).run();
  return admin;
}
