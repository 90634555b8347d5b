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

/**
 * The requester's e-mail about a new status of their consultation (confirmed, completed or
 * cancelled). A confirmation carries the calendar invite when a date was chosen.
 */
export function consultationStatusEmail(input: StatusMailInput): MailMessage {
  const { consultation: c, settings, appUrl } = input;
  const slot = slotText(c);
  const greeting = `Hello ${oneLine(c.name)},`;
  const footer = `Questions? Reply to ${settings.contactEmail} or call ${settings.phone}.`;
  switch (c.status) {
    case "confirmed": {
      const invite = consultationInvite(input);
      const message = actionEmail({
        to: c.email,
        siteName: settings.siteName,
        subject: `Your consultation is confirmed – ${settings.siteName}`,
        greeting,
        paragraphs: [
          `Good news: your ${c.plan} consultation${slot ? ` on ${slot}` : ""} is confirmed.`,
          "Our expert will contact you before the session to agree how you will meet (a call, a video call or a farm visit).",
          invite
            ? "The attached calendar invite (consultation.ics) adds the session to your phone's or computer's calendar."
            : "We will agree the date with you when we call.",
        ],
        action: { label: "Open your dashboard", url: `${appUrl}/dashboard` },
        footer,
      });
      return invite
        ? {
            ...message,
            attachments: [
              {
                filename: "consultation.ics",
                content: invite,
                contentType: "text/calendar; charset=utf-8; method=PUBLISH",
              },
            ],
          }
        : message;
    }
    case "completed":
      return actionEmail({
        to: c.email,
        siteName: settings.siteName,
        subject: `Thank you for your consultation – ${settings.siteName}`,
        greeting,
        paragraphs: [
          `Your ${c.plan} consultation is now marked as completed. Thank you for choosing ${settings.siteName}.`,
          "Whenever you need more advice, you can book a follow-up consultation.",
        ],
        action: { label: "Book a follow-up", url: `${appUrl}/consultation` },
        footer,
      });
    case "cancelled":
      return actionEmail({
        to: c.email,
        siteName: settings.siteName,
        subject: `Your consultation request was cancelled – ${settings.siteName}`,
        greeting,
        paragraphs: [
          `Your ${c.plan} consultation request${slot ? ` for ${slot}` : ""} has been cancelled.`,
          "If you still need advice, contact us or book again at a time that suits you.",
        ],
        action: { label: "Book again", url: `${appUrl}/consultation` },
        footer,
      });
    default:
      return actionEmail({
        to: c.email,
        siteName: settings.siteName,
        subject: `Your consultation request – ${settings.siteName}`,
        greeting,
        paragraphs: [`Your ${c.plan} consultation request is now ${c.status}.`],
        action: { label: "Open your dashboard", url: `${appUrl}/dashboard` },
        footer,
      });
  }
}
