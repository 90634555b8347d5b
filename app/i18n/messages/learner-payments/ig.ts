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
};

export default ig;
