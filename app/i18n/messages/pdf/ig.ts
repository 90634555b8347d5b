import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  certificate: {
    documentTitle: "Asambodo mmecha – {name}",
    place: "Legọs, Naịjirịa",
    title: "Asambodo mmecha",
    certifies: "Nke a na-egosi na",
    completed: "emechaala kọọsụ a nke ọma",
    score: "Akara: {score}%",
    instructor: "Onye nkuzi",
    date: "Ụbọchị mmecha",
    code: "Koodu nkwado",
    check: "Lelee asambodo a na",
  },
  receipt: {
    documentTitle: "Akwụkwọ nnata ego {number} – {siteName}",
    documentSubject: "Ịkwụ ụgwọ maka {course}",
    title: "Akwụkwọ nnata ego",
    number: "Nọmba {number}",
    paidOn: "Akwụrụ na {date}",
    testTitle: "Ọnọdụ nnwale — ọ bụghị ezigbo ego",
    testDetail:
      "Ịkwụ ụgwọ a gafere n’ụzọ nnwale. E wereghị ego ọ bụla; ọ bụghị akwụkwọ nnata ụtụ isi.",
    refundedOn: "E weghachiri ego na {date}",
    refunded: "E weghachiri ego",
    refundPending: "A na-eweghachi ego",
    refundedDetail: "E weghachiri {amount} nye onye kwụrụ ụgwọ. Ohere ịbanye kọọsụ ahụ agwụla.",
    refundPendingDetail:
      "Anyị arịọla ụlọ ọrụ ịkwụ ụgwọ ka ha weghachi ego ahụ. Ohere ịbanye kọọsụ ahụ agwụla.",
    billedTo: "ONYE KWỤRỤ ỤGWỌ",
    accountDeleted: "E hichapụrụ akaụntụ ahụ",
    paymentDetails: "NKỌWA ỊKWỤ ỤGWỌ",
    receiptNumber: "Nọmba akwụkwọ nnata ego",
    datePaid: "Ụbọchị akwụrụ",
    paymentMethod: "Ụzọ ịkwụ ụgwọ",
    reference: "Nọmba ntụaka anyị",
    description: "Nkọwa",
    amount: "Ego",
    onlineCourse: "Kọọsụ n’ịntanetị",
    couponDiscount: "Mbelata kupọn ({coupon})",
    discount: "Mbelata",
    total: "Ego niile akwụrụ",
    includesVat: "VAT dị n’ime ya ({rate})",
    beforeVat: "Ego tupu VAT",
    thanks: "Daalụ maka ịmụ ihe na {siteName}.",
    note: "VAT dị n’ime ọnụahịa niile. E nyere akwụkwọ nnata ego a n’ịntanetị, ọ bara uru na-enweghị mbinye aka. Ị nwere ajụjụ gbasara ịkwụ ụgwọ a? Degara {email} ma ọ bụ kpọọ {phone}, nye nọmba {reference}.",
    methods: {
      paystack: "Paystack",
      flutterwave: "Flutterwave",
      test: "Ụzọ nnwale",
      none: "Kupọn (a kwụghị ụgwọ)",
    },
  },
};

export default ig;
