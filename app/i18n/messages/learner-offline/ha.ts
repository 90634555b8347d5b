import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  download: {
    heading: "Kalla ba tare da intanet ba",
    lesson: "Sauke don kallo ba tare da intanet ba ({size})",
    course: plural(
      "Sauke kwas ɗin don kallo ba tare da intanet ba: darasi {count}, {size}",
      "Sauke kwas ɗin don kallo ba tare da intanet ba: darussa {count}, {size}",
    ),
    sizeNote:
      "Yana amfani da girman bidiyon da ka zaɓa. Sararin da ya rage a wannan waya: {free}. Abin da ka sauke zai zauna har sai ka share shi.",
    sizeNoteUnknown:
      "Yana amfani da girman bidiyon da ka zaɓa. Abin da ka sauke zai zauna har sai ka share shi.",
    firstDownload:
      "Saukewa ta farko za ta kuma ajiye fayilolin manhajar, waɗanda duk abubuwan da ka sauke ke amfani da su.",
    working: "Ana saukewa… fayil {done} cikin {total}",
    done: "Ana iya kallonsa ba tare da intanet ba",
    courseDone: "Ana iya kallon kowane darasi na wannan kwas ba tare da intanet ba",
    failed: "Saukewar ta tsaya. Duba intanet ɗinka ka sake gwadawa.",
    noSpace: "Babu isasshen sarari a wannan waya don wannan saukewa.",
    delete: "Share abin da aka sauke",
    seeAll: "Abubuwan da ka sauke",
    unsupported: "Wannan burauza ba zai iya ajiye darussa don kallo ba tare da intanet ba.",
  },
  downloads: {
    title: "Abubuwan da aka sauke",
    intro:
      "Darussan da aka ajiye a wannan waya don kallo ba tare da intanet ba. Ci gaban da ka samu ba tare da intanet ba za a tura shi idan ka dawo kan intanet.",
    loading: "Ana neman abubuwan da aka sauke a wannan waya…",
    noscript:
      "Abubuwan da aka sauke suna buƙatar JavaScript: kunna shi domin ka ajiye darussa a wannan waya.",
    empty:
      "Babu abin da aka sauke tukuna. Buɗe darasi ka zaɓi Sauke don kallo ba tare da intanet ba.",
    browse: "Je zuwa Kwasa-kwasaina",
    total: "Abubuwan da aka sauke sun ci {size} · sarari {free} ya rage",
    totalUnknown: "Abubuwan da aka sauke sun ci {size}",
    listLabel: "Darussan da aka sauke",
    saved: "An sauke {date}",
    open: "Buɗe darasi",
    delete: "Share",
    deleteLabel: "Share abin da aka sauke na {lesson}",
    deleted: "An share abin da aka sauke.",
    waiting: plural(
      "Sabunta ci gaba {count} yana jiran a tura shi.",
      "Sabunta ci gaba {count} suna jiran a tura su.",
    ),
    signOutNote:
      "Fita yana cire abubuwan da aka sauke da ci gaban da ba a tura ba daga wannan waya.",
  },
  offline: {
    title: "Ba ka kan intanet",
    intro:
      "Ba a sauke wannan shafi ba. Waɗannan suna nan ba tare da intanet ba; duk abin da ka koya ba tare da intanet ba ana ajiye shi kuma a tura shi idan ka dawo kan intanet.",
    available: "Ana iya buɗewa ba tare da intanet ba",
    dashboard: "Taƙaitawa",
    myCourses: "Kwasa-kwasaina",
    downloads: "Abubuwan da aka sauke",
    retry: "Sake gwadawa",
  },
  quizOffline: "Jarrabawa tana buƙatar intanet: ana duba amsoshi a sabar mu.",
};

export default ha;
