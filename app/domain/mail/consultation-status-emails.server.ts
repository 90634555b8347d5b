import type { consultations } from "~/db/schema";
import type { SiteSettings } from "~/domain/settings/settings.schema";
import { formatDate, formatTimeSlot } from "~/lib/format";
import { calendarInvite } from "./ics";
import type { MailMessage } from "./mailer.server";
import { actionEmail, oneLine } from "./templates.server";

type Consultation = typeof consultations.$inferSelect;

type StatusMailInput = {
  consultation: Consultation;
  settings: SiteSettings;
  appUrl: string;
  now?: Date;
};

/** "15 June 2099 at 2:00 PM (Lagos time)", or as much as the request gave. */
function slotText(c: Consultation): string | null {
  if (!c.preferredDate) return null;
  const date = formatDate(`${c.preferredDate}T12:00:00Z`);
  return c.preferredTime
    ? `${date} at ${formatTimeSlot(c.preferredTime)} (Lagos time)`
    : `${date} (time to be agreed)`;
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
}: StatusMailInput): string | null {
  if (!c.preferredDate) return null;
  return calendarInvite({
    uid: consultationInviteUid(c, appUrl),
    date: c.preferredDate,
    time: c.preferredTime,
    durationMinutes: 60,
    summary: `${c.plan} consultation – ${settings.siteName}`,
    description: `Your ${c.plan} consultation with ${settings.siteName}. Our expert will contact you before the session. Questions: ${settings.contactEmail}, ${settings.phone}.`,
    organizer: { name: settings.siteName, email: settings.contactEmail },
    now,
  });
}

type StatusContent = Pick<Parameters<typeof actionEmail>[0], "subject" | "paragraphs" | "action">;

/** What the e-mail says for the consultation's (new) status. */
function statusContent(
  { consultation: c, settings, appUrl }: StatusMailInput,
  hasInvite: boolean,
): StatusContent {
  const slot = slotText(c);
  const dashboard = { label: "Open your dashboard", url: `${appUrl}/dashboard` };
  switch (c.status) {
    case "confirmed":
      return {
        subject: `Your consultation is confirmed – ${settings.siteName}`,
        paragraphs: [
          `Good news: your ${c.plan} consultation${slot ? ` on ${slot}` : ""} is confirmed.`,
          "Our expert will contact you before the session to agree how you will meet (a call, a video call or a farm visit).",
          hasInvite
            ? "The attached calendar invite (consultation.ics) adds the session to your phone's or computer's calendar."
            : "We will agree the date with you when we call.",
        ],
        action: dashboard,
      };
    case "completed":
      return {
        subject: `Thank you for your consultation – ${settings.siteName}`,
        paragraphs: [
          `Your ${c.plan} consultation is now marked as completed. Thank you for choosing ${settings.siteName}.`,
          "Whenever you need more advice, you can book a follow-up consultation.",
        ],
        action: { label: "Book a follow-up", url: `${appUrl}/consultation` },
      };
    case "cancelled":
      return {
        subject: `Your consultation request was cancelled – ${settings.siteName}`,
        paragraphs: [
          `Your ${c.plan} consultation request${slot ? ` for ${slot}` : ""} has been cancelled.`,
          "If you still need advice, contact us or book again at a time that suits you.",
        ],
        action: { label: "Book again", url: `${appUrl}/consultation` },
      };
    default:
      return {
        subject: `Your consultation request – ${settings.siteName}`,
        paragraphs: [`Your ${c.plan} consultation request is now ${c.status}.`],
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
  const invite = c.status === "confirmed" ? consultationInvite(input) : null;
  const message = actionEmail({
    to: c.email,
    siteName: settings.siteName,
    greeting: `Hello ${oneLine(c.name)},`,
    ...statusContent(input, invite !== null),
    footer: `Questions? Reply to ${settings.contactEmail} or call ${settings.phone}.`,
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
