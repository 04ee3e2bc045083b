import { describe, expect, it } from "vitest";
import { isAbortError } from "./aborted";

describe("isAbortError", () => {
  it("knows an aborted navigation from a failure", () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(controller.signal.reason)).toBe(true);
    expect(isAbortError(new DOMException("signal is aborted without reason", "AbortError"))).toBe(true);
    expect(isAbortError(new Error("D1 is unavailable"))).toBe(false);
    expect(isAbortError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isAbortError({ name: "AbortError" })).toBe(false);
    expect(isAbortError(undefined)).toBe(false);
  });
});
