import { mkdirSync } from "node:fs";
import { type FullConfig, request } from "@playwright/test";
import { DEMO_ROLES, storageStatePath } from "./fixtures";

/** Signs each demo account in once through the API and keeps its cookie for the tests of that role. */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  mkdirSync("e2e/.auth", { recursive: true });
  for (const role of DEMO_ROLES) {
    const context = await request.newContext({ baseURL });
    const response = await context.post("/api/auth/login", { data: { email: `${role}@gona.test`, password: "demo1234" } });
    if (!response.ok()) throw new Error(`Could not sign in as ${role}: ${response.status()} ${await response.text()}`);
    await context.storageState({ path: storageStatePath(role) });
    await context.dispose();
  }
}
