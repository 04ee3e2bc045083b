// The app Worker that is deployed and served (wrangler.toml `main`): worker/app-worker.ts with its pages drawn by the
// Remix build. "virtual:remix/server-build" is the name Remix's Vite plugin gives the server build; `npm run build`
// writes it to build/server/index.js, where wrangler.toml's [alias] and the page tests (vitest.config.ts) find it.

import * as build from "virtual:remix/server-build";
import { createRequestHandler } from "@remix-run/cloudflare";
import { appWorker } from "./app-worker";

export { GroupRoom } from "../party/group-room";
export { UserRoom } from "../party/user-room";

export default appWorker(createRequestHandler(build));
