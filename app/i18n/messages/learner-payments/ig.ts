import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  emptyIntro: "Kọọsụ ị zụrụ, ya na akwụkwọ nnata maka ịkwụ ụgwọ ọ bụla.",
  intro:
    "Kọọsụ ị zụrụ ma ọ bụ malite ịzụ. Nke ọ bụla a kwụrụ ụgwọ ya nwere akwụkwọ nnata ị ga-ebudata.",
  backToSettings: "Laghachi na Ntọala",
  testMode: "Ọnọdụ nnwale — ọ bụghị ezigbo ego",
  testGateway:
    "Ịkwụ ụgwọ na saịtị a na-agafe ụzọ nnwale: ego adịghị aga, akwụkwọ nnata na-ekwukwa ya.",
  emptyTitle: "Ị zụbeghị kọọsụ ọ bụla.",
  emptyText:
    "Mgbe ị zụrụ kọọsụ, ịkwụ ụgwọ ya na akwụkwọ nnata ya ga-apụta ebe a. Kọọsụ n’efu achọghị ịkwụ ụgwọ.",
  status: {
    paid: "A kwụọla ụgwọ",
    refund_pending: "A na-akwụghachi ego",
    refunded: "Akwụghachila ego",
    failed: "Ọ daghị",
    cancelled: "Akagbuola",
    expired: "Oge ya agafeela",
    pending: "Ọ na-eche nkwenye",
  },
  testPayment: "Ịkwụ ụgwọ nnwale",
  paidOn: "Ụbọchị a kwụrụ",
  startedOn: "Ụbọchị a malitere",
  amount: "Ego ole",
  receiptNumber: "Nọmba akwụkwọ nnata",
  refundedOn: "Ụbọchị a kwụghachiri",
  coupon: "Kupọn",
  reference: "Nọmba ntụaka",
  downloadReceipt: "Budata akwụkwọ nnata (PDF)",
  continuePayment: "Gaa n’ihu ịkwụ ụgwọ",
  forCourse: "maka {course}",
  /** What happened to a payment that did not give the course, and to the money. */
  notes: {
    alreadyEnrolledRefund:
      "I debanyelarị aha na kọọsụ a, ya mere a ga-eweghachiri gị ego a i kwụrụ.",
    notFulfilledRefund:
      "Anyị enweghị ike inye gị kọọsụ ahụ maka ịkwụ ụgwọ a, ya mere a ga-eweghachiri gị ego ahụ.",
    refundAsked: "Anyị arịọla onye na-ahụ maka ịkwụ ụgwọ ka o weghachiri gị ego a.",
    replaced: "Ị malitere ịkwụ ụgwọ ọhụrụ maka kọọsụ a kama. E wereghị ego n’aka gị.",
    cancelled: "Ị kagburu ịkwụ ụgwọ a. E wereghị ego n’aka gị.",
    expired: "Emechaghị ịkwụ ụgwọ ahụ n’ime otu ụbọchị. E wereghị ego n’aka gị.",
    amountMismatch:
      "Onye na-ahụ maka ịkwụ ụgwọ kọrọ ego dị iche na ọnụahịa ya, ya mere e debanyeghị gị aha. A ga-eweghachiri gị ego ọ bụla e wepụrụ.",
    couponUsedUp: "E jirila kupọn ahụ mechaa tupu i nye iwu gị. E wereghị ego n’aka gị.",
    unreachable: "Enweghị ike ịkpọtụrụ onye na-ahụ maka ịkwụ ụgwọ. E wereghị ego n’aka gị.",
    refused: "Onye na-ahụ maka ịkwụ ụgwọ enweghị ike ịmalite ịkwụ ụgwọ a. E wereghị ego n’aka gị.",
    declined: "A jụrụ ịkwụ ụgwọ ahụ. E wereghị ego n’aka gị.",
    declinedBecause: "A jụrụ ịkwụ ụgwọ ahụ: {reason}. E wereghị ego n’aka gị.",
  },
};

export default ig;
