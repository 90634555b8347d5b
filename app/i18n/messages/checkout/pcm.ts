import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  metaTitle: "Pay for course",
  metaCourseTitle: "Pay for course: {title}",
  providers: {
    paystack: "Paystack",
    flutterwave: "Flutterwave",
    test: "di test gateway",
  },
  back: "Go back to di course",
  title: "Pay for course",
  testModeNotice: "Test mode — no be real money",
  testModeText:
    "Payment for dis site dey pass through test gateway: you fit try Pay, Fail and Cancel, and dem no go charge any card.",
  notices: {
    failed: {
      title: "Your payment no go through",
      description: "Dem no charge you. Abeg check your details and try again.",
    },
    cancelled: {
      title: "You cancel di payment",
      description: "You cancel di payment and dem no charge you anytin. You fit try again.",
    },
    expired: {
      title: "Dis payment don expire",
      description:
        "You no finish am inside one day and dem no charge you anytin. You fit start again.",
    },
    pending: {
      title: "We dey wait for di payment company",
      description:
        "If you don pay finish, dem go confirm am soon and we go add you to di course: we go send your receipt for email. If you never pay, you fit pay now.",
    },
  },
  taughtBy: "Na who dey teach am:",
  lessons: { $plural: { one: "{count} lesson", other: "{count} lessons" } },
  certificateWhenComplete: "certificate when you finish am",
  orderSummary: "Wetin you dey buy",
  coursePrice: "Course price",
  coupon: "Coupon {code}",
  couponLost: {
    title: "Coupon {code} no dey work again",
    fullPrice: "Di price wey dey below na di full price.",
  },
  total: "Total",
  includesVat: "VAT dey inside ({rate})",
  couponLabel: "Coupon code (if you get am)",
  apply: "Use am",
  enrolWithCoupon: "Join wit coupon",
  pay: "Pay {amount}",
  tryAgain: "Try again {amount}",
  testGatewayHint:
    "For di test gateway page, na you go choose wetin go happen; dem no go charge anytin.",
  providerHint: "Card, bank transfer or USSD, for {provider} safe page.",
  returnHint: "You go come back here after you pay, and we go send your receipt for email.",
  unavailable: {
    title: "Online payment never ready",
    description:
      "We never fit collect payment for di website. Abeg contact us, and we go add you to di course after you pay wit bank transfer.",
  },
  contactUs: "Contact us",
  couponErrors: {
    check: "Abeg check di coupon code.",
    tooLong: "Abeg make di coupon code no pass 40 letters.",
    notValid: "Dis coupon code no correct.",
    tooMany: {
      $plural: {
        one: "You don try many coupon codes for short time. Abeg wait {count} minute, then try again.",
        other:
          "You don try many coupon codes for short time. Abeg wait {count} minutes, then try again.",
      },
    },
  },
  toasts: {
    failedToStartTitle: "Payment no fit start",
    failedToStart: "Di payment company no answer. Abeg try again small time.",
    alreadyPaidTitle: "We don receive di payment",
    alreadyPaid: "You don already join dis course before, so we go return dis money give you.",
  },
  test: {
    metaTitle: "Test payment",
    notice:
      "Dis page dey stand for di payment company. Choose wetin di person wey dey pay go do; dem no go charge anytin.",
    title: "Test payment",
    course: "Course: {title}",
    pays: "{email} dey pay {amount}",
    reference: "Reference {reference}",
    pay: "Pay",
    fail: "Fail",
    cancel: "Cancel",
    choose: "Choose Pay, Fail or Cancel.",
  },
};

export default pcm;
