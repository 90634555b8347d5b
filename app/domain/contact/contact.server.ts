import { isDatabaseUnavailable } from "~/db/outage.server";
import { contacts } from "~/db/schema";
import { FORM_RATE_LIMIT, scaledLimit } from "~/domain/abuse/limits";
import { consumeRateLimit } from "~/domain/abuse/rate-limit.server";
import { contactAutoReplyEmail, contactStaffEmail } from "~/domain/mail/contact-emails.server";
import type { Queryable } from "~/domain/outbox/outbox.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import type { Services } from "~/services.server";
import type { ContactInput } from "./contact.schema";

export type ContactMessage = typeof contacts.$inferSelect;

/** Stores a message; null when this form (its key) was already stored. */
export async function createContactMessage(
  db: Queryable,
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
 * A message from the contact form: rate-limited per client, then stored together with its
 * auto-reply and the note to staff in one transaction: the outbox sends both once it commits, so
 * an acknowledged message is never without its e-mails, and a mail server that is down only
 * delays them.
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
    const settings = await getSiteSettings(db);
    const contact = await db.transaction(async (tx) => {
      const stored = await createContactMessage(tx, opts.input);
      if (!stored) return null;
      const mail = { contact: stored, settings, appUrl: services.env.APP_URL };
      await services.mailer.send(contactAutoReplyEmail(mail), { tx });
      await services.mailer.send(contactStaffEmail(mail), { tx });
      return stored;
    });
    if (!contact) return { status: "duplicate" };
    return { status: "stored", contact };
  } catch (error) {
    // Nothing was acknowledged; a lost database also puts the site in its outage answer (503).
    if (isDatabaseUnavailable(error)) services.database.outage.markDown();
    logger.error({ err: error }, "contact message could not be stored");
    return { status: "failed" };
  }
}
