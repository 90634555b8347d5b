import { and, count, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { prepareOnce } from "~/db/prepared.server";
import { notificationPreferences, notifications, user } from "~/db/schema";
import type { NOTIFICATION_TYPES } from "~/db/schema/enums";
import { findUserLocale } from "~/domain/i18n/preferences.server";
import { translate } from "~/i18n/catalog.server";
import type { Locale } from "~/i18n/locales";
import { notices } from "~/i18n/messages/notices";
import { type Notice, type NoticeMessages, readNotice, renderNotice } from "./notice";

/**
 * What a notification is about, each tied to one of the four preference checkboxes of the settings.
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

/** All four on until the learner saves otherwise. */
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

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type { Notice, NoticeMessages };

/**
 * A notification's words, written once in the recipient's language when it is stored (prefer a
 * `notice`, which is written in the reader's language each time it is read).
 */
export type NoticeText = (t: NoticeMessages, locale: Locale) => { title: string; message: string };

export type NotifyInput = {
  userId: string;
  topic: NotificationTopic;
  type?: (typeof NOTIFICATION_TYPES)[number];
  /** A local path the notification opens, e.g. /dashboard/certificates. */
  link?: string;
} & (
  | {
      /** What it says, as a key of the `notices` namespace and its parameters. */
      notice: Notice;
    }
  | {
      /** The title and message from the `notices` namespace, in the recipient's language. */
      text: NoticeText;
    }
  | { title: string; message: string }
);

/**
 * Stores a notification for the user unless they switched its topic off. Pass a transaction as
 * `db` to make the notification part of the change that caused it. Returns whether it was stored.
 * A `notice` is stored as its key and parameters, and read in whatever language the reader has
 * then; its words in the recipient's saved language (findUserLocale) are stored beside it, for the
 * data export. A `text` is stored in that language only, as it is.
 */
export async function notify(db: Database, input: NotifyInput): Promise<boolean> {
  if (!(await wantsNotification(db, input.userId, input.topic))) return false;
  let words: { title: string; message: string };
  let locale: Locale = "en";
  let notice: Notice | null = null;
  if ("notice" in input) {
    locale = await findUserLocale(db, input.userId);
    notice = input.notice;
    words = renderNotice(notice, translate(locale, notices), locale);
  } else if ("text" in input) {
    locale = await findUserLocale(db, input.userId);
    words = input.text(translate(locale, notices), locale);
  } else {
    words = { title: input.title, message: input.message };
  }
  await db.insert(notifications).values({
    userId: input.userId,
    type: input.type ?? "info",
    title: words.title,
    message: words.message,
    locale,
    notice,
    link: input.link ?? null,
  });
  return true;
}

/**
 * A stored notification's words for a reader of `reader`'s language: its notice written now in
 * that language, or (an announcement, or a row from before notices were keyed) its stored words
 * in the language they were written in.
 */
export function presentNotification(
  row: { title: string; message: string; locale: Locale; notice: unknown },
  reader: Locale,
): { title: string; message: string; locale: Locale } {
  const notice = readNotice(row.notice);
  if (!notice) return { title: row.title, message: row.message, locale: row.locale };
  return { ...renderNotice(notice, translate(reader, notices), reader), locale: reader };
}

export type NotificationItem = {
  id: string;
  type: (typeof NOTIFICATION_TYPES)[number];
  title: string;
  message: string;
  /** The language its words were written in (shown with that `lang` on a page in another). */
  locale: Locale;
  link: string | null;
  read: boolean;
  createdAt: Date;
};

/** The user's notifications, newest first, in the reader's language (`locale`) where keyed. */
export async function listNotifications(
  db: Database,
  userId: string,
  {
    limit = 100,
    offset = 0,
    locale = "en",
  }: { limit?: number; offset?: number; locale?: Locale } = {},
): Promise<NotificationItem[]> {
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      locale: notifications.locale,
      notice: notifications.notice,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ readAt, notice, ...row }) => ({
    ...row,
    ...presentNotification({ ...row, notice }, locale),
    read: readAt !== null,
  }));
}

/** How many notifications the notifications page lists at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export type NotificationsPage = {
  notifications: NotificationItem[];
  /** All of the user's notifications and the unread ones among them, not just this page's. */
  total: number;
  unread: number;
  /** The page shown: the one asked for, or the last one when that is past the end. */
  page: number;
  pageCount: number;
};

/**
 * One page of the user's notifications, newest first, with the totals, in two queries (the rows
 * and both counts at once). A page past the end (a stale link, the last one just deleted) shows
 * the last page instead, at the cost of a third query in that case only.
 */
