import type { Database, Tx } from "~/db/client.server";
import { findUserLocale } from "~/domain/i18n/preferences.server";
import { consultationReminderEmail } from "~/domain/mail/consultation-status-emails.server";
import { lagosInstant } from "~/domain/mail/ics";
import { sendBookingMessage } from "~/domain/messaging/booking-messages.server";
import type { SiteSettings } from "~/domain/settings/settings.schema";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/locales";
import type { Services } from "~/services.server";
import type { Consultation } from "./consultations.server";

/**
 * The language to write to a requester in: their saved one when the booking has an account,
 * otherwise the language of the page they booked from.
 */
export async function requesterLocale(db: Database, consultation: Consultation): Promise<Locale> {
  if (consultation.userId) return findUserLocale(db, consultation.userId);
  return isLocale(consultation.locale) ? consultation.locale : DEFAULT_LOCALE;
}

/** When a confirmed booking's session starts: its held slot, or its preferred date and hour. */
export function sessionStart(consultation: Consultation): Date | null {
  if (consultation.startsAt) return consultation.startsAt;
  if (consultation.preferredDate && consultation.preferredTime) {
    return lagosInstant(consultation.preferredDate, consultation.preferredTime);
  }
  return null;
}

/** A reminder a day and one an hour before the session. */
export const REMINDERS = [
  { before: "day", hours: 24 },
  { before: "hour", hours: 1 },
] as const;

/** The reminders still ahead of `now` for this booking, with when each is due. */
export function dueReminders(consultation: Consultation, now: Date) {
  const start = sessionStart(consultation);
  if (!start || consultation.status !== "confirmed") return [];
  return REMINDERS.map((r) => ({
    before: r.before,
    sendAt: new Date(start.getTime() - r.hours * 3_600_000),
  })).filter((r) => r.sendAt.getTime() > now.getTime());
}

/**
 * Queues the reminders of a confirmed booking in the outbox (inside `tx`, with the change that
 * confirmed or moved it), each tied to this version of the booking: when its time comes the
 * outbox sends it only if the booking is still confirmed and unchanged, so a moved or cancelled
 * booking's old reminders are skipped and never sent stale.
 */
export async function queueReminders(
  services: Pick<Services, "mailer" | "bookingLinks" | "env" | "outbox">,
  tx: Tx,
  consultation: Consultation,
  opts: { settings: SiteSettings; locale: Locale; now?: Date },
): Promise<number> {
  const now = opts.now ?? new Date();
  const reminders = dueReminders(consultation, now);
  const links = services.bookingLinks.urlsFor(consultation, opts.locale, now);
  for (const reminder of reminders) {
    await sendBookingMessage(services, tx, {
      consultation,
      news: "reminder",
      email: consultationReminderEmail({
        consultation,
        settings: opts.settings,
        appUrl: services.env.APP_URL,
        locale: opts.locale,
        before: reminder.before,
        links,
      }),
      locale: opts.locale,
      settings: opts.settings,
      links,
      reminder,
    });
  }
  return reminders.length;
}
