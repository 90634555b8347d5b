import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  welcome: "Ẹ kú àbọ̀, {name}. Ohun tuntun nìyí.",
  uploadContent: "Gbé àkóónú sókè",
  viewAnalytics: "Wo ìṣirò",
  testMode: "Ipò ìdánwò — kì í ṣe owó gidi",
  testModeBody:
    "Ipò àfihàn (PAYMENTS_PROVIDER=test): ìsanwó jẹ́ àfarawé, ẹnikẹ́ni sì lè “sanwó” fún ẹ̀kọ́ olówó láìsí owó. Láti gba ìsanwó gidi, ṣètò PAYMENTS_PROVIDER=paystack pẹ̀lú PAYSTACK_SECRET_KEY, tàbí PAYMENTS_PROVIDER=flutterwave pẹ̀lú FLUTTERWAVE_SECRET_KEY àti FLUTTERWAVE_SECRET_HASH, lẹ́yìn náà tún ojú-òpó náà bẹ̀rẹ̀; wo docs/features/paid-courses.md.",
  refundsFlagged: {
    $plural: {
      one: "Ìsanwó {count} tí a sàmì sí “Ó yẹ kí a dá owó padà”",
      other: "Ìsanwó {count} tí a sàmì sí “Ó yẹ kí a dá owó padà”",
    },
  },
  seed: {
    title: "Rọ́pò àwọn àlàyé ìkànsí àpẹẹrẹ",
    body: "Àwọn àlejò ń rí wọn lórí gbogbo ojú-ìwé, ṣùgbọ́n àwọn ni iye tí ojú-òpó tuntun fi ń bẹ̀rẹ̀, kì í ṣe ti ilé-ẹ̀kọ́ náà.",
    setIn: "Ṣètò wọn ní {link}.",
    dismiss: "Tiwa ni wọ́n: fi èyí pamọ́",
    labels: {
      phone: "Fóònù",
      whatsappNumber: "Nọ́ńbà WhatsApp",
      address: "Àdírẹ́sì",
      contactEmail: "Ímeèlì ìkànsí",
      careersEmail: "Ímeèlì iṣẹ́",
      facebookUrl: "Ojú-ìwé Facebook",
      instagramUrl: "Ojú-ìwé Instagram",
      xUrl: "Ojú-ìwé X (Twitter)",
      linkedinUrl: "Ojú-ìwé LinkedIn",
      youtubeUrl: "Ìkànnì YouTube",
    },
  },
  users: {
    title: "Àwọn olùlò tuntun",
    viewAll: "Gbogbo olùlò",
    empty: "Kò sí olùlò síbẹ̀.",
    detail: "{email} · darapọ̀ ní {date}",
  },
  content: {
    title: "Àkóónú tuntun",
    viewAll: "Gbogbo àkóónú",
    empty: "Kò sí àkóónú síbẹ̀.",
    detail: "{type} · a fi kún un ní {date}",
    types: {
      article: "àròkọ",
      video: "fídíò",
      image: "ìtàn àwòrán",
      story: "ìtàn àṣeyọrí",
      event: "ìṣẹ̀lẹ̀",
      research: "ìwádìí",
      course: "ìròyìn kọ́ọ̀sì",
    },
  },
  courses: {
    title: "Àwọn kọ́ọ̀sì tuntun",
    ownTitle: "Àwọn kọ́ọ̀sì rẹ",
    viewAll: "Gbogbo kọ́ọ̀sì",
    empty: "Kò sí kọ́ọ̀sì síbẹ̀.",
    ownEmpty: "O kò tíì ní kọ́ọ̀sì kankan.",
    lessons: { $plural: { one: "ẹ̀kọ́ {count}", other: "ẹ̀kọ́ {count}" } },
    students: { $plural: { one: "akẹ́kọ̀ọ́ {count}", other: "akẹ́kọ̀ọ́ {count}" } },
  },
};

export default yo;
