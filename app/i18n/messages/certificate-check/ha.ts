import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  metaTitle: "Takardar shaida da aka tabbatar: {course}",
  metaWithdrawn: "Takardar shaida da aka janye: {course}",
  withdrawnTitle: "An janye wannan takardar shaida",
  withdrawnIntro:
    "{siteName} ta janye wannan takardar shaida a ranar {date}, lokacin da aka mayar da kuɗin kwas ɗin. Ba ta ƙara tabbatar da cewa an kammala kwas ɗin ba.",
  metaNotFound: "Ba a sami takardar shaidar ba",
  completed: "An kammala",
  instructor: "Malami",
  category: "Rukuni",
  duration: "Tsawon lokaci",
  score: "Maki",
  eyebrow: "{siteName} · Tabbatar da takardar shaida",
  title: "Takardar shaida ta gaskiya ce",
  intro:
    "{siteName} ne ya bayar da wannan takardar shaidar kammala kwas. Bayanan da ke ƙasa su ne waɗanda ke kan takardar.",
  awardedTo: "An ba wa",
  forCourse: "Saboda kammala kwas",
  code: "Lambar tabbatarwa",
  questions: "Kana da tambaya game da wannan takardar shaida?",
  contact: "Tuntuɓi {siteName}",
  earnOne: "Kai ma kana son samun ɗaya?",
  browse: "Duba makarantar",
  error404: "Kuskure 404",
  errorTitle: "Wani abu ya faru ba daidai ba",
  notFoundTitle: "Babu takardar shaida mai wannan lamba",
  failedTitle: "Ba a iya tabbatar da wannan takardar shaida ba",
  notFoundText:
    "Ba mu bayar da takardar shaida mai lamba {code} ba. Duba lambar da aka buga a kan takardar: tana kama da AFA-XXXX-XXXX-XXXX.",
  tryAgain: "Don Allah ka sake gwadawa nan ba da daɗewa ba.",
  contactUs: "Tuntuɓe mu",
  goHome: "Koma gida",
};

export default ha;
