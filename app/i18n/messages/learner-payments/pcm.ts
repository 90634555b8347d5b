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
};

export default pcm;
