import type { Translation } from "~/i18n/define";
import type en from "./en";

/** A consultant's consulting hours: the week and days off (admins for anyone, a consultant their own). */
const ig: Translation<typeof en> = {
  title: "Oge ndụmọdụ",
  intro:
    "Mgbe {name} na-enye ndụmọdụ. Fọm ndebanye aha na-egosi oge ndị a, ewezuga ụbọchị ezumike na oge ndị e debanyelarị. Oge bụ oge Legọs.",
  defaultNote: "Edobebeghị ya: Mọnde ruo Fraịdee, 9:00 ruo 18:00.",
  weekHeading: "Oge kwa izu",
  weekdays: {
    mon: "Mọnde",
    tue: "Tiuzdee",
    wed: "Wenezdee",
    thu: "Tọọzdee",
    fri: "Fraịdee",
    sat: "Satọdee",
    sun: "Sọndee",
  },
  from: "Site na",
  to: "Ruo",
  notWorking: "Anaghị arụ ọrụ",
  save: "Chekwaa oge",
  sessionsHeading: "Ogologo nzukọ maka atụmatụ ọ bụla",
  sessionsNote:
    "Ogologo oge nzukọ nke atụmatụ ọ bụla, n’ime otu awa o jidere. Òkù kalenda na-akwụsị mgbe nzukọ kwụsịrị.",
  saveSessions: "Chekwaa ogologo nzukọ",
  minutes: "Nkeji {count}",
  plans: { Beginner: "Mbido", Intermediate: "Etiti", Advanced: "Elu" },
  daysOffHeading: "Ụbọchị ezumike",
  daysOffNone: "Enweghị ụbọchị ezumike na-abịa.",
  dayLabel: "Ụbọchị",
  addDayOff: "Tinye ụbọchị ezumike",
  remove: "Wepụ",
  removeLabel: "Wepụ ụbọchị ezumike nke {date}",
  back: "Laghachi",
  yourHours: "Oge ndụmọdụ gị",
  notConsultant: "Akaụntụ a anaghị enye ndụmọdụ.",
  toasts: {
    saved: "Echekwala oge ndụmọdụ.",
    dayAdded: "Etinyela ụbọchị ezumike.",
    dayRemoved: "Ewepụla ụbọchị ezumike.",
  },
  messages: {
    range: "Ụbọchị ahụ ga-agwụ mgbe ọ malitesịrị.",
    hour: "Biko họrọ otu n'ime oge ndị edepụtara.",
    day: "Biko tinye ụbọchị site taa gaa n'ihu.",
    minutes: "Biko họrọ otu n’ime ogologo e depụtara.",
  },
};

export default ig;
