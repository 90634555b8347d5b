import type { contacts } from "~/db/schema";
import { CONTACT_SUBJECTS } from "~/db/schema/enums";
import type { SiteSettings } from "~/domain/settings/settings.schema";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import type { MailMessage } from "./mailer.server";
import { actionEmail, autoReplyGreeting, mailMessages, oneLine, siteUrl } from "./templates.server";

type MailInput = {
  contact: typeof contacts.$inferSelect;
  settings: SiteSettings;
  appUrl: string;
  /**
   * The sender's language: the page they wrote from (a visitor has no saved one). The staff
   * note is always English: it goes to the team's inbox, not to an account.
   */
  locale?: Locale;
};

function subjectLabel(value: string): string {
  return CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? "General Inquiry";
}

/** The topic the sender chose, in their language. */
function localSubjectLabel(value: string, locale: Locale): string {
  const topics: Record<string, string> = mailMessages(locale).contact.topics;
  return topics[value] ?? topics.general ?? subjectLabel(value);
}

/**
 * The automatic reply to the sender: that we have it and when to expect an answer. Never a copy
 * of what they wrote (see autoReplyGreeting): anyone can type anyone's address into the form.
 */
export function contactAutoReplyEmail({
  contact: c,
  settings,
  appUrl,
  locale = DEFAULT_LOCALE,
}: MailInput): MailMessage {
  const t = mailMessages(locale).contact;
  const siteName = settings.siteName;
  return actionEmail({
    to: c.email,
    siteName,
    locale,
    subject: t.subject({ siteName }),
    greeting: autoReplyGreeting(c.name, locale),
    paragraphs: [
      t.received({ siteName, topic: localSubjectLabel(c.subject, locale) }),
      t.urgent({
        phone: settings.phone,
        weekdays: settings.openingHoursWeekdays,
        saturday: settings.openingHoursSaturday,
      }),
    ],
    action: {
      label: t.action({ siteName }),
      url: locale === DEFAULT_LOCALE ? appUrl : siteUrl(appUrl, "/", locale),
    },
    footer: t.footer,
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
