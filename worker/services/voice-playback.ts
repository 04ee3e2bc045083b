// Whether a voice note may be played: its message is in an approved group and was not removed by an admin.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { chatGroups, groupMessages } from "../db/schema";

export async function audibleVoiceNote(db: Database, key: string): Promise<boolean> {
  const row = await db
    .select({ id: groupMessages.id })
    .from(groupMessages)
    .innerJoin(chatGroups, eq(chatGroups.id, groupMessages.groupId))
    .where(and(eq(groupMessages.audioKey, key), isNull(groupMessages.removedAt), eq(chatGroups.status, "approved")))
    .get();
  return row !== undefined;
}
