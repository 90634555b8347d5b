import type { Translation } from "~/i18n/define";
import type en from "./en";

/** A consultant's consulting hours: the week and days off (admins for anyone, a consultant their own). */
const ha: Translation<typeof en> = {
  title: "Lokutan ba da shawara",
  intro:
    "Lokacin da {name} ke ba da shawara. Fom ɗin neman ganawa yana nuna waɗannan lokuta, ban da ranakun hutu da lokutan da aka riga aka nema. Lokaci na Legas ne.",
  defaultNote: "Ba a saita ba tukuna: Litinin zuwa Juma'a, 9:00 zuwa 18:00.",
  weekHeading: "Lokutan mako",
  weekdays: {
    mon: "Litinin",
    tue: "Talata",
    wed: "Laraba",
    thu: "Alhamis",
    fri: "Juma'a",
    sat: "Asabar",
    sun: "Lahadi",
  },
  from: "Daga",
  to: "Zuwa",
  notWorking: "Babu aiki",
  save: "Ajiye lokuta",
  sessionsHeading: "Tsawon zama na kowane shiri",
  sessionsNote:
    "Tsawon lokacin zama na kowane shiri, cikin sa'ar da ya riƙe. Gayyatar kalanda tana ƙarewa lokacin da zaman ya ƙare.",
  saveSessions: "Ajiye tsawon zama",
  minutes: "Minti {count}",
  plans: { Beginner: "Na farko", Intermediate: "Na tsakiya", Advanced: "Na gaba" },
  daysOffHeading: "Ranakun hutu",
  daysOffNone: "Babu ranar hutu a gaba.",
  dayLabel: "Rana",
  addDayOff: "Ƙara ranar hutu",
  remove: "Cire",
  removeLabel: "Cire ranar hutu ta {date}",
  back: "Koma baya",
  yourHours: "Lokutanka na ba da shawara",
  notConsultant: "Wannan asusu ba ya ba da shawara.",
  toasts: {
    saved: "An ajiye lokutan ba da shawara.",
    dayAdded: "An ƙara ranar hutu.",
    dayRemoved: "An cire ranar hutu.",
  },
  messages: {
    range: "Dole ne rana ta ƙare bayan ta fara.",
    hour: "Don Allah ka zaɓi ɗaya daga cikin lokutan da aka lissafa.",
    day: "Don Allah ka shigar da rana daga yau zuwa gaba.",
    minutes: "Don Allah zaɓi ɗaya daga cikin tsawon lokutan da aka jera.",
  },
};

export default ha;
