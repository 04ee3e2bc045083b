// Runs in Node before the page tests (vitest `globalSetup` of the `pages` and `sweeps` projects): their Worker draws
// pages with the Remix build (build/server/index.js), so the build must be that of the sources as they are now. When
// an edit made it stale, this builds again before any page test runs, and again before a watch-mode rerun.
import type { TestProject } from "vitest/node";
import { ensurePageBuild } from "../scripts/lib/page-build.mjs";

export default function setup(project: TestProject) {
  ensurePageBuild();
  project.onTestsRerun(async () => ensurePageBuild());
}
