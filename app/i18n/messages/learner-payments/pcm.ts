import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  emptyIntro: "Di courses wey you buy, with receipt for every payment.",
  intro:
    "Di courses wey you buy or wey you start to buy. Every one wey you don pay get receipt to download.",
  backToSettings: "Go back to Settings",
  testMode: "Test mode — no be real money",
  testGateway:
    "Payments for dis site dey pass test gateway: no money dey move, and di receipts talk am.",
  emptyTitle: "You never buy any course.",
  emptyText:
    "When you buy course, im payment and receipt go show here. Free courses no need payment.",
  status: {
    paid: "You don pay",
    refund_pending: "Refund dey go on",
    refunded: "Dem don refund",
    failed: "E no work",
    cancelled: "E don cancel",
    expired: "E don expire",
    pending: "E dey wait for confirmation",
  },
  testPayment: "Test payment",
  paidOn: "Day wey you pay",
  startedOn: "Day wey you start",
  amount: "How much",
  receiptNumber: "Receipt number",
  refundedOn: "Day wey dem refund",
  coupon: "Coupon",
  reference: "Reference",
  downloadReceipt: "Download receipt (PDF)",
  continuePayment: "Continue di payment",
  forCourse: "for {course}",
  /** What happened to a payment that did not give the course, and to the money. */
  notes: {
    alreadyEnrolledRefund:
      "You don already join dis course before, so we go return dis money give you.",
    notFulfilledRefund:
      "We no fit give you di course for dis payment, so we go return di money give you.",
    refundAsked: "We don tell di payment company make dem return dis money give you.",
    replaced: "You start new payment for dis course instead. Dem no collect your money.",
    cancelled: "You cancel dis payment. Dem no collect your money.",
    expired: "Di payment no finish inside one day. Dem no collect your money.",
    amountMismatch:
      "Di payment company report different amount from di price, so we no join you for di course. Any money wey dem collect, we go return am give you.",
    couponUsedUp: "Dem don use di coupon finish before your order. Dem no collect your money.",
    unreachable: "We no fit reach di payment company. Dem no collect your money.",
    refused: "Di payment company no fit start dis payment. Dem no collect your money.",
    declined: "Dem decline di payment. Dem no collect your money.",
    declinedBecause: "Dem decline di payment: {reason}. Dem no collect your money.",
  },
};

export default pcm;
