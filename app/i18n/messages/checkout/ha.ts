import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  metaTitle: "Biya",
  metaCourseTitle: "Biya: {title}",
  providers: {
    paystack: "Paystack",
    flutterwave: "Flutterwave",
    test: "hanyar biyan gwaji",
  },
  back: "Koma zuwa kwas ɗin",
  title: "Biya",
  testModeNotice: "Yanayin gwaji — ba kuɗi na gaske ba",
  testModeText:
    "Biyan kuɗi a wannan shafi yana bi ta hanyar gwaji: za ka iya gwada Biya, Kasa da Soke, kuma ba za a cire kuɗi daga kati ba.",
  notices: {
    failed: {
      title: "Biyanka bai yi nasara ba",
      description: "Ba a cire maka kuɗi ba. Don Allah ka duba bayananka ka sake gwadawa.",
    },
    cancelled: {
      title: "An soke biya",
      description: "Ka soke biyan kuma ba a cire komai ba. Za ka iya sake gwadawa.",
    },
    expired: {
      title: "Wannan biya ya ƙare",
      description:
        "Ba a kammala shi cikin kwana ɗaya ba kuma ba a cire komai ba. Za ka iya sake farawa.",
    },
    pending: {
      title: "Muna jiran kamfanin biyan kuɗi",
      description:
        "Idan ka kammala biyan, za a tabbatar da shi nan ba da daɗewa ba kuma za a shigar da kai kwas: za mu aiko maka da rasit ta imel. Idan ba ka biya ba, za ka iya biya yanzu.",
    },
  },
  taughtBy: "Malami:",
  lessons: { $plural: { one: "Darasi {count}", other: "Darussa {count}" } },
  certificateWhenComplete: "takardar shaida idan ka kammala",
  orderSummary: "Taƙaitaccen oda",
  coursePrice: "Farashin kwas",
  coupon: "Kuponi {code}",
  couponLost: {
    title: "Ba za a iya amfani da kuponi {code} yanzu ba",
    fullPrice: "Farashin da ke ƙasa cikakken farashi ne.",
  },
  total: "Jimilla",
  includesVat: "Ya haɗa da VAT ({rate})",
  couponLabel: "Lambar kuponi (ba dole ba)",
  apply: "Yi amfani",
  enrolWithCoupon: "Shiga kwas da kuponi",
  pay: "Biya {amount}",
  tryAgain: "Sake gwadawa {amount}",
  testGatewayHint:
    "A shafin hanyar gwaji kai ne za ka zaɓi abin da zai faru; ba za a cire komai ba.",
  providerHint: "Kati, tura kuɗi ta banki ko USSD, a amintaccen shafin {provider}.",
  returnHint: "Za ka dawo nan idan ka biya, kuma za a aiko maka da rasit ta imel.",
  unavailable: {
    title: "Biyan kuɗi ta intanet bai samu ba tukuna",
    description:
      "Ba ma karɓar biya a shafin tukuna. Don Allah tuntuɓe mu, za mu shigar da kai kwas bayan ka biya ta banki.",
  },
  contactUs: "Tuntuɓe mu",
  couponErrors: {
    check: "Don Allah ka duba lambar kuponi.",
    tooLong: "Don Allah lambar kuponi kada ta wuce haruffa 40.",
    notValid: "Wannan lambar kuponi ba ta aiki.",
    tooMany: {
      $plural: {
        one: "Ka gwada lambobin kuponi da yawa cikin ɗan lokaci. Don Allah ka jira minti {count} sannan ka sake gwadawa.",
        other:
          "Ka gwada lambobin kuponi da yawa cikin ɗan lokaci. Don Allah ka jira minti {count} sannan ka sake gwadawa.",
      },
    },
  },
  toasts: {
    failedToStartTitle: "Biya bai fara ba",
    failedToStart:
      "Kamfanin biyan kuɗi bai amsa ba. Don Allah ka sake gwadawa nan ba da daɗewa ba.",
    alreadyPaidTitle: "An karɓi biya",
    alreadyPaid: "Ka riga ka shiga wannan kwas, don haka za a mayar maka da wannan kuɗi.",
  },
  test: {
    metaTitle: "Biyan gwaji",
    notice:
      "Wannan shafi yana tsayawa a madadin kamfanin biyan kuɗi. Zaɓi abin da mai biya zai yi; ba za a cire komai ba.",
    title: "Biyan gwaji",
    course: "Kwas: {title}",
    pays: "{email} yana biyan {amount}",
    reference: "Lambar shaida {reference}",
    pay: "Biya",
    fail: "Kasa",
    cancel: "Soke",
    choose: "Zaɓi Biya, Kasa ko Soke.",
  },
};

export default ha;
