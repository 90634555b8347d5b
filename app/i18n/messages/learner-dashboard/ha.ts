import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  welcomeFirst: "Barka da zuwa, {name}!",
  welcome: "Barka da dawowa, {name}!",
  startFirst: "Shiga kwas ɗinka na farko don fara koyo da bin diddigin ci gabanka.",
  pickUp: "Ci gaba daga inda ka tsaya: kowane darasi yana kusantar da kai ga takardar shaidarka.",
  browseCourses: "Duba kwasa-kwasai",
  progressAria: "Ci gaba: darussan da aka kammala",
  noLessons: "Babu darasi tukuna",
  bookConsultation: "Nemi ganawa",
  inNumbers: "Koyonka a lambobi",
  coursesEnrolled: "Kwasa-kwasan da ka shiga",
  continueLearning: "Ci gaba da koyo",
  viewAllCourses: "Duba duk kwasa-kwasai",
  allCompleted:
    "Ka kammala duk kwasa-kwasan da ka shiga. Madalla! Nemo kwas ɗinka na gaba a makarantar.",
  notTaking: "Ba ka shiga wani kwas ba tukuna. Shiga ɗaya a makarantar, zai bayyana a nan.",
  consultationStatus: {
    pending: "Ana jira",
    confirmed: "An tabbatar",
    completed: "An kammala",
    cancelled: "An soke",
  },
  enrolledIn: "Ka shiga {course}",
  requested: "Ka nemi ganawar {plan}",
  activityEmpty: "Kwasa-kwasan da ka shiga da ganawar da ka nema za su bayyana a nan.",
  upcomingEvents: "Abubuwa masu zuwa",
  noUpcoming: "Babu ganawa mai zuwa.",
  planConsultation: "Ganawar {plan}",
  dateToAgree: "Za a yarda kan rana",
  notifications: "Sanarwa",
  viewAll: "Duba duka",
  viewAllNotifications: "sanarwa",
  noNotifications: "Ba ka da sanarwa tukuna.",
  unread: "(ba a karanta ba)",
  quickActions: "Ayyuka masu sauri",
  actions: {
    consulting: "Nemi ganawa",
    academy: "Duba kwasa-kwasai",
    contact: "Tuntuɓi masu taimako",
    certificates: "Sauke takardun shaida",
    settings: "Saitunan bayananka",
    notifications: "Cibiyar sanarwa",
  },
};

export default ha;
