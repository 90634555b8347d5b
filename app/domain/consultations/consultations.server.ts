import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { consultations } from "~/db/schema";
import { boundFormKey } from "~/domain/abuse/form-submissions.server";
import {
  type PublicFormOutcome,
  SubmissionRefused,
  storePublicSubmission,
} from "~/domain/abuse/public-form.server";
import {
  consultationConfirmationEmail,
  consultationStaffEmail,
} from "~/domain/mail/consultation-emails.server";
import { getAccountChannels } from "~/domain/messaging/account-channels.server";
import { sendBookingMessage } from "~/domain/messaging/booking-messages.server";
import { toProviderNumber } from "~/domain/messaging/channels.server";
import { askToConfirmPhone } from "~/domain/messaging/phone-confirmation.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import type { Services } from "~/services.server";
import {
  chooseSlot,
  holdExpiryFor,
  holdSlot,
  listConsultants,
  type SlotHold,
} from "./booking.server";
import { bookingWindow } from "./booking-window.server";
import type { ConsultationInput } from "./consultation.schema";
import type { SlotTime } from "./slots";

export type Consultation = typeof consultations.$inferSelect;

/** A booking as the form gives it; the channels default to e-mail. */
export type ConsultationRequest = Omit<ConsultationInput, "channels"> & {
  channels?: ConsultationInput["channels"];
};

/**
 * Why a booking was refused: its hour is not free (these are the next free ones), or the
 * consultant asked for does not take consultations.
 */
export type SlotTakenReason =
  | { kind: "slot-taken"; next: { date: string; time: SlotTime }[] }
  | { kind: "unknown-consultant" };

/**
 * Stores a request as pending. Returns null when this form (its key) already stored this very request: a double
 * submission is one request. When the site has consultants and a date and hour were chosen, the
 * booking holds a free consultant's slot (the database refuses a second live booking of it);
 * throws SubmissionRefused with the next free slots when none is free any more.
 */
export async function createConsultation(
  db: Database,
  input: ConsultationRequest,
  userId: string | null,
  locale: Locale = "en",
  now: Date = new Date(),
): Promise<Consultation | null> {
  const values = {
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
    // Without a date and hour, the consultant asked for is a wish staff see (and confirm with).
    consultantId: input.consultantId || null,
    channels: input.channels ?? ["email"],
    locale,
    status: "pending" as const,
    idempotencyKey: bookingFormKey(input, userId),
  };
  // Booked from an account whose number is confirmed: the same number needs no second check.
  const phoneConfirmedAt =
    userId && values.phone ? await confirmedAccountPhone(db, userId, values.phone) : null;
  const insert = async (tx: Database, hold: SlotHold | null) => {
    const [row] = await tx
      .insert(consultations)
      .values({
        ...values,
        phoneConfirmedAt,
        consultantId: hold ? hold.consultantId : values.consultantId,
        startsAt: hold?.startsAt,
        // A stranger's request holds its hour for a few hours only (UNCONFIRMED_HOLD_HOURS).
        holdExpiresAt: hold ? holdExpiryFor({ userId, phoneConfirmedAt }, now) : null,
      })
      .onConflictDoNothing({ target: consultations.idempotencyKey })
      .returning();
    return { row: row ?? null };
  };
  if (!input.preferredDate || !input.preferredTime) {
    if (values.consultantId && !(await isConsultant(db, values.consultantId))) {
      throw new SubmissionRefused({ kind: "unknown-consultant" } satisfies SlotTakenReason);
    }
    return (await insert(db, null)).row;
  }
  // A double submission answers as the first one did, before its own slot looks taken.
  if (values.idempotencyKey) {
    const [stored] = await db
      .select({ id: consultations.id })
      .from(consultations)
      .where(eq(consultations.idempotencyKey, values.idempotencyKey))
      .limit(1);
    if (stored) return null;
  }
  const slot = { date: input.preferredDate, time: input.preferredTime };
  const window = await bookingWindow(db, now);
  const choice = await chooseSlot(db, slot, window, values.consultantId);
  if (choice.status === "unknown-consultant") {
    throw new SubmissionRefused({ kind: "unknown-consultant" } satisfies SlotTakenReason);
  }
  if (choice.status === "unmanaged") return (await insert(db, null)).row;
  if (choice.status === "free") {
    const held = await holdSlot(db, choice, insert);
    if (held) return held.row;
  }
  // Taken meanwhile by every free consultant: what is free now.
  const after =
    choice.status === "taken" ? choice : await chooseSlot(db, slot, window, values.consultantId);
  const next = after.status === "taken" ? after.next : [];
  throw new SubmissionRefused({ kind: "slot-taken", next } satisfies SlotTakenReason);
}

/**
 * The key a booking is stored under: its form's key bound to what was asked and by which account,
 * so only a resend of this very request is a repeat (and finds its receipt); a copied key with
 * another person's details books for them (issue 34 item 13).
 */
export function bookingFormKey(input: ConsultationRequest, userId: string | null): string | null {
  return boundFormKey(input.formKey, { ...input, userId });
}

/** Now, if the account's confirmed number is `phone` (written either way); else null. */
async function confirmedAccountPhone(db: Database, userId: string, phone: string) {
  const account = await getAccountChannels(db, userId);
  return account.phoneConfirmed &&
    account.phone &&
    toProviderNumber(account.phone) === toProviderNumber(phone)
    ? new Date()
    : null;
}

async function isConsultant(db: Database, id: string): Promise<boolean> {
  return (await listConsultants(db)).some((c) => c.id === id);
}

export type SubmitOutcome = PublicFormOutcome<Consultation>;

/**
 * A booking from the public form, with the confirmation to the requester and the note to staff
 * (settings contactEmail).
 */
export function submitConsultation(
  services: Services,
  opts: {
    input: ConsultationRequest;
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
    // Each booking mails (and may text) whom it names and holds a consultant's hour: a day's
    // budget per e-mail address and per number, whoever sends them (MESSAGE_BUDGETS).
    budgets: (consultation) => [
      { kind: "booking-email", subject: consultation.email },
      ...(consultation.phone
        ? [{ kind: "booking-number" as const, subject: toProviderNumber(consultation.phone) }]
        : []),
    ],
    // The team's note goes by e-mail; the requester's acknowledgement by the channels they chose.
    mails: (consultation, settings) => [
      consultationStaffEmail({ consultation, settings, appUrl: services.env.APP_URL }),
    ],
    after: async (tx, consultation, settings) => {
      const locale = opts.locale ?? DEFAULT_LOCALE;
      const links = services.bookingLinks.urlsFor(consultation, locale);
      const email = consultationConfirmationEmail({
        consultation,
        settings,
        appUrl: services.env.APP_URL,
        locale,
        links,
      });
      await sendBookingMessage(services, tx, {
        consultation,
        news: "received",
        email,
        locale,
        settings,
        links,
      });
      await askToConfirmPhone(services, tx, consultation, { settings, locale });
    },
  });
}
