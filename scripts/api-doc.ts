// Writes docs/api.md from the route book (worker/api/route-book.ts). `npm run api:doc`; a unit test fails when the
// file is not what this would write.
import { writeFileSync } from "node:fs";
import { renderApiMarkdown } from "../worker/api/openapi";
import { ROUTE_BOOK } from "../worker/api/route-book";

writeFileSync(new URL("../docs/api.md", import.meta.url), renderApiMarkdown(ROUTE_BOOK));
console.log(`docs/api.md: ${ROUTE_BOOK.length} routes`);
