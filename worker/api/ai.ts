import { Hono } from "hono";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { rateLimit } from "../http/rate-limit";
import { readJson } from "../http/validate";
import { resolveLanguage } from "../languages";
import { type Answerer, answererFor, askInQaUrl, sourcesOf } from "../services/ai";
import { ANSWER_PHRASES } from "../services/ai-phrases";
import { retrievePassages } from "../services/retrieval";
import { askBody } from "./hub-schemas";

/** /api/ai: questions answered from the knowledge base and solved posts, with their sources, in the asker's language. */
export function aiRoutes(makeAnswerer: (env: AppEnv["Bindings"]) => Answerer = answererFor) {
  return new Hono<AppEnv>().post("/ask", async (c) => {
    const user = requireUser(c);
    await rateLimit(c.env.AI_LIMITER, `ai:${user.id}`, "too_many_questions");
    const body = await readJson(c, askBody);
    const language = body.language ?? resolveLanguage(c.req.raw, user.language);
    const passages = await retrievePassages(c.env.DB, body.question, language);
    if (passages.length === 0) {
      return c.json({
        answer: ANSWER_PHRASES[language].nothingFound,
        summary: ANSWER_PHRASES[language].nothingFound,
        details: [],
        sources: [],
        language,
        generated_by: "guides",
        post_question_url: askInQaUrl(body.question),
      });
    }
    const answer = await makeAnswerer(c.env).answer(body.question, passages, language);
    return c.json({
      answer: answer.text,
      summary: answer.summary,
      details: answer.details,
      closing: ANSWER_PHRASES[language].closing,
      sources: sourcesOf(passages),
      language,
      generated_by: answer.generatedBy,
    });
  });
}
