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
};

export default ha;
