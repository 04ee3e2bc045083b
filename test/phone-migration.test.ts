// The phone migrations on seeded data: numbers normalized (or cleared), duplicates kept by the oldest account, and
// the users rebuild keeping every row of every table, its indexes, foreign keys and the search triggers.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import normalization from "../migrations/0013_phone_normalization.sql?raw";
import rebuild from "../migrations/0014_phone_identity.sql?raw";
import firstVisit from "../migrations/0017_first_visit.sql?raw";
import safety from "../migrations/0019_reports_suspension_audit.sql?raw";
import contactPreference from "../migrations/0028_contact_preference.sql?raw";
import confirmation from "../migrations/0034_phone_confirmation.sql?raw";
import contactFreeze from "../migrations/0035_contact_freeze.sql?raw";
import { loadContent } from "./database";
import { call, registerUser, unique, uniquePhone } from "./http";
import { createListing } from "./marketplace";
import { lastCode } from "./messages";

await loadContent();

/** A migration as wrangler applies it: every statement in one transaction. */
async function apply(sql: string, skip: (statement: string) => boolean = () => false, around: [string[], string[]] = [[], []]) {
  const statements = [
    ...around[0],
    ...sql
      .split("--> statement-breakpoint")
      .map((statement) => statement.trim())
      .filter((statement) => statement && !skip(statement)),
    ...around[1],
  ];
  await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
}

async function seedUser(phone: string | null, createdAt: string) {
  const row = await env.DB.prepare(
    "INSERT INTO users (email, password_hash, full_name, role, phone, created_at) VALUES (?, 'x', 'Seeded', 'farmer', ?, ?) RETURNING id",
  )
    .bind(`seed-${crypto.randomUUID()}@example.ng`, phone, createdAt)
    .first<{ id: number }>();
  return row?.id as number;
}

async function phoneOf(id: number) {
  return (await env.DB.prepare("SELECT phone FROM users WHERE id = ?").bind(id).first<{ phone: string | null }>())?.phone;
}

async function tableCounts(): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
  ).all<{ name: string }>();
  const counts: Record<string, number> = {};
  for (const { name } of results) {
    counts[name] = (await env.DB.prepare(`SELECT count(*) AS n FROM "${name}"`).first<{ n: number }>())?.n ?? 0;
  }
  return counts;
}

describe("phone normalization migration", () => {
  it("stores E.164, clears what is not a Nigerian mobile number, and gives a shared number to the oldest account", async () => {
    const e164 = uniquePhone();
    const national = e164.slice(4);
    const other = uniquePhone();
    const oldest = await seedUser(`${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`, "2023-12-01T00:00:00.000Z");
    const middle = await seedUser(`0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`, "2024-01-01T00:00:00.000Z");
    const newest = await seedUser(`+234 ${national}`, "2024-02-01T00:00:00.000Z");
    const plain = await seedUser(`234${other.slice(4)}`, "2024-03-01T00:00:00.000Z");
    const foreign = await seedUser("+1 415 555 0100", "2024-03-01T00:00:00.000Z");
    const junk = await seedUser("call me", "2024-03-01T00:00:00.000Z");
    const none = await seedUser(null, "2024-03-01T00:00:00.000Z");
    // As it ran in production: before 0014 made phones unique.
    await apply(normalization, undefined, [
      ["DROP INDEX `users_phone_confirmed_unique`"],
      ["CREATE UNIQUE INDEX `users_phone_confirmed_unique` ON `users` (`phone`) WHERE phone IS NOT NULL AND phone_confirmed = 1"],
    ]);
    expect(await phoneOf(oldest)).toBe(e164);
    expect(await phoneOf(middle)).toBeNull();
    expect(await phoneOf(newest)).toBeNull();
    expect(await phoneOf(plain)).toBe(other);
    for (const id of [foreign, junk, none]) expect(await phoneOf(id)).toBeNull();
  });
});

