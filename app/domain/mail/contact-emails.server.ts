import type { contacts } from "~/db/schema";
import { CONTACT_SUBJECTS } from "~/domain/catalog/enums";
import type { SiteSettings } from "~/domain/settings/settings.schema";
import type { MailMessage } from "./mailer.server";
import { actionEmail, autoReplyGreeting, oneLine } from "./templates.server";

type MailInput = {
  contact: typeof contacts.$inferSelect;
  settings: SiteSettings;
  appUrl: string;
};

function subjectLabel(value: string): string {
  return CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? "General Inquiry";
}

/**
 * The automatic reply to the sender: that we have it and when to expect an answer. Never a copy
 * of what they wrote (see autoReplyGreeting): anyone can type anyone's address into the form.
 */
export function contactAutoReplyEmail({ contact: c, settings, appUrl }: MailInput): MailMessage {
  return actionEmail({
    to: c.email,
    siteName: settings.siteName,
    subject: `Thank you for contacting ${settings.siteName}`,
    greeting: autoReplyGreeting(c.name),
    paragraphs: [
      `Thank you for contacting ${settings.siteName}. We have received your message about "${subjectLabel(c.subject)}" and will get back to you within 24 hours.`,
      `Urgent? Call us on ${settings.phone} (${settings.openingHoursWeekdays}, ${settings.openingHoursSaturday}).`,
    ],
    action: { label: `Visit ${settings.siteName}`, url: appUrl },
    footer: "This is an automatic reply. If you did not write to us, you can ignore this message.",
  });
}

/** The message as staff receive it (settings contactEmail). */
export function contactStaffEmail({ contact: c, settings, appUrl }: MailInput): MailMessage {
  const message = actionEmail({
    to: settings.contactEmail,
    siteName: settings.siteName,
    subject: `New contact message (${subjectLabel(c.subject)}) – ${oneLine(c.name)}`,
    greeting: "Hello team,",
    paragraphs: [
      "A new message came in through the contact form. We promise a reply within 24 hours.",
      `Name: ${c.name}`,
      `Email: ${c.email}`,
      `Phone: ${c.phone ?? "not given"}`,
      `Company: ${c.company ?? "not given"}`,
      `Subject: ${subjectLabel(c.subject)}`,
      `Message: ${c.message}`,
    ],
    action: { label: "Open the admin dashboard", url: `${appUrl}/admin-dashboard` },
    footer: `Reference ${c.id}. Reply to the sender at ${c.email}.`,
  });
  // A reply from the staff inbox goes straight to the visitor.
  return { ...message, replyTo: c.email };
}
