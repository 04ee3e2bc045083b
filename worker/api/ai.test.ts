import { env } from "cloudflare:workers";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormattedAnswer } from "../../app/components/FormattedAnswer";
import { call, registerUser } from "../../test/http";
import { passageAnswerer, workersAiAnswerer } from "../services/ai";
import { retrievePassages } from "../services/retrieval";

const ARMYWORM_URL = "https://www.fao.org/fall-armyworm/en/";
const QUESTION = "How do I control fall armyworm in maize?";

describe("Ask AI retrieval", () => {
  it("finds the fall armyworm document first for an armyworm question", async () => {
    const passages = await retrievePassages(env.DB, QUESTION);
    expect(passages[0]?.url).toBe(ARMYWORM_URL);
    expect(passages[0]?.text).toMatch(/funnel/i);
  });

  it("answers with the armyworm guide cited as a source", async () => {
    const user = await registerUser("farmer");
    const result = await call("POST", "/api/ai/ask", { token: user.token, body: { question: QUESTION } });
    expect(result.status).toBe(200);
    expect(result.json.sources[0]).toEqual({ title: expect.stringMatching(/Fall armyworm/), url: ARMYWORM_URL });
    expect(result.json.answer).toMatch(/armyworm/i);
  });

  it("searches solved Q&A posts too, linking to the post", async () => {
    const author = await registerUser("farmer");
    const post = await call("POST", "/api/chat/hub-posts", {
      token: author.token,
      body: { title: "Sweet potato weevil in Benue", content: "Tunnels in my sweet potato roots near Makurdi." },
    });
    await call("POST", `/api/chat/hub-posts/${post.json.id}/replies`, {
      token: author.token,
      body: { content: "Hill up soil over cracks." },
    });
    const question = { question: "sweet potato weevil tunnels" };
    const before = await call("POST", "/api/ai/ask", { token: author.token, body: question });
    expect(before.json.sources.map((source: { url: string }) => source.url)).not.toContain(`/farmers-hub/posts/${post.json.id}`);
    await call("PUT", `/api/chat/hub-posts/${post.json.id}/solved`, { token: author.token, body: { is_solved: true } });
    const after = await call("POST", "/api/ai/ask", { token: author.token, body: question });
    expect(after.json.sources).toContainEqual({
      title: "Farmers Hub Q&A: Sweet potato weevil in Benue",
      url: `/farmers-hub/posts/${post.json.id}`,
    });
    expect(after.json.answer).toContain("Hill up soil over cracks.");
  });

  it("says so and offers the Q&A tab when nothing matches", async () => {
    const user = await registerUser("farmer");
    const result = await call("POST", "/api/ai/ask", { token: user.token, body: { question: "xylophone quantum zebra" } });
    expect(result.json.sources).toEqual([]);
    expect(result.json.answer).toMatch(/could not find/i);
    expect(result.json.post_question_url).toBe("/farmers-hub?tab=posts&ask=1&title=xylophone%20quantum%20zebra");
  });

  it("validates the question, needs a signed-in user and rate limits per user", async () => {
    const user = await registerUser("farmer");
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
    expect(answer).toBe("- Scout weekly [1]");
    expect(prompt).toContain("[1] Fall armyworm");
  });

  it("falls back to an answer composed from the passages when the binding throws", async () => {
    const passages = await retrievePassages(env.DB, QUESTION);
    const ai = {
      run: async () => {
        throw new Error("Binding AI needs to be run remotely");
      },
    };
    const answer = await workersAiAnswerer(ai as never).answer(QUESTION, passages);
    expect(answer).toBe(await passageAnswerer.answer(QUESTION, passages));
    expect(answer).toContain("**Fall armyworm");
    expect(answer).toMatch(/into the funnel/);
    expect(answer).toContain("**Control without chemicals first**");
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
