import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  emptyIntro: "Kwasa-kwasan da ka saya, tare da rasiti na kowane biya.",
  intro: "Kwasa-kwasan da ka saya ko ka fara saya. Kowanne da aka biya yana da rasiti don saukewa.",
  backToSettings: "Koma Saituna",
  testMode: "Yanayin gwaji — ba kuɗi na gaske ba",
  testGateway:
    "Biya a wannan shafi yana bi ta hanyar gwaji: babu kuɗin da ke motsawa, kuma rasitai sun faɗi haka.",
  emptyTitle: "Ba ka sayi kwas ba tukuna.",
  emptyText:
    "Idan ka sayi kwas, biyansa da rasitinsa za su bayyana a nan. Kwasa-kwasai kyauta ba sa buƙatar biya.",
  status: {
    paid: "An biya",
    refund_pending: "Ana mayar da kuɗi",
    refunded: "An mayar da kuɗi",
    failed: "Bai yi nasara ba",
    cancelled: "An soke",
    expired: "Ya ƙare",
    pending: "Ana jiran tabbatarwa",
  },
  testPayment: "Biyan gwaji",
  paidOn: "Ranar biya",
  startedOn: "Ranar farawa",
  amount: "Adadi",
  receiptNumber: "Lambar rasiti",
  refundedOn: "Ranar mayar da kuɗi",
  coupon: "Kuponi",
  reference: "Lambar shaida",
  downloadReceipt: "Sauke rasiti (PDF)",
  continuePayment: "Ci gaba da biya",
  forCourse: "na {course}",
  /** What happened to a payment that did not give the course, and to the money. */
  notes: {
    alreadyEnrolledRefund:
      "Kana cikin wannan kwas ɗin tun da farko, don haka za a mayar maka da wannan kuɗin.",
    notFulfilledRefund:
      "Ba mu iya ba ka kwas ɗin saboda wannan biyan kuɗi ba, don haka za a mayar maka da kuɗin.",
    refundAsked: "Mun roƙi mai sarrafa biyan kuɗi ya mayar maka da wannan kuɗin.",
    replaced: "Ka fara sabon biyan kuɗi na wannan kwas maimakon haka. Ba a cire maka kuɗi ba.",
    cancelled: "Ka soke wannan biyan kuɗi. Ba a cire maka kuɗi ba.",
    expired: "Ba a kammala biyan kuɗin cikin kwana ɗaya ba. Ba a cire maka kuɗi ba.",
    amountMismatch:
      "Mai sarrafa biyan kuɗi ya ba da adadin da ya bambanta da farashin, don haka ba a sa ka cikin kwas ɗin ba. Duk kuɗin da aka cire za a mayar maka.",
    couponUsedUp:
      "An riga an gama amfani da takardar rangwamen kafin odarka. Ba a cire maka kuɗi ba.",
    unreachable: "Ba a iya samun mai sarrafa biyan kuɗi ba. Ba a cire maka kuɗi ba.",
    refused: "Mai sarrafa biyan kuɗi bai iya fara wannan biyan kuɗi ba. Ba a cire maka kuɗi ba.",
    declined: "An ƙi biyan kuɗin. Ba a cire maka kuɗi ba.",
    declinedBecause: "An ƙi biyan kuɗin: {reason}. Ba a cire maka kuɗi ba.",
  },
};

export default ha;
