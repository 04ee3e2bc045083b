// The R2 side of backup and restore: every object of the media bucket (listing photos and their thumbnails,
// verification documents) with its key, bytes, content type and custom metadata.
//
// How: through wrangler's getPlatformProxy, which hands Node the same R2 binding the Worker gets. Locally it is
// miniflare's store in the state directory (<stateDir>/v3, what `wrangler dev --persist-to` and the seed use);
// with --remote the binding is marked `remote` and wrangler proxies it to the real bucket (needs `wrangler login`).
// One proxy per run, so thousands of objects cost one startup, not one `wrangler r2 object get` process each (that
// command also prints no content type, and wrangler has no command that lists a bucket).
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { getPlatformProxy, unstable_readConfig } from "wrangler";
import { read as readDatabase } from "./d1-cli.mjs";

/** The bucket the Worker binds as BUCKET, named as wrangler.toml names it. */
export function bucketName() {
  const bucket = (unstable_readConfig({ config: "wrangler.toml" }).r2_buckets ?? []).find((entry) => entry.binding === "BUCKET");
  if (!bucket?.bucket_name) throw new Error("wrangler.toml has no R2 bucket bound as BUCKET");
  return bucket.bucket_name;
}

/**
 * Opens the media bucket of a target (see d1-cli.mjs `target`) and runs `work(bucket)`, always closing the proxy.
 * The proxy gets a config of its own holding only that binding: the app's other bindings (AI, Durable Objects)
 * are not needed and would only slow the start or, remotely, ask for more.
 */
export async function withBucket(where, work) {
  const dir = mkdtempSync(join(tmpdir(), "gona-r2-"));
  const config = join(dir, "wrangler.json");
  writeFileSync(
    config,
    JSON.stringify({
      name: "gona-backup",
      compatibility_date: "2026-04-20",
      r2_buckets: [{ binding: "BUCKET", bucket_name: bucketName(), ...(where.remote ? { remote: true } : {}) }],
    }),
  );
  const proxy = await getPlatformProxy({
    configPath: config,
    persist: where.remote ? false : { path: resolve(where.stateDir, "v3") },
    remoteBindings: where.remote,
  });
  try {
    return await work(proxy.env.BUCKET);
  } finally {
    await proxy.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

/** Every object in the bucket, listed page by page (R2 returns at most 1,000 a call). */
export async function listAll(bucket) {
  const objects = [];
  let cursor;
  do {
    const page = await bucket.list({ cursor, include: ["httpMetadata", "customMetadata"] });
    objects.push(...page.objects);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return objects;
}

/** One object's bytes and description, or null when it is not there. */
async function read(bucket, key) {
  const object = await bucket.get(key);
  if (!object) return null;
  const bytes = Buffer.from(await object.arrayBuffer());
  return {
    bytes,
    entry: {
      key,
      size: bytes.length,
      sha256: sha256(bytes),
      contentType: object.httpMetadata?.contentType ?? null,
      customMetadata: { ...(object.customMetadata ?? {}) },
    },
  };
}

/**
 * Copies every object into `dir`, each file named by the sha256 of its bytes (keys hold slashes; equal files are
 * kept once). Returns the manifest entries, sorted by key. An object deleted between the listing and its read
 * (a listing removed meanwhile) is left out.
 */
export async function backupObjects(where, dir) {
  mkdirSync(dir, { recursive: true });
  return withBucket(where, async (bucket) => {
    const entries = [];
    for (const { key } of await listAll(bucket)) {
      const object = await read(bucket, key);
      if (!object) continue;
      writeFileSync(join(dir, object.entry.sha256), object.bytes);
      entries.push(object.entry);
    }
    return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  });
}

/** A backup's file for one object, or an error naming the object when it is missing or not what the manifest says. */
function objectFile(dir, entry) {
  let bytes;
  try {
    bytes = readFileSync(join(dir, entry.sha256));
  } catch {
    throw new Error(`the backup has no file for R2 object ${entry.key} (${join(dir, entry.sha256)})`);
  }
  if (sha256(bytes) !== entry.sha256 || bytes.length !== entry.size) {
    throw new Error(`the backup's file for R2 object ${entry.key} does not match its manifest (altered or damaged)`);
  }
  return bytes;
}

/** Every object file of a backup checked against the manifest, before anything is written: the problems, or []. */
export function checkObjectFiles(dir, entries) {
  const problems = [];
  for (const entry of entries) {
    try {
      objectFile(dir, entry);
    } catch (error) {
      problems.push(error.message);
    }
  }
  return problems;
}

/**
 * Puts every object of a backup back, then reads each one again and compares bytes, size, content type and custom
 * metadata with the manifest. Returns the differences (empty when all is well). A bucket holding objects the backup
 * does not is refused before anything is written. Files are read one at a time (and checked again as they are).
 */
export async function restoreObjects(where, dir, entries) {
  return withBucket(where, async (bucket) => {
    // Into an empty bucket only (or one holding nothing but this backup's own objects, after a restore that stopped).
    const keys = new Set(entries.map((entry) => entry.key));
    const foreign = (await listAll(bucket)).filter((object) => !keys.has(object.key));
    if (foreign.length) {
      throw new Error(
        `the target R2 bucket is not empty (${foreign.length} objects the backup does not hold, e.g. ${foreign[0].key}). Restore only into a fresh bucket.`,
      );
    }
    for (const entry of entries) {
      await bucket.put(entry.key, objectFile(dir, entry), {
        ...(entry.contentType ? { httpMetadata: { contentType: entry.contentType } } : {}),
        customMetadata: entry.customMetadata ?? {},
      });
    }
    return compareObjects(bucket, entries);
  });
}

/** What differs between the bucket and manifest entries: missing objects, other bytes, other content types. */
export async function compareObjects(bucket, entries) {
  const problems = [];
  for (const entry of entries) {
    const object = await read(bucket, entry.key);
    if (!object) {
      problems.push(`R2 ${entry.key}: missing`);
      continue;
    }
    const got = object.entry;
    if (got.sha256 !== entry.sha256 || got.size !== entry.size)
      problems.push(
        `R2 ${entry.key}: backup ${entry.size} bytes sha256 ${entry.sha256.slice(0, 12)}, restored ${got.size} bytes sha256 ${got.sha256.slice(0, 12)}`,
      );
    if (got.contentType !== entry.contentType)
      problems.push(`R2 ${entry.key}: content type ${got.contentType}, backup ${entry.contentType}`);
    if (JSON.stringify(got.customMetadata) !== JSON.stringify(entry.customMetadata ?? {}))
      problems.push(`R2 ${entry.key}: custom metadata differs`);
  }
  return problems;
}

/**
 * The R2 keys the database points at: listing photos and thumbnails, verification documents, group voice notes. Every one of them must
 * be in the bucket after a restore; a new column that holds R2 keys belongs here too.
 */
export const referencesRead = {
  statements: [
    "SELECT r2_key AS k FROM listing_images UNION SELECT thumb_key FROM listing_images WHERE thumb_key IS NOT NULL UNION SELECT document_key FROM verification_requests UNION SELECT audio_key FROM group_messages WHERE audio_key IS NOT NULL",
  ],
  parse: ([rows]) => rows.map((row) => row.k),
};
export const referencedKeys = (where) => readDatabase(where, referencesRead)[0];
