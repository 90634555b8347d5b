import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  certificate: {
    documentTitle: "Ìwé-ẹ̀rí ìparí ẹ̀kọ́ – {name}",
    place: "Èkó, Nàìjíríà",
    title: "Ìwé-ẹ̀rí ìparí ẹ̀kọ́",
    certifies: "Èyí jẹ́rìí sí i pé",
    completed: "ti parí kọ́ọ̀sì náà ní àṣeyọrí",
    score: "Máàkì: {score}%",
    instructor: "Olùkọ́",
    date: "Ọjọ́ ìparí",
    code: "Kóòdù ìjẹ́rìí",
    check: "Ṣàyẹ̀wò ìwé-ẹ̀rí yìí ní",
  },
  receipt: {
    documentTitle: "Ìwé-owó {number} – {siteName}",
    documentSubject: "Ìsanwó fún {course}",
    title: "Ìwé-owó",
    number: "Nọ́mbà {number}",
    paidOn: "A san án ní {date}",
    testTitle: "Ìpò àdánwò — kì í ṣe owó gidi",
    testDetail: "Ìsanwó yìí gba ọ̀nà àdánwò kọjá. A kò gba owó kankan; kì í ṣe ìwé-owó owó-orí.",
    refundedOn: "A dá owó padà ní {date}",
    refunded: "A ti dá owó padà",
    refundPending: "A ń dá owó padà",
    refundedDetail: "A ti dá {amount} padà fún ẹni tó sanwó. Àǹfààní láti wọ kọ́ọ̀sì náà ti dópin.",
    refundPendingDetail:
      "A ti béèrè lọ́wọ́ ilé-iṣẹ́ ìsanwó láti dá owó náà padà. Àǹfààní láti wọ kọ́ọ̀sì náà ti dópin.",
    billedTo: "ẸNI TÓ SANWÓ",
    accountDeleted: "A ti pa àkọọ́lẹ̀ náà rẹ́",
    paymentDetails: "ÀLÀYÉ ÌSANWÓ",
    receiptNumber: "Nọ́mbà ìwé-owó",
    datePaid: "Ọjọ́ ìsanwó",
    paymentMethod: "Ọ̀nà ìsanwó",
    reference: "Nọ́mbà ìtọ́kasí wa",
    description: "Àpèjúwe",
    amount: "Iye owó",
    onlineCourse: "Kọ́ọ̀sì orí ayélujára",
    couponDiscount: "Ẹ̀dínwó kúpọ́ọ̀nù ({coupon})",
    discount: "Ẹ̀dínwó",
    total: "Àpapọ̀ owó tí a san",
    includesVat: "VAT wà nínú rẹ̀ ({rate})",
    beforeVat: "Iye owó ṣáájú VAT",
    thanks: "A dúpẹ́ pé ò ń kẹ́kọ̀ọ́ pẹ̀lú {siteName}.",
    note: "VAT wà nínú gbogbo iye owó. Ẹ̀rọ ló ṣe ìwé-owó yìí, ó sì wúlò láìsí ìbuwọ́lù. Ṣé o ní ìbéèrè nípa ìsanwó yìí? Kọ̀wé sí {email} tàbí pe {phone}, kí o sì fún wa ní nọ́mbà {reference}.",
    methods: {
      paystack: "Paystack",
      flutterwave: "Flutterwave",
      test: "Ọ̀nà àdánwò",
      none: "Kúpọ́ọ̀nù (kò sí ìsanwó)",
    },
  },
};

export default yo;
