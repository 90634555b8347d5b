import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  emptyIntro: "Àwọn kọ́ọ̀sì tí o rà, pẹ̀lú rìsíìtì fún ìsanwó kọ̀ọ̀kan.",
  intro:
    "Àwọn kọ́ọ̀sì tí o rà tàbí tí o bẹ̀rẹ̀ sí í rà. Èyí tí o ti sanwó fún ní rìsíìtì láti gbà sílẹ̀.",
  backToSettings: "Padà sí Ètò",
  testMode: "Ìpò ìdánwò — kì í ṣe owó gidi",
  testGateway:
    "Ìsanwó lórí ojú-òpó yìí ń gba ọ̀nà ìdánwò: kò sí owó tó ń lọ, àwọn rìsíìtì sì sọ bẹ́ẹ̀.",
  emptyTitle: "O kò tíì ra kọ́ọ̀sì kankan.",
  emptyText:
    "Nígbà tí o bá ra kọ́ọ̀sì, ìsanwó àti rìsíìtì rẹ̀ yóò hàn níbí. Kọ́ọ̀sì ọ̀fẹ́ kò nílò ìsanwó.",
  status: {
    paid: "A ti sanwó",
    refund_pending: "A ń dá owó padà",
    refunded: "A ti dá owó padà",
    failed: "Kò ṣiṣẹ́",
    cancelled: "A ti fagilé e",
    expired: "Àkókò rẹ̀ ti kọjá",
    pending: "Ó ń dúró de ìfìdímúlẹ̀",
  },
  testPayment: "Ìsanwó ìdánwò",
  paidOn: "Ọjọ́ ìsanwó",
  startedOn: "Ọjọ́ ìbẹ̀rẹ̀",
  amount: "Iye owó",
  receiptNumber: "Nọ́mbà rìsíìtì",
  refundedOn: "Ọjọ́ tí a dá owó padà",
  coupon: "Kúpọ́ọ̀nù",
  reference: "Nọ́mbà ìtọ́kasí",
  downloadReceipt: "Gba rìsíìtì sílẹ̀ (PDF)",
  continuePayment: "Tẹ̀síwájú nínú ìsanwó",
  forCourse: "fún {course}",
  /** What happened to a payment that did not give the course, and to the money. */
  notes: {
    alreadyEnrolledRefund:
      "O ti forúkọ sílẹ̀ fún kọ́ọ̀sì yìí tẹ́lẹ̀, nítorí náà a ó dá owó ìsanwó yìí padà fún ọ.",
    notFulfilledRefund:
      "A kò lè fún ọ ní kọ́ọ̀sì náà fún ìsanwó yìí, nítorí náà a ó dá owó náà padà fún ọ.",
    refundAsked: "A ti ní kí ilé-iṣẹ́ ìsanwó dá owó ìsanwó yìí padà fún ọ.",
    replaced: "O bẹ̀rẹ̀ ìsanwó tuntun fún kọ́ọ̀sì yìí dípò rẹ̀. A kò gba owó kankan lọ́wọ́ rẹ.",
    cancelled: "O fagilé ìsanwó yìí. A kò gba owó kankan lọ́wọ́ rẹ.",
    expired: "A kò parí ìsanwó náà láàrin ọjọ́ kan. A kò gba owó kankan lọ́wọ́ rẹ.",
    amountMismatch:
      "Ilé-iṣẹ́ ìsanwó ròyìn iye owó tó yàtọ̀ sí iye kọ́ọ̀sì náà, nítorí náà a kò forúkọ rẹ sílẹ̀. A ó dá owó èyíkéyìí tí wọ́n gbà padà fún ọ.",
    couponUsedUp: "Wọ́n ti lo kúpọ́ọ̀nù náà tán kí o tó ṣe ìbéèrè rẹ. A kò gba owó kankan lọ́wọ́ rẹ.",
    unreachable: "A kò rí ilé-iṣẹ́ ìsanwó náà bá sọ̀rọ̀. A kò gba owó kankan lọ́wọ́ rẹ.",
    refused: "Ilé-iṣẹ́ ìsanwó kò lè bẹ̀rẹ̀ ìsanwó yìí. A kò gba owó kankan lọ́wọ́ rẹ.",
    declined: "Wọ́n kọ ìsanwó náà. A kò gba owó kankan lọ́wọ́ rẹ.",
    declinedBecause: "Wọ́n kọ ìsanwó náà: {reason}. A kò gba owó kankan lọ́wọ́ rẹ.",
  },
};

export default yo;