describe("users rebuild migration", () => {
  it("keeps every row of every table, the sessions, indexes, foreign keys and search", async () => {
    const farmer = await registerUser("farmer", { phone: uniquePhone() });
    const listing = await createListing(farmer.token, { title: "Rebuild sorghum" });
    expect(listing.status).toBe(201);
    const course = await env.DB.prepare("SELECT id FROM courses LIMIT 1").first<{ id: number }>();
    const lesson = await env.DB.prepare("SELECT id FROM lessons WHERE course_id = ? LIMIT 1").bind(course?.id).first<{ id: number }>();
    const group = await env.DB.prepare("INSERT INTO chat_groups (name, creator_id, status) VALUES ('Rebuild', ?, 'approved') RETURNING id")
      .bind(farmer.user.id)
      .first<{ id: number }>();
    const session = await env.DB.prepare("SELECT id FROM sessions WHERE user_id = ?").bind(farmer.user.id).first<{ id: string }>();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO enrollments (user_id, course_id) VALUES (?, ?)").bind(farmer.user.id, course?.id),
      env.DB.prepare("INSERT INTO lesson_progress (user_id, lesson_id) VALUES (?, ?)").bind(farmer.user.id, lesson?.id),
      env.DB.prepare("INSERT INTO quiz_attempts (user_id, course_id, score, attempted_at) VALUES (?, ?, 3, '2026-01-01T00:00:00Z')").bind(
        farmer.user.id,
        course?.id,
      ),
      env.DB.prepare("INSERT INTO chat_room_sessions (session_id, user_id, group_id) VALUES (?, ?, ?)").bind(
        session?.id,
        farmer.user.id,
        group?.id,
      ),
      env.DB.prepare("INSERT INTO outbound_messages (channel, recipient, user_id, kind, body) VALUES ('sms', ?, ?, 'otp', 'x')").bind(
        farmer.user.phone,
        farmer.user.id,
      ),
    ]);
    // 0014 created the codes table, so when it ran there were no codes for its rebuild to lose (they cascade from users).
    await env.DB.prepare("DELETE FROM one_time_codes").run();
    const before = await tableCounts();
    const indexesBefore = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type IN ('index', 'trigger') ORDER BY name").all();
    // Applied again over live data (the codes table it also creates exists already).
    await apply(rebuild, (statement) => statement.includes("`one_time_codes`"));
    // The rebuild makes the users table as 0014 knew it; the later migration that adds a users column runs after it, as in production.
    await apply(firstVisit);
    // 0019's users column and its index (its new tables outlive the rebuild).
    await apply(safety, (statement) => !/ALTER TABLE `users`|`users_suspended_idx`/.test(statement));
    // 0028's users column, then 0034, which turns the rebuild's unique phone index into the confirmed-only one.
    await apply(contactPreference);
    await apply(confirmation);
    // 0035's users column (ADR 053).
    await apply(contactFreeze);
    expect(await tableCounts()).toEqual(before);
    expect((await env.DB.prepare("SELECT name FROM sqlite_master WHERE type IN ('index', 'trigger') ORDER BY name").all()).results).toEqual(
      indexesBefore.results,
    );
    const message = await env.DB.prepare("SELECT user_id FROM outbound_messages WHERE recipient = ?").bind(farmer.user.phone).first();
    expect(message).toEqual({ user_id: farmer.user.id });
    // The session still signs in, and the search triggers still index a change.
    expect((await call("GET", "/api/auth/me", { token: farmer.token })).status).toBe(200);
    const foreignKeys = await env.DB.prepare(`SELECT "table", on_delete FROM pragma_foreign_key_list('sessions')`).all();
    expect(foreignKeys.results).toEqual([{ table: "users", on_delete: "CASCADE" }]);
    await env.DB.prepare("UPDATE listings SET title = 'Rebuild millet', status = 'approved' WHERE id = ?").bind(listing.json.id).run();
    const found = await call("GET", "/api/listings?q=millet&limit=50");
    expect(found.json.map((row: { id: number }) => row.id)).toContain(listing.json.id);
    const noEmail = await env.DB.prepare(
      "INSERT INTO users (email, password_hash, full_name, role) VALUES (NULL, 'x', 'Phone only', 'farmer') RETURNING id",
    ).first();
    expect(noEmail).toHaveProperty("id");
  });
});

describe("phone confirmation migration", () => {
  /** The account's phone as the migration leaves it, after the column is reset to what 0034 found before it ran. */
  async function migrated(ids: number[]) {
    await env.DB.prepare(`UPDATE users SET phone_confirmed = 0 WHERE id IN (${ids.map(() => "?").join(",")})`)
      .bind(...ids)
      .run();
    const update = confirmation
      .split("--> statement-breakpoint")
      .map((statement) => statement.trim())
      .find((statement) => statement.includes("UPDATE `users`"));
    await env.DB.prepare(update as string).run();
    const rows = await env.DB.prepare(`SELECT id, phone, phone_confirmed FROM users WHERE id IN (${ids.map(() => "?").join(",")})`)
      .bind(...ids)
      .all<{ id: number; phone: string | null; phone_confirmed: number }>();
    return Object.fromEntries(rows.results.map((row) => [row.id, row.phone_confirmed === 1]));
  }

  const post = (token: string, path: string, body: unknown) =>
    call("POST", path, { token, body, headers: { "cf-connecting-ip": unique().address } });

  it("confirms numbers set through Change phone's code, and leaves numbers given at registration as claims", async () => {
    // Set from the profile: the code sent to the number was typed back.
    const changed = await registerUser("farmer");
    const phone = uniquePhone();
    await post(changed.token, "/api/users/contact", { phone, currentPassword: changed.password });
    expect((await post(changed.token, "/api/users/contact/confirm", { phone, code: await lastCode(phone) })).status).toBe(200);
    // Given at registration only (before confirmation existed, no code was ever sent).
    const registered = await env.DB.prepare(
      "INSERT INTO users (email, password_hash, full_name, role, phone) VALUES (?, 'x', 'Registered', 'farmer', ?) RETURNING id",
    )
      .bind(unique().email, uniquePhone())
      .first<{ id: number }>();
    // Asked to change to a number, never typed the code: the number was never applied, the old one stays a claim.
    const asked = await env.DB.prepare(
      "INSERT INTO users (email, password_hash, full_name, role, phone) VALUES (?, 'x', 'Asked', 'buyer', ?) RETURNING id",
    )
      .bind(unique().email, uniquePhone())
      .first<{ id: number }>();
    const askedToken = await registerUser("buyer");
    const other = uniquePhone();
    await post(askedToken.token, "/api/users/contact", { phone: other, currentPassword: askedToken.password });
    await env.DB.prepare("UPDATE one_time_codes SET user_id = ? WHERE recipient = ?").bind(asked?.id, other).run();

    const confirmed = await migrated([changed.user.id, registered?.id as number, asked?.id as number]);
    expect(confirmed).toEqual({ [changed.user.id]: true, [registered?.id as number]: false, [asked?.id as number]: false });
  });
});
