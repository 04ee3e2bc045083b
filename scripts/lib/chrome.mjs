// The one Chromium every browser tool here drives (Playwright's journeys, Lighthouse): Debian's, unless CHROME_PATH
// names another, with the flags that keep it quiet and network-free on a CI machine.
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Flags after the headless one, which differs by tool. */
export const CHROME_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
