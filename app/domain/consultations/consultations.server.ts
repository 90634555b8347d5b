import { isDatabaseUnavailable } from "~/db/outage.server";
import { consultations } from "~/db/schema";
import { FORM_RATE_LIMIT, scaledLimit } from "~/domain/abuse/limits";
import { consumeRateLimit } from "~/domain/abuse/rate-limit.server";
import {
  consultationConfirmationEmail,
  consultationStaffEmail,
} from "~/domain/mail/consultation-emails.server";
import type { Queryable } from "~/domain/outbox/outbox.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import type { Services } from "~/services.server";
import type { ConsultationInput } from "./consultation.schema";

export type Consultation = typeof consultations.$inferSelect;

/**
 * Stores a request as pending. Returns null when this form (its key) was already stored: a double
 * submission is one request.
 */
export async function createConsultation(
  db: Queryable,
  input: ConsultationInput,
  userId: string | null,
): Promise<Consultation | null> {
  const [row] = await db
    .insert(consultations)
    .values({
      userId,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      farmSize: input.farmSize ?? null,
      cropType: input.cropType ?? null,
      plan: input.plan,
      preferredDate: input.preferredDate ?? null,
      preferredTime: input.preferredTime ?? null,
      message: input.message,
      status: "pending",
      idempotencyKey: input.formKey ?? null,
    })
    .onConflictDoNothing({ target: consultations.idempotencyKey })
    .returning();
  return row ?? null;
}

export type SubmitOutcome =
  | { status: "stored"; consultation: Consultation }
  | { status: "duplicate" }
  | { status: "limited"; retryAfterSeconds: number }
  | { status: "failed" };

/**
 * A booking from the public form: rate-limited per client, then stored together with the
 * confirmation to the requester and the note to staff (settings contactEmail) in one
 * transaction; the outbox sends both once it commits, retrying while the mail server is down.
 */
export async function submitConsultation(
  services: Services,
  opts: { input: ConsultationInput; userId: string | null; clientKey: string },
): Promise<SubmitOutcome> {
  const { db, logger } = services;
  try {
    const limit = await consumeRateLimit(db, {
      key: `consultation:${opts.clientKey}`,
      ...scaledLimit(FORM_RATE_LIMIT, services.env.RATE_LIMIT_SCALE),
    });
    if (!limit.allowed) return { status: "limited", retryAfterSeconds: limit.retryAfterSeconds };
    const settings = await getSiteSettings(db);
    const consultation = await db.transaction(async (tx) => {
      const stored = await createConsultation(tx, opts.input, opts.userId);
      if (!stored) return null;
      const mail = { consultation: stored, settings, appUrl: services.env.APP_URL };
      await services.mailer.send(consultationConfirmationEmail(mail), { tx });
      await services.mailer.send(consultationStaffEmail(mail), { tx });
      return stored;
    });
    if (!consultation) return { status: "duplicate" };
    return { status: "stored", consultation };
  } catch (error) {
    // Nothing was acknowledged; a lost database also puts the site in its outage answer (503).
    if (isDatabaseUnavailable(error)) services.database.outage.markDown();
    logger.error({ err: error }, "consultation request could not be stored");
    return { status: "failed" };
  }
}
