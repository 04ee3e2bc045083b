import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../test/database";
import { fastAccount, fastUser } from "../../test/fast-users";
import { call } from "../../test/http";
import { workersAiAnswerer } from "../services/ai";
import { ANSWER_PHRASES } from "../services/ai-phrases";
import { retrievePassages } from "../services/retrieval";

await loadContent();

const MAIZE_URL = "https://www.iita.org/cropsnew/maize/";
const HAUSA_QUESTION = "Yaya zan shuka masara da taki?";
const HAUSA_IN_ENGLISH = "Bayanan da ke ƙasa an rubuta su da Turanci.";
const IGBO_IN_ENGLISH = "Ihe ndị e dere n'okpuru a bụ n'asụsụ Bekee.";

const ask = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call("POST", "/api/ai/ask", { token, body, headers });

describe("Ask AI in the asker's language", () => {
  it("finds maize passages for a Hausa question about masara and quotes the Hausa guide, its summary not repeated below", async () => {
    const passages = await retrievePassages(env.DB, HAUSA_QUESTION, "ha");
    const maize = passages.filter((passage) => passage.url === MAIZE_URL);
    expect(maize.length).toBeGreaterThan(0);
    for (const passage of maize) {
      expect(passage).toMatchObject({ language: "ha", title: "Noman masara a Nigeria", slug: "maize" });
      expect(passage.section).not.toBe(passage.sectionKey);
    }

    const user = await fastAccount("farmer");
    const result = await ask(user.token, { question: HAUSA_QUESTION, language: "ha" });
    expect(result.status).toBe(200);
    expect(result.json.language).toBe("ha");
    // The passages are Hausa now: no note that they are English.
    expect(result.json.answer.startsWith("A taƙaice:\n\n- ")).toBe(true);
    expect(result.json.answer).not.toContain(HAUSA_IN_ENGLISH);
    expect(result.json.answer).toContain("Ga abin da jagororin noma na Gona suka ce:");
    expect(result.json.generated_by).toBe("guides");
    expect(result.json.answer).toContain("An jera majiyoyi a ƙasa.");
    expect(result.json.answer).not.toContain("Sources are listed below");
    expect(result.json.closing).toBe(ANSWER_PHRASES.ha.closing);
    const source = result.json.sources.find((candidate: { url: string }) => candidate.url === MAIZE_URL);
    expect(source).toMatchObject({
      title: "Noman masara a Nigeria (IITA (International Institute of Tropical Agriculture))",
      language: "ha",
    });
    expect(source.sections).toEqual(maize.map((passage) => passage.section));
    // The summary says it once: the folded sections below hold the rest of each section, not the summary again.
    const summary: string = result.json.summary;
    expect(summary.split("\n").length).toBe(3);
    for (const line of summary.split("\n")) {
      const statement = line.replace(/^- /, "").replace(/ \[\d\]$/, "");
      // A statement the summary cut short ("…") stays below, so its end is not lost.
      if (statement.endsWith("…")) continue;
      for (const detail of result.json.details) expect(detail.text).not.toContain(statement);
    }
    expect(result.json.details.map((detail: { heading: string }) => detail.heading)).toEqual(expect.arrayContaining([maize[0]?.section]));
  });

  it("quotes a guide in English, and says so, where its translation is missing", async () => {
    const { results } = await env.DB.prepare(
      `SELECT t.*, f.title AS f_title, f.topics AS f_topics, f.body AS f_body FROM knowledge_translations t
       JOIN knowledge_documents d ON d.id = t.document_id JOIN knowledge_translations_fts f ON f.rowid = t.id
       WHERE d.slug = 'maize' AND t.language = 'ig'`,
    ).all<Record<string, string | number>>();
    const saved = results[0];
    if (!saved) throw new Error("no Igbo maize guide");
    await env.DB.prepare("DELETE FROM knowledge_translations WHERE id = ?").bind(saved.id).run();
    try {
      const passages = await retrievePassages(env.DB, "Kedu ka m ga-esi kụọ ọka?", "ig");
      const maize = passages.filter((passage) => passage.slug === "maize");
      expect(maize.length).toBeGreaterThan(0);
      for (const passage of maize) expect(passage).toMatchObject({ language: "en", title: "Maize production in Nigeria" });
      const user = await fastAccount("farmer");
      const result = await ask(user.token, { question: "Kedu ka m ga-esi kụọ ọka?", language: "ig" });
      expect(result.json.answer.startsWith(IGBO_IN_ENGLISH)).toBe(true);
      expect(result.json.sources.find((source: { url: string }) => source.url === MAIZE_URL)?.language).toBe("en");
    } finally {
      await env.DB.batch([
        env.DB.prepare(
          "INSERT INTO knowledge_translations (id, document_id, language, title, topics, body, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        ).bind(saved.id, saved.document_id, saved.language, saved.title, saved.topics, saved.body, saved.updated_at),
        env.DB.prepare("INSERT INTO knowledge_translations_fts (rowid, title, topics, body) VALUES (?, ?, ?, ?)").bind(
          saved.id,
          saved.f_title,
          saved.f_topics,
          saved.f_body,
        ),
      ]);
    }
  });

  it("finds maize for a Yoruba word written with or without its tone marks", async () => {
    for (const question of ["Báwo ni mo ṣe lè gbin àgbàdo?", "bawo ni mo se le gbin agbado"]) {
      const passages = await retrievePassages(env.DB, question, "yo");
      expect(passages.map((passage) => passage.url)).toContain(MAIZE_URL);
    }
  });

  it("takes the language from the request when the body has none: cookie over Accept-Language, the body over both", async () => {
    const user = await fastAccount("farmer");
    const question = "How do I plant maize?";
    const yoruba = await ask(user.token, { question }, { "accept-language": "yo" });
    expect(yoruba.status).toBe(200);
    expect(yoruba.json.language).toBe("yo");
    expect(yoruba.json.answer.startsWith("Ní ṣókí:\n\n- ")).toBe(true);
    expect(yoruba.json.sources[0]?.language).toBe("yo");

    const igbo = await ask(user.token, { question }, { "accept-language": "yo", cookie: "gona_lang=ig" });
    expect(igbo.json.language).toBe("ig");
    expect(igbo.json.answer.startsWith("Na nkenke:\n\n- ")).toBe(true);

    const english = await ask(user.token, { question, language: "en" }, { cookie: "gona_lang=ig" });
    expect(english.json.language).toBe("en");
    expect(english.json.answer.startsWith("In short:\n\n- ")).toBe(true);

    const fallback = await ask(user.token, { question }, { "accept-language": "fr-FR, de;q=0.5" });
    expect(fallback.json.language).toBe("en");
  });

  it("says it found nothing in the asker's language", async () => {
    const user = await fastAccount("farmer");
    const result = await ask(user.token, { question: "xylophone quantum zebra", language: "pcm" });
    expect(result.json).toMatchObject({ sources: [], language: "pcm" });
    expect(result.json.answer).toMatch(/^I no fit find anything/);
  });

  it("refuses a language it does not speak", async () => {
    const user = await fastAccount("farmer");
    for (const language of ["fr", "HA", "", 7, null]) {
      const result = await ask(user.token, { question: "maize", language });
      expect(result.status).toBe(400);
      expect(result.json.error).toBe("Language must be one of en, ha, yo, ig, pcm");
      expect(result.json.fields).toEqual({ language: "Language must be one of en, ha, yo, ig, pcm" });
    }
  });

  it("tells the model which language to answer in", async () => {
    const passages = await retrievePassages(env.DB, HAUSA_QUESTION, "ha");
    const systems: string[] = [];
    const ai = {
      run: async (_model: string, input: { messages: { role: string; content: string }[] }) => {
        systems.push(input.messages.find((message) => message.role === "system")?.content ?? "");
        return { response: "- Ka shuka masara [1]" };
      },
    };
    expect(await workersAiAnswerer(ai as never).answer(HAUSA_QUESTION, passages, "ha")).toMatchObject({
      text: "- Ka shuka masara [1]",
      generatedBy: "model",
    });
    await workersAiAnswerer(ai as never).answer("Bawo ni?", passages, "yo");
    expect(systems[0]).toContain("Answer in Hausa");
    expect(systems[1]).toContain("Answer in Yoruba");
    expect(systems[1]).not.toContain("Hausa");
  });

  it("finds a solved question written in Hausa for an English question, labelled in the asker's language", async () => {
    const asker = await fastUser("farmer");
    const helper = await fastUser("farmer");
    await env.DB.prepare("UPDATE users SET verification_badge = 'verified' WHERE id = ?").bind(helper.id).run();
    const word = `kano${crypto.randomUUID().replaceAll("-", "").slice(0, 8)}`;
    const post = await call("POST", "/api/chat/hub-posts", {
      token: asker.token,
      body: { title: `Gyaɗa ta ta lalace ${word}`, content: `Ganyen gyaɗa suna yin rawaya a ${word}.` },
    });
    const reply = await call("POST", `/api/chat/hub-posts/${post.json.id}/replies`, {
      token: helper.token,
      body: { content: "Ka yi amfani da iri mai kyau." },
    });
    const solved = await call("PUT", `/api/chat/hub-posts/${post.json.id}/solved`, {
      token: asker.token,
      body: { is_solved: true, reply_id: reply.json.id },
    });
    expect(solved.status).toBe(200);

    // Only the glossary links these questions to the post: neither shares a word with it.
    const passages = await retrievePassages(env.DB, "How do I save my groundnut?", "ha");
    const community = passages.find((passage) => passage.kind === "post");
    expect(community).toMatchObject({
      title: `Tambaya da Amsa a Farmers Hub: Gyaɗa ta ta lalace ${word}`,
      url: `/farmers-hub/posts/${post.json.id}`,
      sourceName: "Farmers Hub na Gona (tambayar da aka warware)",
    });
    expect(community?.text).toContain("Amsa daga manoma: Ka yi amfani da iri mai kyau.");
    const english = await retrievePassages(env.DB, "peanut leaves");
    expect(english.find((passage) => passage.kind === "post")?.title).toBe(`Farmers Hub Q&A: Gyaɗa ta ta lalace ${word}`);
  });
});
