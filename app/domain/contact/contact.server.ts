import type { Database } from "~/db/client.server";
import { contacts } from "~/db/schema";
import { FORM_RATE_LIMIT, scaledLimit } from "~/domain/abuse/limits";
import { consumeRateLimit } from "~/domain/abuse/rate-limit.server";
import { contactAutoReplyEmail, contactStaffEmail } from "~/domain/mail/contact-emails.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import type { Services } from "~/services.server";
import type { ContactInput } from "./contact.schema";

export type ContactMessage = typeof contacts.$inferSelect;

/** Stores a message; null when this form (its key) was already stored. */
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
      idempotencyKey: input.formKey ?? null,
    })
    .onConflictDoNothing({ target: contacts.idempotencyKey })
    .returning();
  return row ?? null;
}

export type ContactOutcome =
  | { status: "stored"; contact: ContactMessage }
  | { status: "duplicate" }
  | { status: "limited"; retryAfterSeconds: number }
  | { status: "failed" };

/**
 * A message from the contact form: rate-limited per client, stored, auto-replied to and sent on
 * to staff. A mail failure is logged; the message is saved either way.
 */
export async function submitContactMessage(
  services: Services,
  opts: { input: ContactInput; clientKey: string },
): Promise<ContactOutcome> {
  const { db, logger } = services;
  try {
    const limit = await consumeRateLimit(db, {
      key: `contact:${opts.clientKey}`,
      ...scaledLimit(FORM_RATE_LIMIT, services.env.RATE_LIMIT_SCALE),
    });
    if (!limit.allowed) return { status: "limited", retryAfterSeconds: limit.retryAfterSeconds };
    const contact = await createContactMessage(db, opts.input);
    if (!contact) return { status: "duplicate" };
    const settings = await getSiteSettings(db);
    const mail = { contact, settings, appUrl: services.env.APP_URL };
    const sent = await Promise.allSettled([
      services.mailer.send(contactAutoReplyEmail(mail)),
      services.mailer.send(contactStaffEmail(mail)),
    ]);
    for (const result of sent) {
      if (result.status === "rejected") {
        logger.error({ err: result.reason, contactId: contact.id }, "contact e-mail failed");
      }
    }
    return { status: "stored", contact };
  } catch (error) {
    logger.error({ err: error }, "contact message could not be stored");
    return { status: "failed" };
  }
}
