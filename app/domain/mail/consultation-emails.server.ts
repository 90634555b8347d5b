import type { consultations } from "~/db/schema";
import type { BookingAction } from "~/domain/consultations/booking-links.server";
import type { SiteSettings } from "~/domain/settings/settings.schema";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { indefiniteArticle } from "~/lib/articles";
import { formatDate, formatTimeSlot } from "~/lib/format";
import type { MailMessage } from "./mailer.server";
import { actionEmail, autoReplyGreeting, mailMessages, oneLine, siteUrl } from "./templates.server";

type MailInput = {
  consultation: typeof consultations.$inferSelect;
  settings: SiteSettings;
  appUrl: string;
  /**
   * The requester's language: the page they booked from (a visitor has no saved one). The staff
   * note is always English: it goes to the team's inbox, not to an account.
   */
  locale?: Locale;
  /** The requester's reschedule and cancel links (signed, see booking-links.server). */
  links?: Record<BookingAction, string> | null;
};

function preferredSlot(
  c: MailInput["consultation"],
  locale: Locale = DEFAULT_LOCALE,
): { date: string; time: string } {
  const none = mailMessages(locale).consultation.noPreference;
  return {
    // Noon UTC is the same calendar day in Lagos, whatever the server's time zone.
    date: c.preferredDate ? formatDate(`${c.preferredDate}T12:00:00Z`, locale) : none,
    time: c.preferredTime ? formatTimeSlot(c.preferredTime, locale) : none,
  };
}

/**
 * The requester's confirmation: what happens next and the plan, date and time they chose (our
 * own words and values). None of their typed text (see autoReplyGreeting): anyone can book with
 * anyone's address.
 */
export function consultationConfirmationEmail({
  consultation: c,
  settings,
  appUrl,
  locale = DEFAULT_LOCALE,
  links,
}: MailInput): MailMessage {
  const slot = preferredSlot(c, locale);
  const t = mailMessages(locale).consultation;
  const l = mailMessages(locale).bookingLinks;
  const siteName = settings.siteName;
  return actionEmail({
    to: c.email,
    siteName,
    locale,
    subject: t.subject({ siteName }),
    greeting: autoReplyGreeting(c.name, locale),
    paragraphs: [
      t.thanks({ article: indefiniteArticle(c.plan), plan: c.plan, siteName }),
      t.next,
      t.request({ plan: c.plan, date: slot.date, time: slot.time }),
      ...(links ? [l.note] : []),
    ],
    action: { label: t.action, url: siteUrl(appUrl, "/academy", locale) },
    links: links
      ? [
          { label: l.reschedule, url: links.reschedule },
          { label: l.cancel, url: links.cancel },
        ]
      : undefined,
    footer: t.footer({ email: settings.contactEmail, phone: settings.phone }),
  });
}

/** Staff notification (settings contactEmail) with every detail of the request. */
export function consultationStaffEmail({
  consultation: c,
  settings,
  appUrl,
}: MailInput): MailMessage {
  const slot = preferredSlot(c);
  const message = actionEmail({
    to: settings.contactEmail,
    siteName: settings.siteName,
    subject: `New consultation request: ${c.plan} – ${oneLine(c.name)}`,
    greeting: "Hello team,",
    paragraphs: [
      "A new consultation request came in through the website. It is pending until someone confirms it.",
      `Name: ${c.name}`,
      `Email: ${c.email}`,
      `Phone: ${c.phone ?? "not given"}`,
      `Plan: ${c.plan}`,
      `Farm size: ${c.farmSize ?? "not given"}`,
      `Crop or livestock: ${c.cropType ?? "not given"}`,
      `Preferred date: ${slot.date}`,
      `Preferred time: ${slot.time}`,
      `Account: ${c.userId ? "signed-in user" : "visitor (no account)"}`,
      `Message: ${c.message}`,
    ],
    action: { label: "Open the admin dashboard", url: `${appUrl}/admin-dashboard` },
    footer: `Reference ${c.id}. Please contact the requester within one working day.`,
  });
  // A reply from the staff inbox goes straight to the visitor.
  return { ...message, replyTo: c.email };
}
