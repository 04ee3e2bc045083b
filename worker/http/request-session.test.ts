import { describe, expect, it } from "vitest";
import { forgetSessionLookups, lookUpSession, shareSessionLookups } from "./request-session";

describe("one session check per page request", () => {
  const counting = () => {
    let lookups = 0;
    const lookup = async () => {
      lookups++;
      return null;
    };
    return { lookup, count: () => lookups };
  };

  it("a page's calls share the first lookup of a token, even when they run at once", async () => {
    const env = {};
    shareSessionLookups(env);
    const { lookup, count } = counting();
    await Promise.all([lookUpSession(env, "t", lookup), lookUpSession(env, "t", lookup), lookUpSession(env, "t", lookup)]);
    expect(count()).toBe(1);
    await lookUpSession(env, "other", lookup);
    expect(count()).toBe(2);
  });

  it("checks again after a write, and every time for a request from the network", async () => {
    const page = {};
    shareSessionLookups(page);
    const { lookup, count } = counting();
    await lookUpSession(page, "t", lookup);
    forgetSessionLookups(page);
    await lookUpSession(page, "t", lookup);
    expect(count()).toBe(2);

    const network = {};
    await lookUpSession(network, "t", lookup);
    await lookUpSession(network, "t", lookup);
    expect(count()).toBe(4);
  });
});
