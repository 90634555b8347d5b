import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { notificationPreferences, notifications } from "~/db/schema";
import type { NOTIFICATION_TYPES } from "~/domain/catalog/enums";

/**
 * What a notification is about, each tied to one of the four preference checkboxes of spec 001 §2.
 * A learner who switches a topic off gets neither the in-app notification nor its e-mail.
 */
export const NOTIFICATION_TOPICS = {
  /** Enrolments and changes to courses the learner follows. */
  course: "courseUpdates",
  /** Course completed and other learning milestones. */
  progress: "progressAlerts",
  /** A certificate was issued. */
  certificate: "certificateReady",
  /** Consultation status changes and staff announcements. */
  system: "systemNotifications",
} as const satisfies Record<string, keyof NotificationPreferences>;
export type NotificationTopic = keyof typeof NOTIFICATION_TOPICS;

export type NotificationPreferences = {
  courseUpdates: boolean;
  progressAlerts: boolean;
  certificateReady: boolean;
  systemNotifications: boolean;
};

/** Spec 001 §2: all four on until the learner saves otherwise. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  courseUpdates: true,
  progressAlerts: true,
  certificateReady: true,
  systemNotifications: true,
};

export async function getNotificationPreferences(
  db: Database,
  userId: string,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select({
      courseUpdates: notificationPreferences.courseUpdates,
      progressAlerts: notificationPreferences.progressAlerts,
      certificateReady: notificationPreferences.certificateReady,
      systemNotifications: notificationPreferences.systemNotifications,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return row ?? DEFAULT_NOTIFICATION_PREFERENCES;
}

/** True when the user wants to hear about `topic` (in the app and by e-mail). */
export async function wantsNotification(
  db: Database,
  userId: string,
  topic: NotificationTopic,
): Promise<boolean> {
  const preferences = await getNotificationPreferences(db, userId);
  return preferences[NOTIFICATION_TOPICS[topic]];
}

export type NotifyInput = {
  userId: string;
  topic: NotificationTopic;
  type?: (typeof NOTIFICATION_TYPES)[number];
  title: string;
  message: string;
  /** A local path the notification opens, e.g. /dashboard/certificates. */
  link?: string;
};

/**
 * Stores a notification for the user unless they switched its topic off. Pass a transaction as
 * `db` to make the notification part of the change that caused it. Returns whether it was stored.
 */
export async function notify(db: Database, input: NotifyInput): Promise<boolean> {
  if (!(await wantsNotification(db, input.userId, input.topic))) return false;
  await db.insert(notifications).values({
    userId: input.userId,
    type: input.type ?? "info",
    title: input.title,
    message: input.message,
    link: input.link ?? null,
  });
  return true;
}
