import { test as base, expect } from "@playwright/test";

export const DEMO_ROLES = ["admin", "farmer", "buyer", "supplier"] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];
export const DEMO_PASSWORD = "demo1234";

export const storageStatePath = (role: DemoRole) => `e2e/.auth/${role}.json`;

/** `test.use(signedInAs("farmer"))` makes every page in a file open signed in as that demo account. */
export const signedInAs = (role: DemoRole) => ({ storageState: storageStatePath(role) });

let counter = 0;
export function uniqueEmail(prefix: string) {
  counter++;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.ng`;
}

// biome-ignore lint/suspicious/noConfusingVoidType: Playwright types value-less fixtures as void.
export const test = base.extend<{ failOnConsoleErrors: void }>({
  // Any console error or uncaught exception in the page fails the test.
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && !/Failed to load resource: the server responded with a status of (4\d\d)/.test(message.text())) {
          problems.push(`console: ${message.text()}`);
        }
      });
      await use();
      expect(problems, "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
