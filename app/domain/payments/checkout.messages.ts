// What the checkout, the payment pages and the admin area say about payments: plain text, no
// zod, so a page that shows a notice does not load a form schema.

/** What the checkout page says about an earlier attempt it is sent back with (?payment=…). */
export const PAYMENT_NOTICES = {
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
    description: "It was not completed within a day and nothing was charged. You can start again.",
  },
  pending: {
    title: "We are waiting for the payment provider",
    description:
      "If you completed the payment, it will be confirmed in a moment and you will be enrolled: we will e-mail your receipt. If you did not, you can pay now.",
  },
} as const;

export const TEST_MODE_NOTICE = "Test mode — no real money";

export const PAYMENT_UNAVAILABLE = {
  title: "Online payment is not available yet",
  description:
    "We cannot take payments on the website yet. Please contact us and we will enrol you after payment by bank transfer.",
} as const;

export const PAYMENT_TOASTS = {
  failedToStart: {
    title: "Payment could not start",
    description: "The payment provider did not answer. Please try again in a moment.",
    variant: "destructive",
  },
  alreadyPaid: {
    title: "Payment received",
    description:
      "You were already enrolled in this course, so this payment will be refunded to you.",
  },
} as const;
