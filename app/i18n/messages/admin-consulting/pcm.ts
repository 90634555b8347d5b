import type { Translation } from "~/i18n/define";
import type en from "./en";

/** A consultant's consulting hours: the week and days off (admins for anyone, a consultant their own). */
const pcm: Translation<typeof en> = {
  title: "Consulting hours",
  intro:
    "Di time wey {name} dey take consultation. Di booking form go show dis hours, but e no go show di days off and di hours wey people don already book. Time na Lagos time.",
  defaultNote: "Dem never set am: Monday to Friday, 9:00 to 18:00.",
  weekHeading: "Hours for di week",
  weekdays: {
    mon: "Monday",
    tue: "Tuesday",
    wed: "Wednesday",
    thu: "Thursday",
    fri: "Friday",
    sat: "Saturday",
    sun: "Sunday",
  },
  from: "From",
  to: "Reach",
  notWorking: "No dey work",
  save: "Save di hours",
  sessionsHeading: "How long each plan session go take",
  sessionsNote:
    "How long one session for each plan go take, inside the one hour wey e hold. Calendar invite go end when the session end.",
  saveSessions: "Save session length",
  minutes: "{count} minutes",
  plans: { Beginner: "Beginner", Intermediate: "Intermediate", Advanced: "Advanced" },
  daysOffHeading: "Days off",
  daysOffNone: "No day off wey dey come.",
  dayLabel: "Date",
  addDayOff: "Add day off",
  remove: "Comot am",
  removeLabel: "Comot di day off for {date}",
  back: "Go back",
  yourHours: "Your consulting hours",
  notConsultant: "Dis account no dey take consultation.",
  toasts: {
    saved: "Consulting hours don save.",
    dayAdded: "Day off don add.",
    dayRemoved: "Day off don comot.",
  },
  messages: {
    range: "Di day must end after e start.",
    hour: "Abeg choose one of di hours wey dey di list.",
    day: "Abeg put date from today go front.",
    minutes: "Abeg choose one of the length wey dey the list.",
  },
};

export default pcm;
