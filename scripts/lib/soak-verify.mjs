// The soak's proof: every write that got a 2xx is in D1 exactly once (and nothing the soak did not get a 2xx for
// is there), uploaded photos come back byte for byte, and every accepted chat message reached the room listeners.
import { createHash } from "node:crypto";
import { query, target } from "./d1-cli.mjs";

const list = (values) => values.map((value) => `'${String(value).replaceAll("'", "''")}'`).join(", ");

export async function verify({ run, written, stateDir, http, listeners, emails }) {
  const problems = [];
  const where = target({ stateDir });
  const [users, sessions, requests, messages, uploads] = query(
    [
      `SELECT email, count(*) AS n FROM users WHERE email LIKE 'soak-${run}-%' GROUP BY email`,
      `SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email IN (${list(emails)})`,
      `SELECT id, status, message FROM purchase_requests WHERE message LIKE 'soak ${run} %'`,
      `SELECT id, group_id, content FROM group_messages WHERE content LIKE 'soak ${run} %'`,
      `SELECT l.id, l.title, (SELECT count(*) FROM listing_images i WHERE i.listing_id = l.id) AS images FROM listings l WHERE l.title LIKE 'Soak upload ${run} %'`,
    ].join("; "),
    where,
  );

  // Registrations: each e-mail once, and no account the soak did not get a 201 for.
  const userCounts = new Map(users.map((row) => [row.email, row.n]));
  for (const email of written.users) if (userCounts.get(email) !== 1) problems.push(`user ${email}: ${userCounts.get(email) ?? 0} rows`);
  if (users.length !== written.users.length) problems.push(`users: ${users.length} rows for ${written.users.length} registrations`);

  // Sign-ins: each session the API issued is stored (its id is the primary key, so at most once).
  const stored = new Set(sessions.map((row) => row.id));
  const missingSessions = written.sessions.filter((id) => !stored.has(id));
  if (missingSessions.length) problems.push(`sessions: ${missingSessions.length} of ${written.sessions.length} missing`);

  // Purchase requests: the same ids, each once, each with the last status the seller got a 2xx for.
  const requestRows = new Map();
  for (const row of requests) requestRows.set(row.message, [...(requestRows.get(row.message) ?? []), row]);
  for (const [id, expected] of written.requests) {
    const rows = requestRows.get(expected.message) ?? [];
    if (rows.length !== 1 || rows[0].id !== id || rows[0].status !== expected.status) {
      problems.push(`purchase request ${id}: expected once as ${expected.status}, found ${JSON.stringify(rows)}`);
    }
  }
  if (requests.length !== written.requests.size)
    problems.push(`purchase requests: ${requests.length} rows for ${written.requests.size} accepted`);

  // Chat messages: the same ids in the same groups, each content once.
  const byContent = new Map();
  for (const row of messages) byContent.set(row.content, [...(byContent.get(row.content) ?? []), row]);
  for (const [id, expected] of written.messages) {
    const rows = byContent.get(expected.content) ?? [];
    if (rows.length !== 1 || rows[0].id !== id || rows[0].group_id !== expected.groupId)
      problems.push(`message ${id}: found ${JSON.stringify(rows)}`);
  }
  if (messages.length !== written.messages.size) problems.push(`messages: ${messages.length} rows for ${written.messages.size} accepted`);

  // Uploads: each listing once with its one photo, and the photo served back unchanged from R2.
  const uploadRows = new Map();
  for (const row of uploads) uploadRows.set(row.title, [...(uploadRows.get(row.title) ?? []), row]);
  for (const upload of written.uploads) {
    const rows = uploadRows.get(upload.title) ?? [];
    if (rows.length !== 1 || rows[0].id !== upload.id || rows[0].images !== 1)
      problems.push(`upload ${upload.title}: found ${JSON.stringify(rows)}`);
    const photo = await http.send(upload.images[0], { token: upload.token });
    const sum = createHash("sha256").update(photo.bytes).digest("hex");
    if (!photo.ok || sum !== upload.sha256) problems.push(`upload ${upload.title}: photo ${photo.status}, sha256 ${sum.slice(0, 12)}`);
  }
  if (uploads.length !== written.uploads.length)
    problems.push(`uploads: ${uploads.length} listings for ${written.uploads.length} accepted`);

  // Chat delivery: each listener shows every accepted message of its group (live or by backfill), none twice live.
  let delivered = 0;
  for (const listener of listeners) {
    const expected = [...written.messages].filter(([, message]) => message.groupId === listener.groupId).map(([id]) => id);
    const missing = expected.filter((id) => !listener.shown.has(id));
    const twice = listener.duplicates();
    delivered += expected.length - missing.length;
    if (missing.length) problems.push(`group ${listener.groupId}: ${missing.length} accepted messages never shown`);
    if (twice.length) problems.push(`group ${listener.groupId}: ${twice.length} messages delivered twice live`);
  }

  const checked = written.users.length + written.sessions.length + written.requests.size + written.messages.size + written.uploads.length;
  return { problems, checked, delivered };
}
