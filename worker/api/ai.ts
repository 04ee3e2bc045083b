import { Hono } from "hono";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { rateLimit } from "../http/rate-limit";
import { readJson } from "../http/validate";
import { type Answerer, answererFor, askInQaUrl, sourcesOf } from "../services/ai";
import { retrievePassages } from "../services/retrieval";
import { askBody } from "./hub-schemas";

const NOTHING_FOUND =
  "I could not find anything about that in Gona's farming guides or solved questions. You can ask the community in the Q&A tab.";

/** /api/ai: questions answered from the knowledge base and solved posts, with their sources. */
export function aiRoutes(makeAnswerer: (env: AppEnv["Bindings"]) => Answerer = answererFor) {
  return new Hono<AppEnv>().post("/ask", async (c) => {
    const user = requireUser(c);
    await rateLimit(c.env.AI_LIMITER, `ai:${user.id}`, "too_many_questions");
    const { question } = await readJson(c, askBody);
    const passages = await retrievePassages(c.env.DB, question);
    if (passages.length === 0) {
      return c.json({ answer: NOTHING_FOUND, sources: [], post_question_url: askInQaUrl(question) });
    }
    const answer = await makeAnswerer(c.env).answer(question, passages);
    return c.json({ answer, sources: sourcesOf(passages) });
  });
}
