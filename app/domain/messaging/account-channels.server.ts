import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { messageOptOuts, notificationPreferences, user } from "~/db/schema";
import { mailMessages } from "~/domain/mail/templates.server";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from "~/domain/notifications/notifications.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import type { Locale } from "~/i18n/locales";
import type { Services } from "~/services.server";
import { MESSAGE_CHANNELS, type MessageChannel, toProviderNumber } from "./channels.server";

const PHONE_CHANNELS = ["whatsapp", "sms"] as const;

export type AccountChannels = {
  channels: MessageChannel[];
  phone: string | null;
  phoneConfirmed: boolean;
};

/** An account's chosen channels and the state of its phone (one query, own row only). */
export async function getAccountChannels(db: Database, userId: string): Promise<AccountChannels> {
  const [row] = await db
    .select({
      channels: user.messageChannels,
      phone: user.phone,
      confirmedAt: user.phoneConfirmedAt,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return {
    channels: (row?.channels ?? ["email"]).filter((c): c is MessageChannel =>
      (MESSAGE_CHANNELS as readonly string[]).includes(c),
    ),
    phone: row?.phone ?? null,
    phoneConfirmed: Boolean(row?.phone && row.confirmedAt),
  };
}

/**
 * The Notifications page's settings in one query: the four preferences (all on until saved) and
 * the account's message channels with its phone's state.
 */
export async function getNotificationSettings(
  db: Database,
  userId: string,
): Promise<{ preferences: NotificationPreferences; channels: AccountChannels }> {
  const [row] = await db
    .select({
      channels: user.messageChannels,
      phone: user.phone,
      confirmedAt: user.phoneConfirmedAt,
      courseUpdates: notificationPreferences.courseUpdates,
      progressAlerts: notificationPreferences.progressAlerts,
      certificateReady: notificationPreferences.certificateReady,
      systemNotifications: notificationPreferences.systemNotifications,
    })
    .from(user)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  const saved = row?.courseUpdates != null;
  return {
    preferences: saved
      ? {
          courseUpdates: row.courseUpdates ?? true,
          progressAlerts: row.progressAlerts ?? true,
          certificateReady: row.certificateReady ?? true,
          systemNotifications: row.systemNotifications ?? true,
        }
      : DEFAULT_NOTIFICATION_PREFERENCES,
    channels: {
      channels: (row?.channels ?? ["email"]).filter((c): c is MessageChannel =>
        (MESSAGE_CHANNELS as readonly string[]).includes(c),
      ),
      phone: row?.phone ?? null,
      phoneConfirmed: Boolean(row?.phone && row.confirmedAt),
    },
  };
}

export type SaveChannelsResult =
  | { status: "saved" }
  /** WhatsApp or SMS chosen, but the account has no phone number. */
  | { status: "needs-phone" }
  /** Saved; a link to confirm the number was texted to it. */
  | { status: "confirm-sent" };

/**
 * Saves where the account wants its consultation messages. With a confirmed number, the phone
 * channels it leaves out are stopped for that number (the same list a STOP reply writes) and the
 * ones it chooses are allowed again; with a number not yet confirmed, a link to confirm it is
 * texted first, and nothing else goes to it until then.
 */
export async function saveAccountChannels(
  services: Pick<Services, "db" | "sms" | "bookingLinks">,
  userId: string,
  chosen: MessageChannel[],
  locale: Locale,
): Promise<SaveChannelsResult> {
  const channels = chosen.length > 0 ? [...new Set(chosen)] : (["email"] as MessageChannel[]);
  const wantsPhone = channels.some((c) => c !== "email");
  const current = await getAccountChannels(services.db, userId);
  if (wantsPhone && !current.phone) return { status: "needs-phone" };
  return services.db.transaction(async (tx) => {
    await tx.update(user).set({ messageChannels: channels }).where(eq(user.id, userId));
    if (!current.phone) return { status: "saved" } as const;
    const number = toProviderNumber(current.phone);
    if (current.phoneConfirmed) {
      const allowed = PHONE_CHANNELS.filter((c) => channels.includes(c));
      const stopped = PHONE_CHANNELS.filter((c) => !channels.includes(c));
      if (allowed.length > 0) {
        await tx
          .delete(messageOptOuts)
          .where(and(eq(messageOptOuts.phone, number), inArray(messageOptOuts.channel, allowed)));
      }
      for (const channel of stopped) {
        await tx.insert(messageOptOuts).values({ phone: number, channel }).onConflictDoNothing();
      }
      return { status: "saved" } as const;
    }
    if (!wantsPhone) return { status: "saved" } as const;
    const settings = await getSiteSettings(tx);
    const url = services.bookingLinks.accountPhoneUrl(userId, current.phone, locale);
    const t = mailMessages(locale).bookingLinks;
    await services.sms.send(
      { to: `+${number}`, body: `${settings.siteName}: ${t.confirmPhoneSms} ${url}` },
      { tx },
    );
    return { status: "confirm-sent" } as const;
  });
}

/**
 * Confirms the account's number from the texted link, if it is still the account's number, and
 * allows the phone channels the account chose (a STOP before is undone by this new consent).
 */
export async function confirmAccountPhone(db: Database, userId: string, phone: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(user)
      .set({ phoneConfirmedAt: sql`now()` })
      .where(and(eq(user.id, userId), eq(user.phone, phone)))
      .returning({ channels: user.messageChannels });
    if (!row) return false;
    const allowed = PHONE_CHANNELS.filter((c) => row.channels.includes(c));
    if (allowed.length > 0) {
      await tx
        .delete(messageOptOuts)
        .where(
          and(
            eq(messageOptOuts.phone, toProviderNumber(phone)),
            inArray(messageOptOuts.channel, allowed),
          ),
        );
    }
    return true;
  });
}
