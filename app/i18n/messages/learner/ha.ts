import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  nav: {
    overview: "Taƙaitawa",
    myCourses: "Kwasa-kwasaina",
    progress: "Ci gaba",
    certificates: "Takardun shaida",
    notifications: "Sanarwa",
    settings: "Saituna",
    unread: "ba a karanta ba",
    unreadNotifications: "sanarwar da ba a karanta ba",
    menuCurrent: "Menu na wurin koyo, shafin da kake ciki:",
    learningArea: "Wurin koyo",
    myLearning: "Koyona",
  },
  titles: {
    dashboard: "Dashbod",
    myCourses: "Kwasa-kwasaina",
    progress: "Ci gaba",
    learningProgress: "Ci gaban koyo",
    certificates: "Takardun shaida",
    notifications: "Sanarwa",
    payments: "Biya",
    quiz: "Jarrabawa",
    course: "Kwas",
  },
  errors: {
    title: "Kuskure",
    back: "Koma Dashbod",
    dashboard: "Ba a iya loda bayanan dashbod ba.",
    myCourses: "Ba a iya loda kwasa-kwasai ba. Don Allah a sake gwadawa nan da ɗan lokaci.",
    progress: "Ba a iya loda bayanan ci gaba ba.",
    certificates: "Ba a iya loda takardun shaida ba.",
    notificationsTitle: "Ba a iya loda sanarwa ba",
    notifications: "Ba mu iya loda sanarwarka ba. Don Allah ka sake loda shafin.",
    payments: "Ba a iya loda biya ba.",
  },
  roles: { admin: "Mai gudanarwa", student: "Ɗalibi" },
  levels: { Beginner: "Mafari", Intermediate: "Matsakaici", Advanced: "Gwani" },
  level: "Mataki: {level}",
  status: {
    "not-started": "Ba a fara ba",
    "in-progress": "Ana ci gaba",
    completed: "An kammala",
  },
  browseAcademy: "Duba makarantar",
  recentActivity: "Ayyukan baya-bayan nan",
  courseProgress: "Ci gaban {title}",
  averageScore: "Matsakaicin maki",
  acrossScored: "A duk kwasa-kwasan da ke da maki",
  unscored: {
    value: "Babu maki tukuna",
    averageScore:
      "Matsakaicin makinka a jarrabawar ƙarshe ta kwasa-kwasanka. Ka ci ɗaya don ganin sa.",
    excellence: "Ana bayarwa idan ka sami {score}% ko fiye a jarrabawar ƙarshe ta kwas.",
    highAchiever: "Ka yi jarrabawar ƙarshe ta wani kwas don fara matsakaicin makinka.",
  },
  lessonsCompleted: plural(
    "An kammala {completed} daga darasi {count}",
    "An kammala {completed} daga darussa {count}",
  ),
  coursesCompleted: plural(
    "An kammala {completed} daga kwas {count}",
    "An kammala {completed} daga kwasa-kwasai {count}",
  ),
  lessons: plural("Darasi {count}", "Darussa {count}"),
  days: plural("Kwana {count}", "Kwanaki {count}"),
  hoursLearned: "Awannin koyo",
  minutes: "minti {count}",
  progressRate: "Yawan kammalawa",
  certificatesEarned: "Takardun shaida da aka samu",
  instructor: "Malami: {name}",
  continue: "Ci gaba",
  myCourses: "Kwasa-kwasaina",
};

export default ha;
