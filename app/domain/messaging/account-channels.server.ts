import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { messageOptOuts, notificationPreferences, rateLimits, user } from "~/db/schema";
import {
  type BudgetCharge,
  budgetKey,
  spendMessageBudgets,
} from "~/domain/abuse/message-budgets.server";
import { mailMessages } from "~/domain/mail/templates.server";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from "~/domain/notifications/notifications.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import type { Locale } from "~/i18n/locales";
import type { Services } from "~/services.server";
import { MESSAGE_CHANNELS, type MessageChannel, toProviderNumber } from "./channels.server";
import { textsStopped } from "./phone-confirmation.server";

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

/**
 * The account's number when `token` was signed for it and it is still the account's number:
 * what the texted confirmation link opens (without signing in: holding the phone is the proof).
 * Null for a missing or wrong token, an unknown account, or a number changed since.
 */
export async function findAccountPhoneLink(
  services: Pick<Services, "db" | "bookingLinks">,
  userId: string,
  token: string | null,
  now: Date = new Date(),
): Promise<{ phone: string; confirmed: boolean } | null> {
  // A user id is never this long: the link was made up, no need to ask the database.
  if (!token || userId.length > 64) return null;
  const { phone, phoneConfirmed } = await getAccountChannels(services.db, userId);
  if (!phone || !services.bookingLinks.checkAccountPhone(userId, phone, token, now)) return null;
  return { phone, confirmed: phoneConfirmed };
}

export type SaveChannelsResult =
  | { status: "saved" }
  /** WhatsApp or SMS chosen, but the account has no phone number. */
  | { status: "needs-phone" }
  /** Saved; a link to confirm the number was texted to it. */
  | { status: "confirm-sent" }
  /** Saved; the link texted earlier still works (until `until`): no second one is sent. */
  | { status: "link-live"; until: Date }
  /** Saved; the number asked for no more text messages (STOP): no link is texted to it. */
  | { status: "opted-out" }
  /** Saved; the day's confirmation texts of this account or of this number are spent. */
  | { status: "limited"; retryAfterSeconds: number };

/** The budgets one confirmation text to an account's number takes, the live link's first. */
function confirmTextCharges(userId: string, number: string): BudgetCharge[] {
  return [
    { kind: "confirm-text-live", subject: `${userId}:${number}` },
    { kind: "confirm-text-number", subject: number },
    { kind: "confirm-text-account", subject: userId },
  ];
}

/** Until when the link last texted to the account's `phone` works; null when none does. */
export async function liveAccountPhoneLink(
  db: Database,
  userId: string,
  phone: string,
  now: Date = new Date(),
): Promise<Date | null> {
  const [live] = confirmTextCharges(userId, toProviderNumber(phone));
  const [row] = await db
    .select({ expiresAt: rateLimits.expiresAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, budgetKey(live as BudgetCharge)), gt(rateLimits.expiresAt, now)))
    .limit(1);
  return row?.expiresAt ?? null;
}

/**
 * Saves where the account wants its consultation messages. With a confirmed number, the phone
 * channels it leaves out are stopped for that number (the same list a STOP reply writes) and the
 * ones it chooses are allowed again; with a number not yet confirmed, a link to confirm it is
 * texted first, and nothing else goes to it until then. That link is texted only to a number
 * that did not ask for no more texts, never while an earlier link to it still works, and within
 * the day's confirmation texts of the account and of the number (MESSAGE_BUDGETS): saving the
 * form again and again, or naming one number after another, texts no one more.
 */
export async function saveAccountChannels(
  services: Pick<Services, "db" | "env" | "sms" | "bookingLinks">,
  userId: string,
  chosen: MessageChannel[],
  locale: Locale,
  now: Date = new Date(),
): Promise<SaveChannelsResult> {
  const channels = chosen.length > 0 ? [...new Set(chosen)] : (["email"] as MessageChannel[]);
  const wantsPhone = channels.some((c) => c !== "email");
  const current = await getAccountChannels(services.db, userId);
  if (wantsPhone && !current.phone) return { status: "needs-phone" };
  return services.db.transaction(async (tx): Promise<SaveChannelsResult> => {
    await tx.update(user).set({ messageChannels: channels }).where(eq(user.id, userId));
    if (!current.phone) return { status: "saved" };
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
      return { status: "saved" };
    }
    if (!wantsPhone) return { status: "saved" };
    if (await textsStopped(tx, number)) return { status: "opted-out" };
    const budget = await spendMessageBudgets(
      { db: tx, env: services.env },
      confirmTextCharges(userId, number),
      now,
    );
    if (!budget.allowed) {
      return budget.kind === "confirm-text-live"
        ? { status: "link-live", until: new Date(now.getTime() + budget.retryAfterSeconds * 1000) }
        : { status: "limited", retryAfterSeconds: budget.retryAfterSeconds };
    }
    const settings = await getSiteSettings(tx);
    const url = services.bookingLinks.accountPhoneUrl(userId, current.phone, locale, now);
    const t = mailMessages(locale).bookingLinks;
    await services.sms.send(
      { to: `+${number}`, body: `${settings.siteName}: ${t.confirmPhoneSms} ${url}` },
      { tx },
    );
    return { status: "confirm-sent" };
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
