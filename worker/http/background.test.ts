// Issue 32, finding 13: work after the answer never leaves an uncaught rejection behind (ADR 074).
import { readdirSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inBackground } from "./background";

/** An execution context that keeps what it was handed, as workerd does until the work ends. */
function context() {
  const handed: Promise<unknown>[] = [];
  return { handed, ctx: { waitUntil: (promise: Promise<unknown>) => void handed.push(promise) } };
}

afterEach(() => vi.restoreAllMocks());

describe("work after the answer", () => {
  it("catches a failure and logs what the work was, so workerd never sees an uncaught rejection", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { handed, ctx } = context();
    inBackground(ctx, "push to an unreachable service", async () => {
      throw new Error("internal error");
    });
    inBackground(ctx, "a promise already on its way", Promise.reject(new Error("D1 busy")));
    expect(handed).toHaveLength(2);
    await expect(Promise.all(handed)).resolves.toEqual([undefined, undefined]);
    expect(logged.mock.calls.map(([message, error]) => [message, String(error)])).toEqual([
      ["Background task failed: push to an unreachable service", "Error: internal error"],
      ["Background task failed: a promise already on its way", "Error: D1 busy"],
    ]);
  });

  it("starts the work at once and lets the context wait for its end", async () => {
    const { handed, ctx } = context();
    const steps: string[] = [];
    inBackground(ctx, "two steps", async () => {
      steps.push("started");
      await Promise.resolve();
      steps.push("ended");
    });
    expect(steps).toEqual(["started"]);
    await Promise.all(handed);
    expect(steps).toEqual(["started", "ended"]);
  });

  it("is the only way the Worker hands work to waitUntil", () => {
    const root = new URL("../", import.meta.url);
    const sources = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && path !== "http/background.ts",
    );
    expect(sources.length).toBeGreaterThan(50);
    const raw = sources.filter((path) => /\.waitUntil\(/.test(readFileSync(new URL(path, root), "utf8")));
    expect(raw).toEqual([]);
  });
});
