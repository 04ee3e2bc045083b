// The app Worker without its pages: /api/*, /parties/* and the crons exactly as worker/index.ts serves them, and no
// Remix build at all. The API tests run against it (vitest.config.ts), so they need no `npm run build` and never meet
// a stale one; every page address answers 404 here.
import { appWorker } from "./app-worker";

export { GroupRoom } from "../party/group-room";
export { UserRoom } from "../party/user-room";

export default appWorker(null);
