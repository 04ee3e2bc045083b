// After the batch that wrote notifications has committed: each reader's open tabs hear of it through their room,
// their phone through Web Push and, for the few types they chose, SMS. Best effort: a failure here is logged and
// never fails the action that caused it, since the in-app list already holds the notification.
import { getServerByName } from "partyserver";
import type { UserRoomEvent } from "../../party/protocol";
import { database } from "../db/client";
import type { Env } from "../env";
import { inBackground } from "../http/background";
import { kickDelivery, queueOutboundMessageIf, underDailyCap } from "./messaging";
import { notificationSms, notificationSmsBody } from "./notification-sms";
import { notificationDto, notificationsToDeliver, type WrittenNotification } from "./notifications";
import { pushToUser } from "./push";
import { replyLine } from "./sms/keywords";

/** How long a push service keeps a notification for a phone that is off (a day: older news is in the list). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface DeliveryContext {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil">;
  /** The site's origin, for the links in push and SMS. */
  origin: string;
}

/** Tells the user's open tabs (their room); false when the room could not be reached (tabs catch up on reconnect). */
export async function announceToUser(env: Pick<Env, "User">, userId: number, event: UserRoomEvent): Promise<boolean> {
  try {
    await (await getServerByName(env.User, String(userId))).deliver(event);
    return true;
  } catch (error) {
    console.error("Could not reach a user's room", userId, error);
    return false;
  }
}

/** Delivers what a committed batch wrote, after the response (never fails it). */
export function deliverNotifications(delivery: DeliveryContext, written: WrittenNotification[]): void {
  if (written.length === 0) return;
  inBackground(delivery.ctx, "notification delivery", () =>
    deliverNow(
      delivery,
      written.map((note) => note.id),
    ),
  );
}

/** The work of deliverNotifications, awaited (tests call it directly). */
export async function deliverNow({ env, ctx, origin }: DeliveryContext, ids: number[]): Promise<void> {
  const db = database(env.DB);
  let queuedSms = false;
  await Promise.allSettled(
    (await notificationsToDeliver(db, ids)).map(async ({ notification, language, phone, unread, choice, smsCode }) => {
      const dto = notificationDto(notification, language);
      await announceToUser(env, notification.userId, { type: "notification", notification: dto, unread });
      if (choice.push) {
        // A purchase request is what someone waits on; the rest can wait for the phone's next wake-up.
        const urgency = notification.type.startsWith("purchase_request.") ? "high" : "normal";
        await pushToUser(
          env,
          notification.userId,
          { title: dto.title, body: dto.body, url: dto.url, tag: `notification-${dto.id}` },
          { urgency, ttl: PUSH_TTL_SECONDS },
        );
      }
      if (choice.sms && phone && origin) {
        const reply = smsCode ? replyLine(language, smsCode) : undefined;
        const body = notificationSms(notificationSmsBody(notification, language), new URL(dto.url, origin).href, reply);
        // Counted against the daily SMS cap as it is written: past the cap no alert is queued at all.
        const sms = { channel: "sms", recipient: phone, userId: notification.userId, kind: "alert", body } as const;
        if ((await queueOutboundMessageIf(db, sms, underDailyCap(sms))).length > 0) queuedSms = true;
      }
    }),
  );
  // The messaging module retries, and applies the daily cap once more at delivery.
  if (queuedSms) kickDelivery(env, ctx);
}
