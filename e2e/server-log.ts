/** Where `scripts/serve.mjs` writes the local server's request log during the browser tests (GONA_SERVER_LOG). */
export const SERVER_LOG = ".wrangler/e2e-server.log";
