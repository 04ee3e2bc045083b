// The quiz's results page keeps the order the learner answered in and their choices (issue 34, item 8).

import { describe, expect, it } from "vitest";
import { loadContent } from "./database";
import { fastUser } from "./fast-users";
import { call } from "./http";
import { storedOptions } from "./lms";

await loadContent();

const form = (fields: Record<string, string>, cookie?: string) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
});

describe("the quiz's results", () => {
  it("show the options in the order the learner answered them, with their choices ticked", async () => {
    const learner = await fastUser("buyer");
    const cookie = `gona_session=${learner.token}`;
    const slug = "seed-treatment-and-planting";
    const page = await call("GET", `/lms/${slug}/quiz`, { headers: { cookie } });
    const attempt = /name="attempt" value="([A-Za-z0-9_-]{22})"/.exec(page.text)?.[1] ?? "";
    expect(attempt).not.toBe("");
    expect(page.text).toContain(`action="/lms/${slug}/quiz?attempt=${attempt}"`);
    const questions = (await storedOptions(slug)).length;
    const answers = Object.fromEntries(Array.from({ length: questions }, (_, index) => [`q${index}`, String(index % 2)]));
    const posted = await call(
      "POST",
      `/lms/${slug}/quiz?attempt=${attempt}`,
      form({ count: String(questions), attempt, ...answers }, cookie),
    );
    expect(posted.status).toBe(200);
    // The same attempt: same options in the same places, and each answer still ticked where it was.
    const shown = (html: string) => [
      ...html.matchAll(/<input type="radio" name="q(\d+)"[^>]*value="(\d+)"[^>]*>\s*<span>([^<]*)<\/span>/g),
    ];
    const before = shown(page.text).map((match) => `${match[1]}:${match[2]}:${match[3]}`);
    const after = shown(posted.text).map((match) => `${match[1]}:${match[2]}:${match[3]}`);
    expect(after).toEqual(before);
    for (let index = 0; index < questions; index++) {
      expect(posted.text).toMatch(new RegExp(`<input type="radio" name="q${index}"[^>]*checked=""[^>]*value="${index % 2}"`));
    }
    expect(posted.text).toContain(`href="/lms/${slug}/quiz"`);
    // A made-up attempt key is refused by the API; the page then starts a fresh attempt.
    expect((await call("GET", `/api/lms/courses/${slug}?attempt=not-a-key`, { token: learner.token })).status).toBe(400);
  });
});
