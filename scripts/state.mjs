// Where local D1/R2/Durable Object state lives. GONA_STATE_DIR lets the end-to-end tests use their own copy.
export const stateDir = process.env.GONA_STATE_DIR || ".wrangler/state";
export const persistArgs = ["--persist-to", stateDir];
export const wranglerEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: process.env.CI ?? "true" };
