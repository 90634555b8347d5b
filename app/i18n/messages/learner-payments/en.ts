/** The learner's Payments page: payments and receipts. */
const en = {
  emptyIntro: "The courses you buy, with a receipt for each payment.",
  intro: "The courses you bought or began to buy. Each paid one has a receipt to download.",
  backToSettings: "Back to Settings",
  testMode: "Test mode — no real money",
  testGateway:
    "Payments on this site go through a test gateway: no money moves, and receipts say so.",
  emptyTitle: "You have not bought a course yet.",
  emptyText:
    "When you buy a course, its payment and receipt appear here. Free courses need no payment.",
  status: {
    paid: "Paid",
    refund_pending: "Refund in progress",
    refunded: "Refunded",
    failed: "Failed",
    cancelled: "Cancelled",
    expired: "Expired",
    pending: "Waiting for confirmation",
  },
  testPayment: "Test payment",
  paidOn: "Paid on",
  startedOn: "Started on",
  amount: "Amount",
  receiptNumber: "Receipt number",
  refundedOn: "Refunded on",
  coupon: "Coupon",
  reference: "Reference",
  downloadReceipt: "Download receipt (PDF)",
  continuePayment: "Continue payment",
  forCourse: "for {course}",
  /** What happened to a payment that did not give the course, and to the money. */
  notes: {
    alreadyEnrolledRefund:
      "You were already enrolled in this course, so this payment will be refunded to you.",
    notFulfilledRefund:
      "We could not give you the course for this payment, so it will be refunded to you.",
    refundAsked: "We have asked the payment provider to refund this payment to you.",
    replaced: "You started a new payment for this course instead. You have not been charged.",
    cancelled: "You cancelled this payment. You have not been charged.",
    expired: "The payment was not completed within a day. You have not been charged.",
    amountMismatch:
      "The payment provider reported a different amount than the price, so you were not enrolled. Any money taken will be refunded to you.",
    couponUsedUp:
      "The coupon had been used up by the time of your order. You have not been charged.",
    unreachable: "The payment provider could not be reached. You have not been charged.",
    refused: "The payment provider could not start this payment. You have not been charged.",
    declined: "The payment was declined. You have not been charged.",
    declinedBecause: "The payment was declined: {reason}. You have not been charged.",
  },
} as const;

export default en;
