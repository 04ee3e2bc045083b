// Writes the end-to-end server's wrangler config: wrangler.toml with every rate limit raised, so a journey
// never meets a 429 because the machine ran its tests fast. The production config is never changed: this
// copy lives under .wrangler/ (git-ignored) and only scripts/e2e-server.mjs passes it to `wrangler dev`.
// The limits themselves are asserted against the real wrangler.toml in test/rate-limits.test.ts.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

const E2E_LIMIT = 1_000_000;

/** The e2e copy of a wrangler.toml text: same bindings, paths made absolute, limits raised. */
export function e2eConfig(toml, root) {
  const absolute = (path) => JSON.stringify(resolve(root, path));
  return toml
    .replace(/^main = "(.+)"$/m, (_, path) => `main = ${absolute(path)}`)
    .replace(/^directory = "(.+)"$/m, (_, path) => `directory = ${absolute(path)}`)
    .replace(/^migrations_dir = "(.+)"$/m, (_, path) => `migrations_dir = ${absolute(path)}`)
    .replace(/^"virtual:remix\/server-build" = "(.+)"$/m, (_, path) => `"virtual:remix/server-build" = ${absolute(path)}`)
    .replace(/simple = \{ limit = \d+, period = (\d+) \}/g, (_, period) => `simple = { limit = ${E2E_LIMIT}, period = ${period} }`);
}

/** Writes the copy (and the local secrets beside it, where wrangler looks for them); returns its path. */
export function writeE2eConfig(root = process.cwd(), target = ".wrangler/e2e-config/wrangler.toml") {
  const path = resolve(root, target);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, e2eConfig(readFileSync(resolve(root, "wrangler.toml"), "utf8"), root));
  writeFileSync(resolve(dirname(path), ".dev.vars"), readFileSync(resolve(root, ".dev.vars")), { mode: 0o600 });
  return path;
}
