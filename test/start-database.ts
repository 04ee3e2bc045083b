// Each workerd test file starts from its own copy of the migrated test database (vitest `setupFiles`).
import { startDatabase } from "./database";

await startDatabase();
