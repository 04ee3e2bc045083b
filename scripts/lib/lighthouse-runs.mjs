/**
 * `times` Lighthouse runs of one page made by `audit()`. A run whose trace failed (NO_NAVSTART and the like) has no
 * figures: it is repeated, up to twice per page, rather than counted; after that it is kept as it is.
 */
export async function tracedRuns(times, path, audit) {
  const runs = [];
  for (let retries = 0; runs.length < times; ) {
    const run = await audit();
    if (run?.lhr.runtimeError) {
      console.log(`  ${path}: ${run.lhr.runtimeError.code} ${run.lhr.runtimeError.message}`);
      if (retries++ < 2) continue;
    }
    runs.push(run);
  }
  return runs;
}
