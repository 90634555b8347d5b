import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema";
import type { PaymentStatus } from "~/db/schema/enums";
import { translate } from "~/i18n/catalog.server";
import type { Compiled } from "~/i18n/define";
import { learnerPayments } from "~/i18n/messages/learner-payments";
import type learnerPaymentsEn from "~/i18n/messages/learner-payments/en";
import { receiptInputOf } from "./payment-emails.server";
import type { Payment } from "./payment-records.server";
import {
  COUPON_USED_UP_MESSAGE,
  FAILURE_REASONS,
  findOwnPayment,
  listOwnPayments,
  SETTLED_STATUSES,
} from "./payments.server";
import type { ReceiptInput } from "./receipt-pdf.server";

// Settings → Payments: the learner's own payments as their page shows them. Only what the page
// needs leaves the server (no e-mail, no provider checkout address, no staff notes).

export type MyPayment = {
  reference: string;
  courseTitle: string;
  /** The course page's slug while the course is still published, else null (no link). */
  courseSlug: string | null;
  status: PaymentStatus;
  /** When it was paid for a settled payment, else when it was started. */
  date: Date;
  amountKobo: number;
  couponCode: string | null;
  /** Settled payments only: the receipt is downloadable. */
  receiptNumber: string | null;
  refundedAt: Date | null;
  /** A sentence for the learner about a failed, cancelled, expired or doubled payment. */
  note: string | null;
  /** Made with the built-in test gateway: no real money moved. */
  test: boolean;
};

function isSettled(status: PaymentStatus): boolean {
  return (SETTLED_STATUSES as readonly PaymentStatus[]).includes(status);
}

/** The notes in the reader's language: `translate(locale, learnerPayments).notes`. */
export type PaymentNotes = Compiled<typeof learnerPaymentsEn>["notes"];
const ENGLISH_NOTES = translate("en", learnerPayments).notes;

/**
 * The payment's `failure_reason` is written for staff (provider messages, amount mismatches): the
 * learner gets it in plain words, with what it means for their money, in their language.
 */
export function learnerNote(payment: Payment, t: PaymentNotes = ENGLISH_NOTES): string | null {
  const reason = payment.failureReason?.trim() ?? "";
  switch (payment.status) {
    case "paid":
      // Flagged for refund at fulfilment: a second payment for the course, or a course gone.
      if (!payment.needsRefund) return null;
      return reason.includes(FAILURE_REASONS.alreadyEnrolled)
        ? t.alreadyEnrolledRefund
        : t.notFulfilledRefund;
    case "refund_pending":
      return t.refundAsked;
    case "refunded":
    case "pending":
      return null;
    case "cancelled":
      return reason === FAILURE_REASONS.replaced ? t.replaced : t.cancelled;
    case "expired":
      return t.expired;
    case "failed":
      return failureInPlainWords(payment, reason, t);
  }
}

function failureInPlainWords(payment: Payment, reason: string, t: PaymentNotes): string {
  // The provider reported another amount or currency than we asked for: not fulfilled.
  if (payment.needsRefund) return t.amountMismatch;
  if (reason === COUPON_USED_UP_MESSAGE) return t.couponUsedUp;
  if (reason === FAILURE_REASONS.unreachable) return t.unreachable;
  if (reason.startsWith(FAILURE_REASONS.refusedPrefix)) return t.refused;
  // A provider's own words ("Insufficient Funds", "Declined"…), short enough to read, quoted as
  // the provider wrote them.
  const generic = /^(the payment was )?declined\.?$/i.test(reason) || reason === "";
  if (generic || reason.length > 120) return t.declined;
  return t.declinedBecause({ reason: reason.replace(/\.$/, "") });
}

/** The signed-in learner's payments, newest first, with the course page of each still published. */
export async function listMyPayments(
  db: Database,
  userId: string,
  notes: PaymentNotes = ENGLISH_NOTES,
): Promise<MyPayment[]> {
  const rows = await listOwnPayments(db, userId);
  const courseIds = [...new Set(rows.flatMap((row) => (row.courseId ? [row.courseId] : [])))];
  const published = courseIds.length
    ? await db
        .select({ id: courses.id, slug: courses.slug })
        .from(courses)
        .where(and(inArray(courses.id, courseIds), eq(courses.isPublished, true)))
    : [];
  const slugOf = new Map(published.map((course) => [course.id, course.slug]));
  return rows.map((row) => {
    const settled = isSettled(row.status);
    return {
      reference: row.reference,
      courseTitle: row.courseTitle,
      courseSlug: row.courseId ? (slugOf.get(row.courseId) ?? null) : null,
      status: row.status,
      date: settled && row.paidAt ? row.paidAt : row.createdAt,
      amountKobo: row.amountKobo,
      couponCode: row.couponCode,
      receiptNumber: settled ? row.receiptNumber : null,
      refundedAt: row.refundedAt,
      note: learnerNote(row, notes),
      test: row.provider === "test",
    };
  });
}

/**
 * The receipt of one of the learner's own settled payments (the owner is in the query), or null
 * for anything else: another learner's reference, a made-up one, an unpaid payment.
 */
export async function findOwnReceipt(
  db: Database,
  input: { userId: string; reference: string; testMode: boolean },
): Promise<ReceiptInput | null> {
  const payment = await findOwnPayment(db, { userId: input.userId, reference: input.reference });
  if (!payment || !isSettled(payment.status)) return null;
  return receiptInputOf(db, payment, input.testMode);
}
