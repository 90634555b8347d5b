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
} as const;

export default en;
