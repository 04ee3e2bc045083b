// Farmers Hub request bodies, shared by the API and the forms that post them.
import { z } from "zod";
import { HUB_CATEGORIES } from "../domain";
import { type ApiErrorCode, msg } from "../http/error-codes";
import { LANGUAGES } from "../languages";

const requiredText = (max: number, required: ApiErrorCode, tooLong: ApiErrorCode) =>
  z.string(msg(required)).trim().min(1, msg(required)).max(max, msg(tooLong));

export const createGroupBody = z.strictObject({
  name: requiredText(80, "group_name_required", "group_name_too_long"),
  description: z
    .string()
    .trim()
    .max(500, msg("group_description_too_long"))
    .optional()
    .transform((value) => value ?? ""),
});

export const sendMessageBody = z.strictObject({ content: requiredText(2000, "chat_message_required", "chat_message_too_long") });
/** A message carrying a voice note may have no text. */
export const voiceMessageFields = z.strictObject({
  content: z
    .string()
    .trim()
    .max(2000, msg("chat_message_too_long"))
    .optional()
    .transform((value) => value ?? ""),
});

export const createPostBody = z.strictObject({
  title: requiredText(200, "title_required", "post_title_too_long"),
  content: requiredText(5000, "description_required", "description_too_long"),
  category: z.enum(HUB_CATEGORIES, msg("post_category_invalid")).default("general"),
});

export const replyBody = z.strictObject({ content: requiredText(5000, "reply_required", "reply_too_long") });

/** `reply_id`: the reply that answered the question (optional, so older clients that send only the flag keep working). */
export const solvedBody = z
  .strictObject({
    is_solved: z.boolean(msg("is_solved_invalid")),
    reply_id: z
      .number(msg("reply_id_invalid"))
      .int(msg("reply_id_invalid"))
      .positive(msg("reply_id_invalid"))
      .max(Number.MAX_SAFE_INTEGER, msg("reply_id_invalid"))
      .optional(),
  })
  .refine((body) => body.is_solved || body.reply_id === undefined, {
    message: msg("answer_requires_solved"),
    path: ["reply_id"],
  });

/** `language`: the answer's language; absent, the request's own (cookie, profile, Accept-Language). */
export const askBody = z.strictObject({
  question: requiredText(1000, "question_required", "question_too_long"),
  language: z.enum(LANGUAGES, msg("language_invalid")).optional(),
});
