import { plural } from "~/i18n/define";

/** Buying a course: the checkout, the test gateway's page, and what the payment return says. */
const en = {
  metaTitle: "Checkout",
  metaCourseTitle: "Checkout: {title}",
  providers: {
    paystack: "Paystack",
    flutterwave: "Flutterwave",
    test: "the test gateway",
  },
  back: "Back to the course",
  title: "Checkout",
  testModeNotice: "Test mode — no real money",
  testModeText:
    "Payments on this site go through a test gateway: you can try Pay, Fail and Cancel, and no card is charged.",
  notices: {
    failed: {
      title: "Your payment did not go through",
      description: "You have not been charged. Please check your details and try again.",
    },
    cancelled: {
      title: "Payment cancelled",
      description: "You cancelled the payment and nothing was charged. You can try again.",
    },
    expired: {
      title: "This payment expired",
      description:
        "It was not completed within a day and nothing was charged. You can start again.",
    },
    pending: {
      title: "We are waiting for the payment provider",
      description:
        "If you completed the payment, it will be confirmed in a moment and you will be enrolled: we will e-mail your receipt. If you did not, you can pay now.",
    },
  },
  taughtBy: "Taught by",
  lessons: plural("{count} lesson", "{count} lessons"),
  certificateWhenComplete: "a certificate when you complete it",
  orderSummary: "Order summary",
  coursePrice: "Course price",
  coupon: "Coupon {code}",
  couponLost: {
    title: "Coupon {code} can no longer be used",
    fullPrice: "The price below is the full price.",
  },
  total: "Total",
  includesVat: "Includes VAT ({rate})",
  couponLabel: "Coupon code (optional)",
  apply: "Apply",
  enrolWithCoupon: "Enroll with coupon",
  pay: "Pay {amount}",
  tryAgain: "Try again {amount}",
  testGatewayHint: "On the test gateway's page you choose what happens; nothing is charged.",
  providerHint: "Card, bank transfer or USSD, on {provider}'s secure page.",
  returnHint: "You come back here when you have paid, and your receipt is e-mailed to you.",
  unavailable: {
    title: "Online payment is not available yet",
    description:
      "We cannot take payments on the website yet. Please contact us and we will enrol you after payment by bank transfer.",
  },
  contactUs: "Contact us",
  couponErrors: {
    check: "Please check the coupon code.",
    tooLong: "Please keep the coupon code under 40 characters.",
    notValid: "This coupon code is not valid.",
    tooMany: plural(
      "You have tried several coupon codes in a short while. Please wait {count} minute and try again.",
      "You have tried several coupon codes in a short while. Please wait {count} minutes and try again.",
    ),
  },
  toasts: {
    failedToStartTitle: "Payment could not start",
    failedToStart: "The payment provider did not answer. Please try again in a moment.",
    alreadyPaidTitle: "Payment received",
    alreadyPaid:
      "You were already enrolled in this course, so this payment will be refunded to you.",
  },
  test: {
    metaTitle: "Test payment",
    notice:
      "This page stands in for the payment provider. Choose what the payer does; nothing is charged.",
    title: "Test payment",
    course: "Course: {title}",
    pays: "{email} pays {amount}",
    reference: "Reference {reference}",
    pay: "Pay",
    fail: "Fail",
    cancel: "Cancel",
    choose: "Choose Pay, Fail or Cancel.",
  },
} as const;

export default en;
