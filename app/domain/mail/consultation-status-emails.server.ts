import type { consultations } from "~/db/schema";
import type { BookingAction } from "~/domain/consultations/booking-links.server";
import type { SiteSettings } from "~/domain/settings/settings.schema";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { formatDate, formatTimeSlot } from "~/lib/format";
import { type CalendarMethod, calendarInvite } from "./ics";
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
  /** The requester's reschedule and cancel links for this version of the booking, if it has any. */
  links?: Record<BookingAction, string> | null;
  /** How long the session lasts (its consultant's length for the plan): the invite's end. */
  sessionMinutes?: number;
};

/** The reschedule and cancel links as the e-mail lists them, under a line saying what they do. */
function manageLinks(input: StatusMailInput): {
  note: string[];
  links: { label: string; url: string }[];
} {
  if (!input.links) return { note: [], links: [] };
  const t = mailMessages(input.locale ?? DEFAULT_LOCALE).bookingLinks;
  return {
    note: [t.note],
    links: [
      { label: t.reschedule, url: input.links.reschedule },
      { label: t.cancel, url: input.links.cancel },
    ],
  };
}

/** "15 June 2099 at 2:00 PM (Lagos time)", or as much as the request gave, in `locale`. */
export function slotText(c: Consultation, locale: Locale): string | null {
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

/**
 * The .ics for a consultation (RFC 5546): REQUEST when it is confirmed or moved, CANCEL when it
 * is withdrawn, always with the booking's one UID and its current SEQUENCE. Null when no date was
 * asked for.
 */
export function consultationInvite(
  {
    consultation: c,
    settings,
    appUrl,
    now,
    locale = DEFAULT_LOCALE,
    sessionMinutes,
  }: StatusMailInput,
  method: CalendarMethod = "REQUEST",
): string | null {
  if (!c.preferredDate) return null;
  const t = mailMessages(locale).consultationStatus;
  return calendarInvite({
    method,
    sequence: c.sequence,
    attendee: { name: c.name, email: c.email },
    uid: consultationInviteUid(c, appUrl),
    date: c.preferredDate,
    time: c.preferredTime,
    durationMinutes: sessionMinutes ?? 60,
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

type StatusContent = Pick<
  Parameters<typeof actionEmail>[0],
  "subject" | "paragraphs" | "action" | "links"
>;

/**
 * "Open your dashboard", for a booking made with an account; none for a guest, who has no
 * dashboard (their booking's own links are listed instead).
 */
function dashboardAction(input: StatusMailInput): { label: string; url: string } | undefined {
  if (!input.consultation.userId) return undefined;
  const locale = input.locale ?? DEFAULT_LOCALE;
  return {
    label: mailMessages(locale).consultationStatus.dashboard,
    url: siteUrl(input.appUrl, "/dashboard", locale),
  };
}

/** What the e-mail says for the consultation's (new) status. */
function statusContent(input: StatusMailInput, hasInvite: boolean): StatusContent {
  const { consultation: c, settings, appUrl, locale = DEFAULT_LOCALE } = input;
  const slot = slotText(c, locale);
  const t = mailMessages(locale).consultationStatus;
  const siteName = settings.siteName;
  const plan = c.plan;
  const dashboard = dashboardAction(input);
  switch (c.status) {
    case "confirmed":
      return {
        subject: t.confirmed.subject({ siteName }),
        paragraphs: [
          slot ? t.confirmed.goodOn({ plan, slot }) : t.confirmed.good({ plan }),
          t.confirmed.contact,
          hasInvite ? t.confirmed.invite : t.confirmed.noInvite,
          ...manageLinks(input).note,
        ],
        action: dashboard,
        links: manageLinks(input).links,
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
          ...(hasInvite ? [t.cancelledInvite] : []),
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

/** The e-mail with its .ics attached, the MIME type naming the same iTIP method (RFC 6047). */
function withInvite(
  message: MailMessage,
  invite: string | null,
  method: CalendarMethod,
): MailMessage {
  if (!invite) return message;
  return {
    ...message,
    attachments: [
      {
        filename: "consultation.ics",
        content: invite,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  };
}

function requesterEmail(input: StatusMailInput, content: StatusContent): MailMessage {
  const { consultation: c, settings } = input;
  const locale = input.locale ?? DEFAULT_LOCALE;
  return actionEmail({
    to: c.email,
    siteName: settings.siteName,
    locale,
    greeting: mailMessages(locale).layout.hello({ name: oneLine(c.name) }),
    ...content,
    footer: mailMessages(locale).consultationStatus.footer({
      email: settings.contactEmail,
      phone: settings.phone,
    }),
  });
}

/**
 * The requester's e-mail about a new status of their consultation (confirmed, completed or
 * cancelled). A confirmation carries the calendar invite (REQUEST) when a date was chosen; a
 * cancellation of a booking that had one carries its CANCEL, so the calendar drops it.
 * `from`: the status it left.
 */
export function consultationStatusEmail(
  input: StatusMailInput & { from?: Consultation["status"] },
): MailMessage {
  const { consultation: c } = input;
  const method: CalendarMethod | null =
    c.status === "confirmed"
      ? "REQUEST"
      : c.status === "cancelled" && input.from === "confirmed"
        ? "CANCEL"
        : null;
  const invite = method ? consultationInvite(input, method) : null;
  const message = requesterEmail(input, statusContent(input, invite !== null));
  return method ? withInvite(message, invite, method) : message;
}

/**
 * The requester's e-mail after they moved their booking: the new time, new links (the old ones
 * no longer work) and, for a confirmed booking, the updated invite (REQUEST, SEQUENCE raised).
 */
export function consultationMovedEmail(input: StatusMailInput): MailMessage {
  const { consultation: c } = input;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = mailMessages(locale).consultationStatus;
  const invite = c.status === "confirmed" ? consultationInvite(input, "REQUEST") : null;
  const slot = slotText(c, locale) ?? "";
  const message = requesterEmail(input, {
    subject: t.moved.subject({ siteName: input.settings.siteName }),
    paragraphs: [
      t.moved.movedTo({ plan: c.plan, slot }),
      ...(invite ? [t.moved.invite] : []),
      ...manageLinks(input).note,
    ],
    action: dashboardAction(input),
    links: manageLinks(input).links,
  });
  return withInvite(message, invite, "REQUEST");
}

/** The reminder a day or an hour before a confirmed booking, with its links. */
export function consultationReminderEmail(
  input: StatusMailInput & { before: "day" | "hour" },
): MailMessage {
  const { consultation: c } = input;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = mailMessages(locale).consultationStatus;
  const slot = slotText(c, locale) ?? "";
  return requesterEmail(input, {
    subject: t.reminder.subject({ slot, siteName: input.settings.siteName }),
    paragraphs: [
      input.before === "day"
        ? t.reminder.dayBefore({ plan: c.plan, slot })
        : t.reminder.hourBefore({ plan: c.plan, slot }),
      t.reminder.prepare,
      ...manageLinks(input).note,
    ],
    action: dashboardAction(input),
    links: manageLinks(input).links,
  });
}

/** The team's note (English, to settings contactEmail) when a requester moves or cancels. */
export function consultationChangedStaffEmail(
  input: Pick<StatusMailInput, "consultation" | "settings" | "appUrl"> & {
    change: "moved" | "cancelled";
    previousSlot: string | null;
  },
): MailMessage {
  const { consultation: c, settings, appUrl } = input;
  const slot = slotText(c, "en");
  const message = actionEmail({
    to: settings.contactEmail,
    siteName: settings.siteName,
    subject:
      input.change === "moved"
        ? `Consultation moved by the requester: ${c.plan} – ${oneLine(c.name)}`
        : `Consultation cancelled by the requester: ${c.plan} – ${oneLine(c.name)}`,
    greeting: "Hello team,",
    paragraphs: [
      input.change === "moved"
        ? `${oneLine(c.name)} moved their ${c.plan} consultation from ${input.previousSlot ?? "no time"} to ${slot ?? "no time"}, using the link in their e-mail.`
        : `${oneLine(c.name)} cancelled their ${c.plan} consultation${input.previousSlot ? ` on ${input.previousSlot}` : ""}, using the link in their e-mail. The hour is free again.`,
      `Status: ${c.status}`,
      `Email: ${c.email}`,
      `Phone: ${c.phone ?? "not given"}`,
    ],
    action: { label: "Open consultations", url: `${appUrl}/admin-dashboard/consultations` },
    footer: `Reference ${c.id}.`,
  });
  return { ...message, replyTo: c.email };
}

/** "15 June 2099 at 2:00 PM (Lagos time)" in English, for the team's notes. */
export function consultationSlotText(c: Consultation): string | null {
  return slotText(c, "en");
}
