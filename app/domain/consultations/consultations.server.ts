import type { Database } from "~/db/client.server";
import { consultations } from "~/db/schema";
import { type PublicFormOutcome, storePublicSubmission } from "~/domain/abuse/public-form.server";
import {
  consultationConfirmationEmail,
  consultationStaffEmail,
} from "~/domain/mail/consultation-emails.server";
import type { Locale } from "~/i18n/locales";
import type { Services } from "~/services.server";
import type { ConsultationInput } from "./consultation.schema";

export type Consultation = typeof consultations.$inferSelect;

/**
 * Stores a request as pending. Returns null when this form (its key) was already stored: a double
 * submission is one request.
 */
export async function createConsultation(
  db: Database,
  input: ConsultationInput,
  userId: string | null,
  locale: Locale = "en",
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
      locale,
      status: "pending",
      idempotencyKey: input.formKey ?? null,
    })
    .onConflictDoNothing({ target: consultations.idempotencyKey })
    .returning();
  return row ?? null;
}

export type SubmitOutcome = PublicFormOutcome<Consultation>;

/**
 * A booking from the public form, with the confirmation to the requester and the note to staff
 * (settings contactEmail).
 */
export function submitConsultation(
  services: Services,
  opts: {
    input: ConsultationInput;
    userId: string | null;
    clientKey: string;
    /** The page's language: the requester's confirmation is written in it. */
    locale?: Locale;
  },
): Promise<SubmitOutcome> {
  return storePublicSubmission(services, {
    form: "consultation",
    clientKey: opts.clientKey,
    store: (tx) => createConsultation(tx, opts.input, opts.userId, opts.locale),
    mails: (consultation, settings) => {
      const mail = { consultation, settings, appUrl: services.env.APP_URL };
      return [
        consultationConfirmationEmail({ ...mail, locale: opts.locale }),
        consultationStaffEmail(mail),
      ];
    },
  });
}
