import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  metaTitle: "Ìsanwó",
  metaCourseTitle: "Ìsanwó: {title}",
  providers: {
    paystack: "Paystack",
    flutterwave: "Flutterwave",
    test: "ọ̀nà ìsanwó ìdánwò",
  },
  back: "Padà sí kọ́ọ̀sì náà",
  title: "Ìsanwó",
  testModeNotice: "Ìpò ìdánwò — kì í ṣe owó gidi",
  testModeText:
    "Ìsanwó lórí ojú-òpó yìí ń gba ọ̀nà ìdánwò kọjá: o lè gbìyànjú Sanwó, Kùnà àti Fagilé, a kò sì ní gba owó lórí káàdì kankan.",
  notices: {
    failed: {
      title: "Ìsanwó rẹ kò lọ",
      description: "A kò gba owó lọ́wọ́ rẹ. Jọ̀wọ́ ṣàyẹ̀wò àlàyé rẹ kí o sì gbìyànjú lẹ́ẹ̀kan sí i.",
    },
    cancelled: {
      title: "A ti fagilé ìsanwó",
      description: "O fagilé ìsanwó náà, a kò sì gba owó kankan. O lè gbìyànjú lẹ́ẹ̀kan sí i.",
    },
    expired: {
      title: "Ìsanwó yìí ti kọjá àkókò",
      description: "A kò parí rẹ̀ láàárín ọjọ́ kan, a kò sì gba owó kankan. O lè bẹ̀rẹ̀ lẹ́ẹ̀kan sí i.",
    },
    pending: {
      title: "À ń dúró de ilé-iṣẹ́ ìsanwó",
      description:
        "Bí o bá ti parí ìsanwó, a ó fìdí rẹ̀ múlẹ̀ láìpẹ́, a ó sì forúkọ rẹ sílẹ̀: a ó fi ìwé-ẹ̀rí ìsanwó ránṣẹ́ sí ímeèlì rẹ. Bí o kò bá tíì sanwó, o lè sanwó báyìí.",
    },
  },
  taughtBy: "Olùkọ́:",
  lessons: { $plural: { one: "Ẹ̀kọ́ {count}", other: "Ẹ̀kọ́ {count}" } },
  certificateWhenComplete: "ìwé-ẹ̀rí nígbà tí o bá parí rẹ̀",
  orderSummary: "Àkópọ̀ ohun tí o ń rà",
  coursePrice: "Iye owó kọ́ọ̀sì",
  coupon: "Kúpọ́ọ̀nù {code}",
  couponLost: {
    title: "Kò ṣeé lo kúpọ́ọ̀nù {code} mọ́",
    fullPrice: "Iye owó tó wà nísàlẹ̀ ni iye owó kíkún.",
  },
  total: "Àpapọ̀",
  includesVat: "Ó ní VAT nínú ({rate})",
  couponLabel: "Kóòdù kúpọ́ọ̀nù (kò pọn dandan)",
  apply: "Lò ó",
  enrolWithCoupon: "Forúkọ sílẹ̀ pẹ̀lú kúpọ́ọ̀nù",
  pay: "Sanwó {amount}",
  tryAgain: "Gbìyànjú lẹ́ẹ̀kan sí i {amount}",
  testGatewayHint: "Lójú-ìwé ọ̀nà ìdánwò, ìwọ ni yóò yan ohun tí yóò ṣẹlẹ̀; a kò ní gba owó kankan.",
  providerHint: "Káàdì, ìfiránṣẹ́ owó láti báńkì tàbí USSD, lójú-ìwé ààbò {provider}.",
  returnHint: "Wàá padà sí ibí lẹ́yìn tí o bá sanwó, a ó sì fi ìwé-ẹ̀rí ìsanwó ránṣẹ́ sí ímeèlì rẹ.",
  unavailable: {
    title: "Ìsanwó lórí ayélujára kò tíì ṣeé ṣe",
    description:
      "A kò tíì lè gba owó lórí ojú-òpó wa. Jọ̀wọ́ kàn sí wa, a ó sì forúkọ rẹ sílẹ̀ lẹ́yìn tí o bá sanwó láti báńkì.",
  },
  contactUs: "Kàn sí wa",
  couponErrors: {
    check: "Jọ̀wọ́ ṣàyẹ̀wò kóòdù kúpọ́ọ̀nù náà.",
    tooLong: "Jọ̀wọ́ jẹ́ kí kóòdù kúpọ́ọ̀nù kéré sí lẹ́tà 40.",
    notValid: "Kóòdù kúpọ́ọ̀nù yìí kò wúlò.",
    tooMany: {
      $plural: {
        one: "O ti gbìyànjú ọ̀pọ̀ kóòdù kúpọ́ọ̀nù láàárín àkókò kúkúrú. Jọ̀wọ́ dúró fún ìṣẹ́jú {count}, kí o sì tún gbìyànjú.",
        other:
          "O ti gbìyànjú ọ̀pọ̀ kóòdù kúpọ́ọ̀nù láàárín àkókò kúkúrú. Jọ̀wọ́ dúró fún ìṣẹ́jú {count}, kí o sì tún gbìyànjú.",
      },
    },
  },
  toasts: {
    failedToStartTitle: "Ìsanwó kò lè bẹ̀rẹ̀",
    failedToStart: "Ilé-iṣẹ́ ìsanwó kò dáhùn. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i láìpẹ́.",
    alreadyPaidTitle: "A ti gba owó náà",
    alreadyPaid: "O ti forúkọ sílẹ̀ fún kọ́ọ̀sì yìí tẹ́lẹ̀, nítorí náà a ó dá owó yìí padà fún ọ.",
  },
  test: {
    metaTitle: "Ìsanwó ìdánwò",
    notice:
      "Ojú-ìwé yìí dúró ní ipò ilé-iṣẹ́ ìsanwó. Yan ohun tí ẹni tí ń sanwó ṣe; a kò ní gba owó kankan.",
    title: "Ìsanwó ìdánwò",
    course: "Kọ́ọ̀sì: {title}",
    pays: "{email} ń san {amount}",
    reference: "Nọ́mbà ìtọ́kasí {reference}",
    pay: "Sanwó",
    fail: "Kùnà",
    cancel: "Fagilé",
    choose: "Yan Sanwó, Kùnà tàbí Fagilé.",
  },
};

export default yo;
