import { env } from "cloudflare:workers";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormattedAnswer } from "../../app/components/FormattedAnswer";
import { loadContent } from "../../test/database";
import { fastAccount, fastUser } from "../../test/fast-users";
import { call } from "../../test/http";
import { registerAdmin } from "../../test/hub";
import { answererFor, passageAnswerer, workersAiAnswerer } from "../services/ai";
import { retrievePassages } from "../services/retrieval";

await loadContent();

const ARMYWORM_URL = "https://www.fao.org/fall-armyworm/en/";
const QUESTION = "How do I control fall armyworm in maize?";

interface Caller {
  token: string;
}
const setBadge = (userId: number, badge: "verified" | null) =>
  env.DB.prepare("UPDATE users SET verification_badge = ? WHERE id = ?").bind(badge, userId).run();

/**
 * A solved question with a unique word from a fresh, verified asker: the asker's own reply first, then
 * `replier`'s ("asker": the asker again), accepted by `solver`.
 */
async function solvedPost(replier: Caller | "asker", solver: Caller | "asker", options: { flagOnly?: boolean } = {}) {
  const asker = await fastUser("farmer");
  await setBadge(asker.id, "verified");
  const word = `benue${crypto.randomUUID().replaceAll("-", "").slice(0, 10)}`;
  const post = await call("POST", "/api/chat/hub-posts", {
    token: asker.token,
    body: { title: `Sweet potato weevil ${word}`, content: `Weevil tunnels in my sweet potato roots, ${word} weevil weevil.` },
  });
  await call("POST", `/api/chat/hub-posts/${post.json.id}/replies`, { token: asker.token, body: { content: "Buy my powder." } });
  const reply = await call("POST", `/api/chat/hub-posts/${post.json.id}/replies`, {
    token: (replier === "asker" ? asker : replier).token,
    body: { content: "Hill up soil over the cracks." },
  });
  expect(reply.status).toBe(201);
  const body = options.flagOnly ? { is_solved: true } : { is_solved: true, reply_id: reply.json.id };
  const solved = await call("PUT", `/api/chat/hub-posts/${post.json.id}/solved`, {
    token: (solver === "asker" ? asker : solver).token,
    body,
  });
  expect(solved.status).toBe(200);
  return { id: post.json.id as number, word, asker };
}

