import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  metaTitle: "Ịkwụ ụgwọ",
  metaCourseTitle: "Ịkwụ ụgwọ: {title}",
  providers: {
    paystack: "Paystack",
    flutterwave: "Flutterwave",
    test: "ụzọ ịkwụ ụgwọ nnwale",
  },
  back: "Laghachi na kọọsụ ahụ",
  title: "Ịkwụ ụgwọ",
  testModeNotice: "Ọnọdụ nnwale — ọ bụghị ezigbo ego",
  testModeText:
    "Ịkwụ ụgwọ na saịtị a na-agafe n’ụzọ nnwale: ị nwere ike ịnwale Kwụọ, Daa na Kagbuo, a gaghị ewepụ ego na kaadị ọ bụla.",
  notices: {
    failed: {
      title: "Ịkwụ ụgwọ gị agaghị",
      description: "Ewepụghị ego n’aka gị. Biko lelee nkọwa gị ma nwaa ọzọ.",
    },
    cancelled: {
      title: "Akagbuola ịkwụ ụgwọ",
      description: "Ị kagbuola ịkwụ ụgwọ ahụ, ewepụghịkwa ego ọ bụla. Ị nwere ike ịnwa ọzọ.",
    },
    expired: {
      title: "Ịkwụ ụgwọ a agafeela oge",
      description:
        "Emechaghị ya n’ime otu ụbọchị, ewepụghịkwa ego ọ bụla. Ị nwere ike ịmalite ọzọ.",
    },
    pending: {
      title: "Anyị na-eche ụlọ ọrụ ịkwụ ụgwọ",
      description:
        "Ọ bụrụ na ị kwụchaala ụgwọ, a ga-akwado ya n’oge na-adịghị anya, a ga-edebanyekwa aha gị: anyị ga-ezitere gị akwụkwọ nnata ego na email. Ọ bụrụ na ị kwụbeghị, ị nwere ike ịkwụ ugbu a.",
    },
  },
  taughtBy: "Onye nkuzi:",
  lessons: { $plural: { one: "Nkuzi {count}", other: "Nkuzi {count}" } },
  certificateWhenComplete: "asambodo mgbe ị gụchara ya",
  orderSummary: "Nchịkọta ihe ị na-azụ",
  coursePrice: "Ọnụahịa kọọsụ",
  coupon: "Kupọn {code}",
  couponLost: {
    title: "Enweghị ike iji kupọn {code} ọzọ",
    fullPrice: "Ọnụahịa dị n'okpuru bụ ọnụahịa zuru ezu.",
  },
  total: "Ngụkọta",
  includesVat: "VAT dị n’ime ya ({rate})",
  couponLabel: "Koodu kupọn (ọ bụghị iwu)",
  apply: "Jiri ya",
  enrolWithCoupon: "Debanye aha site na kupọn",
  pay: "Kwụọ {amount}",
  tryAgain: "Nwaa ọzọ {amount}",
  testGatewayHint: "Na peeji ụzọ nnwale, ọ bụ gị ga-ahọrọ ihe ga-eme; a gaghị ewepụ ego ọ bụla.",
  providerHint: "Kaadị, nnyefe ego n’ụlọ akụ ma ọ bụ USSD, na peeji echekwara nke {provider}.",
  returnHint:
    "Ị ga-alaghachi ebe a mgbe ị kwụchara ụgwọ, a ga-ezitekwa gị akwụkwọ nnata ego na email.",
  unavailable: {
    title: "Ịkwụ ụgwọ n’ịntanetị adịbeghị",
    description:
      "Anyị anaghị anata ego na weebụsaịtị ugbu a. Biko kpọtụrụ anyị, anyị ga-edebanye aha gị mgbe ị kwụrụ ụgwọ site n’ụlọ akụ.",
  },
  contactUs: "Kpọtụrụ anyị",
  couponErrors: {
    check: "Biko lelee koodu kupọn ahụ.",
    tooLong: "Biko ka koodu kupọn ghara ịgafe mkpụrụedemede 40.",
    notValid: "Koodu kupọn a adịghị mma.",
    tooMany: {
      $plural: {
        one: "Ị nwalela ọtụtụ koodu kupọn n’obere oge. Biko chere nkeji {count}, wee nwaa ọzọ.",
        other: "Ị nwalela ọtụtụ koodu kupọn n’obere oge. Biko chere nkeji {count}, wee nwaa ọzọ.",
      },
    },
  },
  toasts: {
    failedToStartTitle: "Ịkwụ ụgwọ amaliteghị",
    failedToStart: "Ụlọ ọrụ ịkwụ ụgwọ azaghị. Biko nwaa ọzọ n’oge na-adịghị anya.",
    alreadyPaidTitle: "Anatala ego ahụ",
    alreadyPaid: "I debanyelarị aha na kọọsụ a, ya mere a ga-eweghachiri gị ego a.",
  },
  test: {
    metaTitle: "Nnwale ịkwụ ụgwọ",
    notice:
      "Peeji a na-anọchi anya ụlọ ọrụ ịkwụ ụgwọ. Họrọ ihe onye na-akwụ ụgwọ ga-eme; a gaghị ewepụ ego ọ bụla.",
    title: "Nnwale ịkwụ ụgwọ",
    course: "Kọọsụ: {title}",
    pays: "{email} na-akwụ {amount}",
    reference: "Nọmba ntụaka {reference}",
    pay: "Kwụọ",
    fail: "Daa",
    cancel: "Kagbuo",
    choose: "Họrọ Kwụọ, Daa ma ọ bụ Kagbuo.",
  },
};

export default ig;
