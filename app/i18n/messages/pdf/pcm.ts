import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  certificate: {
    documentTitle: "Certificate say you finish – {name}",
    place: "Lagos, Nigeria",
    title: "Certificate say you finish",
    certifies: "Dis one dey show say",
    completed: "don finish di course well well",
    score: "Score: {score}%",
    instructor: "Teacher",
    date: "Di day wey you finish",
    code: "Code to check am",
    check: "Check dis certificate for",
  },
  receipt: {
    documentTitle: "Receipt {number} – {siteName}",
    documentSubject: "Payment for {course}",
    title: "Receipt",
    number: "No. {number}",
    paidOn: "Paid {date}",
    testTitle: "Test mode — no be real money",
    testDetail:
      "Dis payment pass through di test gateway. Nobody collect money; e no be tax receipt.",
    refundedOn: "Money return on {date}",
    refunded: "Money don return",
    refundPending: "Refund dey go on",
    refundedDetail: "We don return {amount} to di person wey pay. Access to di course don end.",
    refundPendingDetail:
      "We don ask di payment company make dem return di money. Access to di course don end.",
    billedTo: "WHO PAY",
    accountDeleted: "Account don delete",
    paymentDetails: "PAYMENT DETAILS",
    receiptNumber: "Receipt number",
    datePaid: "Di day wey you pay",
    paymentMethod: "How you take pay",
    reference: "Our reference",
    description: "Wetin you buy",
    amount: "Amount",
    onlineCourse: "Online course",
    couponDiscount: "Coupon discount ({coupon})",
    discount: "Discount",
    total: "Total wey you pay",
    includesVat: "VAT dey inside ({rate})",
    beforeVat: "Amount before VAT",
    thanks: "Thank you say you dey learn wit {siteName}.",
    note: "VAT dey inside all di prices. Na computer issue dis receipt and e good without signature. You get question about dis payment? Write to {email} or call {phone}, and give di reference {reference}.",
    methods: {
      paystack: "Paystack",
      flutterwave: "Flutterwave",
      test: "Test gateway",
      none: "Coupon (you no pay)",
    },
  },
};

export default pcm;
