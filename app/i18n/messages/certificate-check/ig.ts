import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  metaTitle: "Asambodo e nyochara: {course}",
  metaWithdrawn: "Asambodo e wepụrụ: {course}",
  withdrawnTitle: "E wepụla asambodo a",
  withdrawnIntro:
    "{siteName} wepụrụ asambodo a na {date}, mgbe e nyeghachiri ego a kwụrụ maka ọmụmụ ihe ya. Ọ naghịzi egosi na e mechara ọmụmụ ihe ahụ.",
  metaNotFound: "Ahụghị asambodo ahụ",
  completed: "Ụbọchị o mechara",
  instructor: "Onye nkuzi",
  category: "Ngalaba",
  duration: "Ogologo oge",
  score: "Akara",
  eyebrow: "{siteName} · Nnyocha asambodo",
  title: "Asambodo a bụ eziokwu",
  intro:
    "Ọ bụ {siteName} nyere asambodo mmecha kọọsụ a. Nkọwa dị n’okpuru bụ ndị dị n’asambodo ahụ.",
  awardedTo: "E nyere ya",
  forCourse: "Maka imecha kọọsụ",
  code: "Koodu nnyocha",
  questions: "Ị nwere ajụjụ gbasara asambodo a?",
  contact: "Kpọtụrụ {siteName}",
  earnOne: "Ị chọkwara inweta otu?",
  browse: "Lee ụlọ akwụkwọ anyị",
  error404: "Njehie 404",
  errorTitle: "Ihe emeghị nke ọma",
  notFoundTitle: "Ọ dịghị asambodo nwere koodu a",
  failedTitle: "Anyị enweghị ike inyocha asambodo a",
  notFoundText:
    "Anyị enyeghị asambodo ọ bụla nwere koodu {code}. Lelee koodu e bipụtara n’asambodo ahụ: ọ dị ka AFA-XXXX-XXXX-XXXX.",
  tryAgain: "Biko nwaa ọzọ n’oge na-adịghị anya.",
  contactUs: "Kpọtụrụ anyị",
  goHome: "Laa n’ụlọ",
};

export default ig;
