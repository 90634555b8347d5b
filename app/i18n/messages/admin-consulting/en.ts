/** A consultant's consulting hours: the week and days off (admins for anyone, a consultant their own). */
const en = {
  title: "Consulting hours",
  intro:
    "When {name} takes consultations. The booking form offers these hours, less days off and hours already booked. Times are Lagos time.",
  defaultNote: "Not set yet: Monday to Friday, 9:00 AM to 6:00 PM.",
  weekHeading: "Weekly hours",
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
  to: "Until",
  notWorking: "Not working",
  save: "Save hours",
  sessionsHeading: "Session length per plan",
  sessionsNote:
    "How long a session of each plan lasts, within the hour it holds. Calendar invites end when the session does.",
  saveSessions: "Save session lengths",
  minutes: "{count} minutes",
  plans: { Beginner: "Beginner", Intermediate: "Intermediate", Advanced: "Advanced" },
  daysOffHeading: "Days off",
  daysOffNone: "No days off ahead.",
  dayLabel: "Date",
  addDayOff: "Add day off",
  remove: "Remove",
  removeLabel: "Remove the day off on {date}",
  back: "Back",
  yourHours: "Your consulting hours",
  notConsultant: "This account does not take consultations.",
  toasts: {
    saved: "Consulting hours saved.",
    dayAdded: "Day off added.",
    dayRemoved: "Day off removed.",
  },
  messages: {
    range: "The day must end after it starts.",
    hour: "Please choose one of the listed hours.",
    day: "Please enter a date from today on.",
    minutes: "Please choose one of the listed lengths.",
  },
} as const;

export default en;
