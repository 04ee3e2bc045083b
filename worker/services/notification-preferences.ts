// Each user's choice of push and SMS per notification type: a row exists only where a default was changed
// (push on, SMS off). In-app notifications are always on.
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { notificationPreferences } from "../db/schema";
import { type NotificationType, SMS_NOTIFICATION_TYPES } from "../domain";

export interface DeliveryChoice {
  push: boolean;
  sms: boolean;
}

const SMS_TYPES: readonly NotificationType[] = SMS_NOTIFICATION_TYPES;

/** How a notification of this type reaches this user besides the in-app list. */
export async function deliveryChoice(db: Database, userId: number, type: NotificationType): Promise<DeliveryChoice> {
  const row = await db
    .select({ push: notificationPreferences.push, sms: notificationPreferences.sms })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)))
    .get();
  return { push: row?.push ?? true, sms: SMS_TYPES.includes(type) && (row?.sms ?? false) };
}