describe("Ask AI retrieval", () => {
  it("finds the fall armyworm document first for an armyworm question", async () => {
    const passages = await retrievePassages(env.DB, QUESTION);
    expect(passages[0]?.url).toBe(ARMYWORM_URL);
    expect(passages[0]?.text).toMatch(/funnel/i);
  });

  it("answers with the armyworm guide cited as a source", async () => {
    const user = await fastAccount("farmer");
    const result = await call("POST", "/api/ai/ask", { token: user.token, body: { question: QUESTION } });
    expect(result.status).toBe(200);
    // The source names the sections the answer quotes.
    expect(result.json.sources[0]).toEqual({
      title: expect.stringMatching(/Fall armyworm/),
      url: ARMYWORM_URL,
      sections: expect.arrayContaining(["Control without chemicals first"]),
      language: "en",
    });
    expect(result.json.answer).toMatch(/armyworm/i);
    // No model locally: the answer says it was composed from the guides, so the page labels it that way.
    expect(result.json.generated_by).toBe("guides");
  });

  it("serves a solved post only when its accepted answer is another member's, verified or approved by an admin", async () => {
    const helper = await fastAccount("buyer");
    const admin = await registerAdmin();
    const cases = {
      selfAnswered: await solvedPost("asker", "asker"),
      selfAnsweredAdminSolved: await solvedPost("asker", admin),
      unverifiedHelper: await solvedPost(helper, "asker"),
      flagOnly: await solvedPost(helper, "asker", { flagOnly: true }),
      adminApproved: await solvedPost(helper, admin),
    };
    const found = async (post: { word: string }) =>
      (await retrievePassages(env.DB, `How do I stop ${post.word}?`)).filter((passage) => passage.kind === "post");
    expect(await found(cases.selfAnswered)).toEqual([]);
    expect(await found(cases.selfAnsweredAdminSolved)).toEqual([]);
    expect(await found(cases.unverifiedHelper)).toEqual([]);
    expect(await found(cases.flagOnly)).toEqual([]);
    expect((await found(cases.adminApproved)).map((passage) => passage.url)).toEqual([`/farmers-hub/posts/${cases.adminApproved.id}`]);

    await setBadge(helper.user.id, "verified");
    const verified = await found(cases.unverifiedHelper);
    expect(verified.map((passage) => passage.url)).toEqual([`/farmers-hub/posts/${cases.unverifiedHelper.id}`]);
    // The accepted reply is the answer, not the asker's earlier self-promotion.
    expect(verified[0]?.text).toContain("Answer from the community: Hill up soil over the cracks.");
    expect(verified[0]?.text).not.toContain("Buy my powder");
    expect((await found(cases.flagOnly)).map((passage) => passage.url)).toEqual([]);

    const asked = await call("POST", "/api/ai/ask", { token: helper.token, body: { question: `${cases.unverifiedHelper.word} tunnels` } });
    expect(asked.json.sources).toContainEqual({
      title: `Farmers Hub Q&A: Sweet potato weevil ${cases.unverifiedHelper.word}`,
      url: `/farmers-hub/posts/${cases.unverifiedHelper.id}`,
      sections: [],
    });
    expect(asked.json.answer).toContain("Hill up soil over the cracks.");
    // A revoked badge takes effect at once (eligibility is read at query time).
    await setBadge(helper.user.id, null);
    expect(await found(cases.unverifiedHelper)).toEqual([]);
  });

  it("says so and offers the Q&A tab when nothing matches", async () => {
    const user = await fastAccount("farmer");
    const result = await call("POST", "/api/ai/ask", { token: user.token, body: { question: "xylophone quantum zebra" } });
    expect(result.json.sources).toEqual([]);
    expect(result.json.answer).toMatch(/could not find/i);
    expect(result.json.post_question_url).toBe("/farmers-hub?tab=posts&ask=1&title=xylophone%20quantum%20zebra");
  });

  it("sends a question the guides do not cover to the community, prefilled, though it shares words with them", async () => {
    const user = await fastAccount("farmer");
    // "disease", "keep" and "feed" are in the guides; chickens, Newcastle disease and catfish are not.
    for (const question of ["How do I vaccinate my chickens against Newcastle disease?", "What is the best feed for catfish in my pond?"]) {
      const result = await call("POST", "/api/ai/ask", { token: user.token, body: { question } });
      expect(result.json).toMatchObject({
        sources: [],
        details: [],
        post_question_url: `/farmers-hub?tab=posts&ask=1&title=${encodeURIComponent(question)}`,
      });
      expect(result.json.answer).toMatch(/could not find/i);
    }
    // The reviewer's two questions: the water section for a wilting dry-season tomato, the planting time for Kano.
    const tomato = await call("POST", "/api/ai/ask", {
      token: user.token,
      body: { question: "My tomato is wilting in the dry season. What should I do?" },
    });
    expect(tomato.json.sources[0]).toMatchObject({ sections: expect.arrayContaining(["Nutrition and water"]) });
    expect(tomato.json.summary).toMatch(/Irrigate regularly/);
    // Kano's own window leads (the Sudan savanna's June), not the south's March-April that opens the maize guide (#34).
    const kano = await call("POST", "/api/ai/ask", { token: user.token, body: { question: "when should I plant maize in Kano" } });
    expect(kano.json.sources[0]).toMatchObject({
      sections: [expect.stringMatching(/^Sudan savanna \(Kano/), ...kano.json.sources[0].sections.slice(1)],
    });
    expect(kano.json.summary.split("\n")[0]).toMatch(/June/);
    expect(kano.json.summary.split("\n")[0]).not.toMatch(/March|south/);
    const hausa = await retrievePassages(env.DB, "yaushe zan shuka masara a Kano", "ha");
    expect(hausa[0]).toMatchObject({ slug: "planting-calendar", sectionKey: expect.stringMatching(/^Sudan savanna/), language: "ha" });
    const kaduna = await retrievePassages(env.DB, "When should I plant maize in Kaduna?");
    expect(kaduna[0]?.sectionKey).toMatch(/^Northern Guinea savanna \(Kaduna/);
    // A place in a question that does not ask "when" picks no zone: the armyworm's control still leads.
    const armyworm = await retrievePassages(env.DB, "How do I control fall armyworm in Kano?");
    expect(armyworm[0]?.slug).toBe("fall-armyworm");
    expect(armyworm.map((passage) => passage.slug)).not.toContain("planting-calendar");
  });

  it("validates the question, needs a signed-in user and rate limits per user", async () => {
    const user = await fastAccount("farmer");
    expect((await call("POST", "/api/ai/ask", { body: { question: "maize" } })).status).toBe(401);
    expect((await call("POST", "/api/ai/ask", { token: user.token, body: { question: "  " } })).status).toBe(400);
    expect((await call("POST", "/api/ai/ask", { token: user.token, body: { question: "x".repeat(1001) } })).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await call("POST", "/api/ai/ask", { token: user.token, body: { question: "maize spacing" } })).status);
    expect(statuses.at(-1)).toBe(429);
    const limited = await call("POST", "/api/ai/ask", { token: user.token, body: { question: "maize spacing" } });
    expect(limited.json.error).toMatch(/wait a minute/);
  });
});

describe("answerers", () => {
  it("uses the model's answer when Workers AI works, given only the passages", async () => {
    const passages = await retrievePassages(env.DB, QUESTION);
    let prompt = "";
    const ai = {
      run: async (_model: string, input: { messages: { content: string }[] }) => {
        prompt = input.messages.map((message) => message.content).join("\n");
        return { response: "- Scout weekly [1]" };
      },
    };
    const answer = await workersAiAnswerer(ai as never).answer(QUESTION, passages);
    // The model's words lead; the passages it was given follow, to be folded on the page.
    expect(answer).toMatchObject({ text: "- Scout weekly [1]", generatedBy: "model", summary: "- Scout weekly [1]" });
    expect(answer.details.map((detail) => detail.heading)).toEqual(passages.map((passage) => passage.section));
    expect(prompt).toContain('<passage n="1" source="knowledge-base" title="Fall armyworm');
  });

  it("falls back to an answer composed from the passages when the binding throws", async () => {
    const passages = await retrievePassages(env.DB, QUESTION);
    const ai = {
      run: async () => {
        throw new Error("Binding AI needs to be run remotely");
      },
    };
    const answer = await workersAiAnswerer(ai as never).answer(QUESTION, passages);
    expect(answer).toEqual(await passageAnswerer.answer(QUESTION, passages));
    expect(answer.generatedBy).toBe("guides");
    expect(answer.text).toMatch(/into the funnel/);
    // The control sections lead: the question asks how to control the pest.
    expect(answer.text.indexOf("**Control without chemicals first** [1]")).toBeLessThan(answer.text.indexOf("**When you spray** [1]"));
  });

  it("asks Workers AI only in production: locally the binding can only fail, so the guides answer without calling it", async () => {
    const passages = await retrievePassages(env.DB, QUESTION);
    let calls = 0;
    const ai = {
      run: async () => {
        calls++;
        return { response: "From the model" };
      },
    };
    for (const APP_ENV of ["development", "test"]) {
      expect((await answererFor({ AI: ai as never, APP_ENV }).answer(QUESTION, passages)).generatedBy).toBe("guides");
    }
    expect(calls).toBe(0);
    expect((await answererFor({ AI: ai as never, APP_ENV: "production" }).answer(QUESTION, passages)).generatedBy).toBe("model");
    expect(calls).toBe(1);
  });

  it("renders an answer containing HTML or a script as inert text", () => {
    const html = renderToStaticMarkup(
      createElement(FormattedAnswer, {
        text: '**Tip** <script>alert("x")</script>\n\n- <img src=x onerror=alert(1)>\n- [1] plain',
      }),
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("<strong>Tip</strong>");
    expect(html).toContain("<li>&lt;img src=x onerror=alert(1)&gt;</li>");
  });
});
