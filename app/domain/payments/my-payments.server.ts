import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema";
import type { PaymentStatus } from "~/db/schema/enums";
import { receiptInputOf } from "./payment-emails.server";
import {
  COUPON_USED_UP_MESSAGE,
  FAILURE_REASONS,
  findOwnPayment,
  listOwnPayments,
  type Payment,
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

const NOTHING_CHARGED = "You have not been charged.";

/**
 * The payment's `failure_reason` is written for staff (provider messages, amount mismatches): the
 * learner gets it in plain words, with what it means for their money.
 */
export function learnerNote(payment: Payment): string | null {
  const reason = payment.failureReason?.trim() ?? "";
  switch (payment.status) {
    case "paid":
      // Flagged for refund at fulfilment: a second payment for the course, or a course gone.
      if (!payment.needsRefund) return null;
      return reason.includes(FAILURE_REASONS.alreadyEnrolled)
        ? "You were already enrolled in this course, so this payment will be refunded to you."
        : "We could not give you the course for this payment, so it will be refunded to you.";
    case "refund_pending":
      return "We have asked the payment provider to refund this payment to you.";
    case "refunded":
    case "pending":
      return null;
    case "cancelled":
      return reason === FAILURE_REASONS.replaced
        ? `You started a new payment for this course instead. ${NOTHING_CHARGED}`
        : `You cancelled this payment. ${NOTHING_CHARGED}`;
    case "expired":
      return `The payment was not completed within a day. ${NOTHING_CHARGED}`;
    case "failed":
      return failureInPlainWords(payment, reason);
  }
}

function failureInPlainWords(payment: Payment, reason: string): string {
  if (payment.needsRefund) {
    // The provider reported another amount or currency than we asked for: not fulfilled.
    return "The payment provider reported a different amount than the price, so you were not enrolled. Any money taken will be refunded to you.";
  }
  if (reason === COUPON_USED_UP_MESSAGE) {
    return `The coupon had been used up by the time of your order. ${NOTHING_CHARGED}`;
  }
  if (reason === FAILURE_REASONS.unreachable) {
    return `The payment provider could not be reached. ${NOTHING_CHARGED}`;
  }
  if (reason.startsWith(FAILURE_REASONS.refusedPrefix)) {
    return `The payment provider could not start this payment. ${NOTHING_CHARGED}`;
  }
  // A provider's own words ("Insufficient Funds", "Declined"…), short enough to read.
  const generic = /^(the payment was )?declined\.?$/i.test(reason) || reason === "";
  if (generic || reason.length > 120) return `The payment was declined. ${NOTHING_CHARGED}`;
  return `The payment was declined: ${reason.replace(/\.$/, "")}. ${NOTHING_CHARGED}`;
}

/** The signed-in learner's payments, newest first, with the course page of each still published. */
export async function listMyPayments(db: Database, userId: string): Promise<MyPayment[]> {
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
      note: learnerNote(row),
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
