import type { Database } from "~/db/client.server";
import { contacts } from "~/db/schema";
import { boundFormKey } from "~/domain/abuse/form-submissions.server";
import { type PublicFormOutcome, storePublicSubmission } from "~/domain/abuse/public-form.server";
import { contactAutoReplyEmail, contactStaffEmail } from "~/domain/mail/contact-emails.server";
import type { Locale } from "~/i18n/locales";
import type { Services } from "~/services.server";
import type { ContactInput } from "./contact.schema";

export type ContactMessage = typeof contacts.$inferSelect;

/** Stores a message; null when this form (its key) already stored this very message. */
export async function createContactMessage(
  db: Database,
  input: ContactInput,
): Promise<ContactMessage | null> {
  const [row] = await db
    .insert(contacts)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      company: input.company ?? null,
      subject: input.subject,
      message: input.message,
      // Only this very message again is a repeat: a copied key never drops another one.
      idempotencyKey: boundFormKey(input.formKey, input),
    })
    .onConflictDoNothing({ target: contacts.idempotencyKey })
    .returning();
  return row ?? null;
}

export type ContactOutcome = PublicFormOutcome<ContactMessage>;

/** A message from the contact form, with its auto-reply and the note to staff. */
export function submitContactMessage(
  services: Services,
  opts: {
    input: ContactInput;
    clientKey: string;
    /** The page's language: the auto-reply is written in it. */
    locale?: Locale;
  },
): Promise<ContactOutcome> {
  return storePublicSubmission(services, {
    form: "contact",
    clientKey: opts.clientKey,
    store: (tx) => createContactMessage(tx, opts.input),
    mails: (contact, settings) => {
      const mail = { contact, settings, appUrl: services.env.APP_URL };
      return [contactAutoReplyEmail({ ...mail, locale: opts.locale }), contactStaffEmail(mail)];
    },
  });
}
