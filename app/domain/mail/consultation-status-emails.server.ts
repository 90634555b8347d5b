import type { consultations } from "~/db/schema";
import type { SiteSettings } from "~/domain/settings/settings.schema";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { formatDate, formatTimeSlot } from "~/lib/format";
import { calendarInvite } from "./ics";
import type { MailMessage } from "./mailer.server";
import { actionEmail, mailMessages, oneLine, siteUrl } from "./templates.server";

type Consultation = typeof consultations.$inferSelect;

type StatusMailInput = {
  consultation: Consultation;
  settings: SiteSettings;
  appUrl: string;
  now?: Date;
  /** The requester's saved language when the booking has an account; English otherwise. */
  locale?: Locale;
};

/** "15 June 2099 at 2:00 PM (Lagos time)", or as much as the request gave, in `locale`. */
function slotText(c: Consultation, locale: Locale): string | null {
  if (!c.preferredDate) return null;
  const t = mailMessages(locale).consultationStatus;
  const date = formatDate(`${c.preferredDate}T12:00:00Z`, locale);
  return c.preferredTime
    ? t.slot({ date, time: formatTimeSlot(c.preferredTime, locale) })
    : t.slotNoTime({ date });
}

/** The invite's UID: one per consultation, so a resent invite replaces the first. */
export function consultationInviteUid(c: Consultation, appUrl: string): string {
  return `consultation-${c.id}@${new URL(appUrl).hostname}`;
}

/** The .ics invite for a confirmed consultation, or null when no date was asked for. */
export function consultationInvite({
  consultation: c,
  settings,
  appUrl,
  now,
  locale = DEFAULT_LOCALE,
}: StatusMailInput): string | null {
  if (!c.preferredDate) return null;
  const t = mailMessages(locale).consultationStatus;
  return calendarInvite({
    uid: consultationInviteUid(c, appUrl),
    date: c.preferredDate,
    time: c.preferredTime,
    durationMinutes: 60,
    summary: t.inviteSummary({ plan: c.plan, siteName: settings.siteName }),
    description: t.inviteDescription({
      plan: c.plan,
      siteName: settings.siteName,
      email: settings.contactEmail,
      phone: settings.phone,
    }),
    organizer: { name: settings.siteName, email: settings.contactEmail },
    now,
  });
}

type StatusContent = Pick<Parameters<typeof actionEmail>[0], "subject" | "paragraphs" | "action">;

/** What the e-mail says for the consultation's (new) status. */
function statusContent(
  { consultation: c, settings, appUrl, locale = DEFAULT_LOCALE }: StatusMailInput,
  hasInvite: boolean,
): StatusContent {
  const slot = slotText(c, locale);
  const t = mailMessages(locale).consultationStatus;
  const siteName = settings.siteName;
  const plan = c.plan;
  const dashboard = { label: t.dashboard, url: siteUrl(appUrl, "/dashboard", locale) };
  switch (c.status) {
    case "confirmed":
      return {
        subject: t.confirmed.subject({ siteName }),
        paragraphs: [
          slot ? t.confirmed.goodOn({ plan, slot }) : t.confirmed.good({ plan }),
          t.confirmed.contact,
          hasInvite ? t.confirmed.invite : t.confirmed.noInvite,
        ],
        action: dashboard,
      };
    case "completed":
      return {
        subject: t.completed.subject({ siteName }),
        paragraphs: [t.completed.done({ plan, siteName }), t.completed.more],
        action: { label: t.completed.action, url: siteUrl(appUrl, "/consultation", locale) },
      };
    case "cancelled":
      return {
        subject: t.cancelled.subject({ siteName }),
        paragraphs: [
          slot ? t.cancelled.cancelledFor({ plan, slot }) : t.cancelled.cancelled({ plan }),
          t.cancelled.again,
        ],
        action: { label: t.cancelled.action, url: siteUrl(appUrl, "/consultation", locale) },
      };
    default:
      return {
        subject: t.other.subject({ siteName }),
        paragraphs: [t.other.status({ plan, status: t.statuses[c.status] ?? c.status })],
        action: dashboard,
      };
  }
}

/**
 * The requester's e-mail about a new status of their consultation (confirmed, completed or
 * cancelled). A confirmation carries the calendar invite when a date was chosen.
 */
export function consultationStatusEmail(input: StatusMailInput): MailMessage {
  const { consultation: c, settings } = input;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const invite = c.status === "confirmed" ? consultationInvite(input) : null;
  const message = actionEmail({
    to: c.email,
    siteName: settings.siteName,
    locale,
    greeting: mailMessages(locale).layout.hello({ name: oneLine(c.name) }),
    ...statusContent(input, invite !== null),
    footer: mailMessages(locale).consultationStatus.footer({
      email: settings.contactEmail,
      phone: settings.phone,
    }),
  });
  if (!invite) return message;
  return {
    ...message,
    attachments: [
      {
        filename: "consultation.ics",
        content: invite,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      },
    ],
  };
}
