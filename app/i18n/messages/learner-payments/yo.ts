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
};

export default yo;
