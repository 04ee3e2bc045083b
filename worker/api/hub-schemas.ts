// Farmers Hub request bodies, shared by the API and the forms that post them.
import { z } from "zod";
import { HUB_CATEGORIES } from "../domain";
import { LANGUAGES } from "../languages";

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const createGroupBody = z.strictObject({
  name: requiredText("Group name", 80),
  description: z
    .string()
    .trim()
    .max(500, "Description must be at most 500 characters")
    .optional()
    .transform((value) => value ?? ""),
});

export const sendMessageBody = z.strictObject({ content: requiredText("Message", 2000) });

export const createPostBody = z.strictObject({
  title: requiredText("Title", 200),
  content: requiredText("Description", 5000),
  category: z.enum(HUB_CATEGORIES, { error: "Choose one of the six categories" }).default("general"),
});

export const replyBody = z.strictObject({ content: requiredText("Reply", 5000) });

/** `reply_id`: the reply that answered the question (optional, so older clients that send only the flag keep working). */
export const solvedBody = z
  .strictObject({
    is_solved: z.boolean({ error: "is_solved must be true or false" }),
    reply_id: z
      .number({ error: "reply_id must be a reply's id" })
      .int("reply_id must be a reply's id")
      .positive("reply_id must be a reply's id")
      .max(Number.MAX_SAFE_INTEGER, "reply_id must be a reply's id")
      .optional(),
  })
  .refine((body) => body.is_solved || body.reply_id === undefined, {
    message: "Only a solved post can have an accepted answer",
    path: ["reply_id"],
  });

/** `language`: the answer's language; absent, the request's own (cookie, profile, Accept-Language). */
export const askBody = z.strictObject({
  question: requiredText("Question", 1000),
  language: z.enum(LANGUAGES, { error: "Language must be one of en, ha, yo, ig, pcm" }).optional(),
});