export async function listNotificationsPage(
  db: Database,
  userId: string,
  requestedPage: number,
  pageSize: number = NOTIFICATIONS_PAGE_SIZE,
  locale: Locale = "en",
): Promise<NotificationsPage> {
  const wanted = Math.max(1, Math.floor(requestedPage));
  const [rows, [counts]] = await Promise.all([
    listNotifications(db, userId, { limit: pageSize, offset: (wanted - 1) * pageSize, locale }),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(
          Number,
        ),
      })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  const total = counts?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(wanted, pageCount);
  return {
    notifications:
      page === wanted
        ? rows
        : await listNotifications(db, userId, {
            limit: pageSize,
            offset: (page - 1) * pageSize,
            locale,
          }),
    total,
    unread: counts?.unread ?? 0,
    page,
    pageCount,
  };
}

// Every page of the learning area shows the count: made once (prepared.server.ts).
const readUnreadCount = prepareOnce((db) =>
  db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder("userId")), isNull(notifications.readAt)))
    .prepare("afa_unread_notifications"),
);

export async function countUnreadNotifications(db: Database, userId: string): Promise<number> {
  const [row] = await readUnreadCount(db).execute({ userId });
  return row?.value ?? 0;
}

// Notification ids are uuids; anything else cannot match a row, and handing it to PostgreSQL
// would fail the query (invalid input syntax for type uuid) instead of saying "not found".
const notificationId = z.uuid();

function isNotificationId(id: string): boolean {
  return notificationId.safeParse(id).success;
}

export type MarkReadResult = { status: "read"; link: string | null } | { status: "not-found" };

/**
 * Marks one of the user's notifications read (the read flag becomes true when it is
 * clicked) and gives back its link, so "open" can mark and follow it in one step. The first read
 * time is kept when it was already read. Another user's id, or none at all, is not found.
 */
export async function markNotificationRead(
  db: Database,
  userId: string,
  id: string,
): Promise<MarkReadResult> {
  if (!isNotificationId(id)) return { status: "not-found" };
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ link: notifications.link });
  return row ? { status: "read", link: row.link } : { status: "not-found" };
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllNotificationsRead(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes one of the user's notifications; false when it is not theirs or does not exist. */
export async function deleteNotification(
  db: Database,
  userId: string,
  id: string,
): Promise<boolean> {
  if (!isNotificationId(id)) return false;
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Saves the four checkboxes (one row per user, created on the first save). */
export async function saveNotificationPreferences(
  db: Database,
  userId: string,
  preferences: NotificationPreferences,
): Promise<void> {
  const values = {
    courseUpdates: preferences.courseUpdates,
    progressAlerts: preferences.progressAlerts,
    certificateReady: preferences.certificateReady,
    systemNotifications: preferences.systemNotifications,
  };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

export type Announcement = {
  title: string;
  message: string;
  /** A local path the announcement opens, e.g. /academy. */
  link?: string | null;
};

/**
 * A staff announcement (topic "system"): one notification for every learner who has System
 * Notifications on — accounts that can use the learner area now or once verified (active or
 * pending), staff admins excluded since they write the announcements. One INSERT … SELECT, so it
 * costs one query whether the academy has ten learners or ten thousand; a learner who never saved
 * preferences has the default (on). Returns how many learners it reached.
 */
export async function announceToLearners(db: Database, input: Announcement): Promise<number> {
  const recipients = db
    .select({
      // Every column of the table, in its order, as drizzle's INSERT … SELECT requires; the
      // parameters are cast so PostgreSQL never has to guess their types.
      id: sql<string>`gen_random_uuid()`.as("id"),
      userId: user.id,
      type: sql<NotificationType>`${"info"}::text`.as("type"),
      title: sql<string>`${input.title}::text`.as("title"),
      message: sql<string>`${input.message}::text`.as("message"),
      // Staff write an announcement once, for everyone: taken to be in English.
      locale: sql<"en">`'en'::text`.as("locale"),
      notice: sql<null>`null::jsonb`.as("notice"),
      link: sql<string | null>`${input.link ?? null}::text`.as("link"),
      readAt: sql<Date | null>`null::timestamptz`.as("read_at"),
      createdAt: sql<Date>`now()`.as("created_at"),
    })
    .from(user)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, user.id))
    .where(
      and(
        ne(user.role, "admin"),
        inArray(user.status, ["active", "pending"]),
        sql`coalesce(${notificationPreferences.systemNotifications}, true)`,
      ),
    );
  const inserted = await db
    .insert(notifications)
    .select(recipients)
    .returning({ id: notifications.id });
  return inserted.length;
}
