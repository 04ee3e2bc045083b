// Message shapes shared by the chat room and the browser.
import { z } from "zod";

export * from "./addresses";

export const groupMessageSchema = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  content: z.string(),
  sender_name: z.string(),
  sender_id: z.number().int(),
  is_verified: z.boolean(),
  /** The sender was suspended by an admin: their messages stay, marked. */
  sender_suspended: z.boolean().optional(),
  /** The sender's role: a verified supplier's badge reads "Verified supplier". */
  sender_role: z.string().optional(),
  created_at: z.string(),
  /** A voice note (ADR 093): played from `url` (signed in), its length and bytes shown before play. */
  audio: z
    .object({ url: z.string(), duration_s: z.number(), size: z.number().int(), transcript: z.string().nullable() })
    .nullable()
    .optional(),
});
export type GroupMessage = z.infer<typeof groupMessageSchema>;

export const roomEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("new-group-message"), message: groupMessageSchema }),
  z.object({ type: z.literal("presence"), online: z.number().int().nonnegative() }),
  // An admin removed a reported message: it leaves every open screen at once (kept in D1 for the record).
  z.object({ type: z.literal("message-removed"), group_id: z.number().int(), message_id: z.number().int() }),
]);
export type RoomEvent = z.infer<typeof roomEventSchema>;

/** A notification as the user's room sends it (the API's shape). */
export const liveNotificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});

/** What a user's room sends: a new notification with the unread count, or the count alone (after reading). */
export const userRoomEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("notification"), notification: liveNotificationSchema, unread: z.number().int().nonnegative() }),
  z.object({ type: z.literal("unread"), unread: z.number().int().nonnegative() }),
]);
export type UserRoomEvent = z.infer<typeof userRoomEventSchema>;
