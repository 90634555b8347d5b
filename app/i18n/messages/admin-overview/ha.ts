import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  welcome: "Barka da dawowa, {name}. Ga abin da ya sabunta.",
  uploadContent: "Ɗora abun ciki",
  viewAnalytics: "Duba ƙididdiga",
  testMode: "Yanayin gwaji — ba kuɗi na gaske ba",
  testModeBody:
    "Yanayin nuni (PAYMENTS_PROVIDER=test): ana kwaikwayon biya, kuma kowa zai iya “biya” kwas mai farashi ba tare da kuɗi ba. Don karɓar biya na gaske, saita PAYMENTS_PROVIDER=paystack tare da PAYSTACK_SECRET_KEY, ko PAYMENTS_PROVIDER=flutterwave tare da FLUTTERWAVE_SECRET_KEY da FLUTTERWAVE_SECRET_HASH, sannan sake kunna shafin; duba docs/features/paid-courses.md.",
  refundsFlagged: {
    $plural: {
      one: "Biya {count} da aka yi wa alamar “Ana buƙatar mayar da kuɗi”",
      other: "Biya {count} da aka yi wa alamar “Ana buƙatar mayar da kuɗi”",
    },
  },
  seed: {
    title: "Canza bayanan tuntuɓa na gwaji",
    body: "Masu ziyara suna ganin su a kowane shafi, amma su ne ƙimomin da sabon shafi yake farawa da su, ba na makarantar ba.",
    setIn: "Saita su a {link}.",
    dismiss: "Namu ne: ɓoye wannan",
    labels: {
      phone: "Waya",
      whatsappNumber: "Lambar WhatsApp",
      address: "Adireshi",
      contactEmail: "Imel na tuntuɓa",
      careersEmail: "Imel na ayyuka",
      facebookUrl: "Shafin Facebook",
      instagramUrl: "Shafin Instagram",
      xUrl: "Shafin X (Twitter)",
      linkedinUrl: "Shafin LinkedIn",
      youtubeUrl: "Tashar YouTube",
    },
  },
  users: {
    title: "Sababbin masu amfani",
    viewAll: "Duk masu amfani",
    empty: "Babu mai amfani tukuna.",
    detail: "{email} · ya shiga {date}",
  },
  content: {
    title: "Sabon abun ciki",
    viewAll: "Duk abun ciki",
    empty: "Babu abun ciki tukuna.",
    detail: "{type} · an ƙara {date}",
    types: {
      article: "maƙala",
      video: "bidiyo",
      image: "labarin hoto",
      story: "labarin nasara",
      event: "taro",
      research: "bincike",
      course: "labarin kwas",
    },
  },
  courses: {
    title: "Sababbin kwasa-kwasai",
    ownTitle: "Kwasa-kwasanka",
    viewAll: "Duk kwasa-kwasai",
    empty: "Babu kwas tukuna.",
    ownEmpty: "Ba ka da kwas tukuna.",
    lessons: { $plural: { one: "darasi {count}", other: "darussa {count}" } },
    students: { $plural: { one: "ɗalibi {count}", other: "ɗalibai {count}" } },
  },
};

export default ha;
