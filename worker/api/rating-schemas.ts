// Request bodies of ratings and of listing moderation, shared by the API and the forms that post them.
import { z } from "zod";
import { MAX_MODERATION_NOTE, MAX_RATING_COMMENT, MODERATION_REASONS } from "../domain";
import { msg } from "../http/error-codes";
import { cleanText } from "../services/text";

const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const optionalText = (max: number, tooLong: Parameters<typeof msg>[0]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string(msg("wrong_type"))
      .transform(cleanText)
      .pipe(z.string().max(max, msg(tooLong)))
      .optional(),
  );

/** POST and PUT /api/users/purchase-requests/{id}/rating: 1-5 stars (form text or JSON number) and an optional comment. */
export const ratingBody = z.strictObject({
  stars: z.preprocess(
    (value) => (typeof value === "string" && /^\s*[1-5]\s*$/.test(value) ? Number(value) : value),
    z.number(msg("stars_invalid")).int(msg("stars_invalid")).min(1, msg("stars_invalid")).max(5, msg("stars_invalid")),
  ),
  comment: optionalText(MAX_RATING_COMMENT, "rating_comment_too_long"),
});

/** Why an admin rejects or freezes a listing: a reason from the list and an optional note. */
export const moderationFields = {
  reason: z.enum(MODERATION_REASONS, msg("moderation_reason_invalid")),
  note: optionalText(MAX_MODERATION_NOTE, "moderation_note_too_long"),
};
