// Ask AI: one interface, two answerers. Workers AI answers from the retrieved passages when it can;
// otherwise (binding absent, local development, an error) the passages themselves make the answer.
import type { Passage } from "./retrieval";

export interface Source {
  title: string;
  url: string;
}

export interface Answerer {
  answer(question: string, passages: Passage[]): Promise<string>;
}

export const AI_MODEL = "@cf/meta/llama-3.1-8b-instruct";

/** Lists each passage's key points under its title, so the farmer still gets a useful, sourced answer. */
export const passageAnswerer: Answerer = {
  async answer(_question, passages) {
    const parts = ["Here is what Gona's farming guides say:"];
    passages.forEach((passage, index) => {
      parts.push(`**${passage.title}** [${index + 1}]`);
      for (const paragraph of passage.text.split(/\n\s*\n/)) {
        const text = paragraph.replace(/^#+\s*(.+)$/m, "**$1**").trim();
        if (text) parts.push(text);
      }
    });
    parts.push("Sources are listed below. Check with your local extension officer before spraying or buying inputs.");
    return parts.join("\n\n");
  },
};

const SYSTEM_PROMPT =
  "You are Gona's farming assistant for smallholder farmers in Nigeria. Answer ONLY from the numbered passages given. " +
  "Be practical and short (under 200 words), use simple English, use '- ' bullet points for steps, and cite passages as [1], [2]. " +
  "If the passages do not answer the question, say you do not know. Never invent products, doses or facts.";

interface TextGenerationResult {
  response?: string;
}

/** Workers AI with the passages as its only context; any failure falls back to the passage answerer. */
export function workersAiAnswerer(ai: Pick<Ai, "run">, fallback: Answerer = passageAnswerer): Answerer {
  return {
    async answer(question, passages) {
      const context = passages
        .map((passage, index) => `[${index + 1}] ${passage.title} (${passage.sourceName})\n${passage.text}`)
        .join("\n\n");
      try {
        const result = (await ai.run(
          AI_MODEL as Parameters<Ai["run"]>[0],
          {
            messages: [
              { role: "system", content: SYSTEM_PROMPT },
              { role: "user", content: `Passages:\n${context}\n\nQuestion: ${question}` },
            ],
            max_tokens: 400,
          } as never,
        )) as TextGenerationResult;
        const text = result?.response?.trim();
        if (text) return text;
      } catch (error) {
        // Locally the binding throws "needs to be run remotely"; the farmer still gets an answer.
        console.warn("Workers AI unavailable, answering from passages:", error instanceof Error ? error.message : error);
      }
      return fallback.answer(question, passages);
    },
  };
}

export function answererFor(env: { AI?: Pick<Ai, "run"> }): Answerer {
  return env.AI ? workersAiAnswerer(env.AI) : passageAnswerer;
}

export function sourcesOf(passages: Passage[]): Source[] {
  const seen = new Set<string>();
  const sources: Source[] = [];
  for (const passage of passages) {
    if (seen.has(passage.url)) continue;
    seen.add(passage.url);
    sources.push({
      title: passage.kind === "post" ? passage.title : `${passage.title} (${passage.sourceName})`,
      url: passage.url,
    });
  }
  return sources;
}

/** The Q&A tab with the Ask Question form prefilled, for questions the knowledge base cannot answer. */
export const askInQaUrl = (question: string) => `/farmers-hub?tab=posts&ask=1&title=${encodeURIComponent(question.slice(0, 200))}`;
