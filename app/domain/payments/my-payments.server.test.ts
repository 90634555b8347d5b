import { describe, expect, it } from "vitest";
import { translate } from "~/i18n/catalog.server";
import { learnerPayments } from "~/i18n/messages/learner-payments";
import { learnerNote } from "./my-payments.server";
import type { Payment } from "./payment-records.server";
import { COUPON_USED_UP_MESSAGE } from "./payments.server";

function payment(values: Partial<Payment>): Payment {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    reference: "AFA-0123456789ABCDEF",
    userId: "user-1",
    email: "ada@example.ng",
    payerName: "Ada Obi",
    courseId: null,
    courseTitle: "Poultry Basics",
    provider: "paystack",
    checkoutUrl: null,
    providerTransactionId: null,
    listPriceKobo: 1_000_000,
    discountKobo: 0,
    amountKobo: 1_000_000,
    currency: "NGN",
    vatRateBps: 750,
    couponId: null,
    couponCode: null,
    status: "failed",
    failureReason: null,
    needsRefund: false,
    receiptNumber: null,
    paidAt: null,
    refundRequestedBy: null,
    refundedAt: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...values,
  };
}

describe("learnerNote", () => {
  it("puts the staff's failure reasons in plain words, saying what happened to the money", () => {
    const cases: [Partial<Payment>, string][] = [
      [{ failureReason: "Declined" }, "The payment was declined. You have not been charged."],
      [{ failureReason: null }, "The payment was declined. You have not been charged."],
      [
        { failureReason: "Insufficient Funds" },
        "The payment was declined: Insufficient Funds. You have not been charged.",
      ],
      [
        { failureReason: "The payment provider refused: Paystack refused to start (HTTP 400)" },
        "The payment provider could not start this payment. You have not been charged.",
      ],
      [
        { failureReason: "The payment provider could not be reached." },
        "The payment provider could not be reached. You have not been charged.",
      ],
      [
        { failureReason: COUPON_USED_UP_MESSAGE },
        "The coupon had been used up by the time of your order. You have not been charged.",
      ],
      [
        { needsRefund: true, failureReason: "The provider reported ₦1 NGN instead of ₦10,000" },
        "The payment provider reported a different amount than the price, so you were not enrolled. Any money taken will be refunded to you.",
      ],
      [
        { status: "cancelled", failureReason: "The payment was cancelled." },
        "You cancelled this payment. You have not been charged.",
      ],
      [
        { status: "cancelled", failureReason: "Replaced by a new checkout." },
        "You started a new payment for this course instead. You have not been charged.",
      ],
      [
        { status: "expired", failureReason: "No payment was received within a day." },
        "The payment was not completed within a day. You have not been charged.",
      ],
      [
        {
          status: "paid",
          needsRefund: true,
          failureReason: "The learner was already enrolled: a second payment for the course.",
        },
        "You were already enrolled in this course, so this payment will be refunded to you.",
      ],
      [
        {
          status: "paid",
          needsRefund: true,
          failureReason: "The course was deleted before payment.",
        },
        "We could not give you the course for this payment, so it will be refunded to you.",
      ],
      [
        { status: "refund_pending" },
        "We have asked the payment provider to refund this payment to you.",
      ],
    ];
    for (const [values, note] of cases) {
      expect(learnerNote(payment(values)), JSON.stringify(values)).toBe(note);
    }
  });

  it("says it in the learner's language, quoting the provider's own words as they wrote them", () => {
    const hausa = translate("ha", learnerPayments).notes;
    expect(learnerNote(payment({ status: "expired" }), hausa)).toBe(
      "Ba a kammala biyan kuɗin cikin kwana ɗaya ba. Ba a cire maka kuɗi ba.",
    );
    expect(learnerNote(payment({ failureReason: "Insufficient Funds" }), hausa)).toBe(
      "An ƙi biyan kuɗin: Insufficient Funds. Ba a cire maka kuɗi ba.",
    );
  });

  it("says nothing more of a good payment, a refund done or one still open", () => {
    for (const status of ["paid", "refunded", "pending"] as const) {
      expect(learnerNote(payment({ status }))).toBeNull();
    }
  });

  it("never passes on a provider's long message", () => {
    expect(learnerNote(payment({ failureReason: "x".repeat(200) }))).toBe(
      "The payment was declined. You have not been charged.",
    );
  });
});
