import { eq } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { user } from "~/db/schema";
import { findUserLocale } from "~/domain/i18n/preferences.server";
import { getAccountChannels } from "~/domain/messaging/account-channels.server";
import { queueOnChannels } from "~/domain/messaging/booking-messages.server";
import {
  type NotificationTopic,
  wantsNotification,
} from "~/domain/notifications/notifications.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import type { Locale } from "~/i18n/locales";
import type { Services } from "~/services.server";
import type { MailMessage } from "./mailer.server";

export type LearnerMailServices = Pick<Services, "mailer" | "logger" | "env" | "outbox">;

/** The same news for the phone: a WhatsApp template and an SMS line (see queueOnChannels). */
export type PhoneNews = {
  whatsapp: { template: string; language: string; params: string[]; buttons?: string[] };
  sms: string;
};

/**
 * Queues an e-mail to a learner about their learning (a certificate issued, a quiz passed),
 * unless they switched its topic off. Queued in the outbox inside `tx`, the transaction that made
 * the event: both commit or neither does, and the outbox worker sends it. It runs in a savepoint,
 * so a failure to queue is logged and undone alone: the event itself is never lost to it.
 */
export async function queueLearnerEmail(
  services: LearnerMailServices,
  tx: Database,
  input: {
    userId: string;
    topic: NotificationTopic;
    /**
     * The message, from the learner's address and name, the site's name and its address, in the
     * learner's saved language (`locale`, from findUserLocale).
     */
    build: (context: {
      learner: { email: string; name: string };
      siteName: string;
      appUrl: string;
      locale: Locale;
    }) => MailMessage;
    /** The same news for WhatsApp and SMS, when the learner chose them (Notifications). */
    phone?: (context: { siteName: string; appUrl: string; locale: Locale }) => PhoneNews;
    /** What the log says when it could not be queued. */
    failure: { message: string; context: Record<string, unknown> };
  },
): Promise<void> {
  try {
    await tx.transaction(async (db) => {
      if (!(await wantsNotification(db, input.userId, input.topic))) return;
      const [learner] = await db
        .select({ email: user.email, name: user.name })
        .from(user)
        .where(eq(user.id, input.userId))
        .limit(1);
      if (!learner) return;
      const settings = await getSiteSettings(db);
      const context = {
        siteName: settings.siteName,
        appUrl: services.env.APP_URL,
        locale: await findUserLocale(db, input.userId),
      };
      const message = input.build({ learner, ...context });
      if (!input.phone) {
        await services.mailer.send(message, { tx: db });
        return;
      }
      const account = await getAccountChannels(db, input.userId);
      const news = input.phone(context);
      await queueOnChannels(services, db as Tx, {
        channels: account.channels,
        phone: account.phoneConfirmed ? account.phone : null,
        email: message,
        whatsapp: news.whatsapp,
        sms: news.sms,
      });
    });
  } catch (error) {
    services.logger.error({ err: error, ...input.failure.context }, input.failure.message);
  }
}
