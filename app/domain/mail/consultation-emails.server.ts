import type { consultations } from "~/db/schema";
import type { SiteSettings } from "~/domain/settings/settings.schema";
import { withIndefiniteArticle } from "~/lib/articles";
import { formatDate, formatTimeSlot } from "~/lib/format";
import type { MailMessage } from "./mailer.server";
import { actionEmail, autoReplyGreeting, oneLine } from "./templates.server";

type MailInput = {
  consultation: typeof consultations.$inferSelect;
  settings: SiteSettings;
  appUrl: string;
};

function preferredSlot(c: MailInput["consultation"]): { date: string; time: string } {
  return {
    // Noon UTC is the same calendar day in Lagos, whatever the server's time zone.
    date: c.preferredDate ? formatDate(`${c.preferredDate}T12:00:00Z`) : "No preference",
    time: c.preferredTime ? formatTimeSlot(c.preferredTime) : "No preference",
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
}: MailInput): MailMessage {
  const slot = preferredSlot(c);
  return actionEmail({
    to: c.email,
    siteName: settings.siteName,
    subject: `We received your consultation request – ${settings.siteName}`,
    greeting: autoReplyGreeting(c.name),
    paragraphs: [
      `Thank you for booking ${withIndefiniteArticle(c.plan)} consultation with ${settings.siteName}. Your request is now with our team.`,
      "What happens next: one of our agricultural experts reviews your details and contacts you, usually within one working day, to confirm the date, the time and how we will meet (a call, a video call or a farm visit).",
      `Your request – Plan: ${c.plan}. Preferred date: ${slot.date}. Preferred time: ${slot.time}.`,
    ],
    action: { label: "Explore our courses while you wait", url: `${appUrl}/academy` },
    footer: `Need to change something? Reply to ${settings.contactEmail} or call ${settings.phone}. If you did not make this request, you can ignore this message.`,
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
