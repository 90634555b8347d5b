import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  description: "An ƙirga daga darussan da ka kalla da kwasa-kwasan da ka kammala.",
  overall: "Ci gaba gaba ɗaya",
  lessonProgress: "Ci gaban darussa",
  yourFigures: "Lambobinka",
  learningDays: "Ranakun koyo",
  learningDaysHint: "Ranakun da ka kalli darussa",
  hoursHint: "Lokacin da ka yi kana kallon darussa",
  currentStreak: "Jerin kwanakinka yanzu",
  startStreak: "Kalli darasi yau don fara ɗaya",
  streakHint: "Kwanaki a jere da ka yi koyo",
  periods: "Wannan mako da wannan wata",
  thisWeek: "Wannan mako",
  sinceMonday: "Daga Litinin",
  thisMonth: "Wannan wata",
  sinceFirst: "Daga ranar 1",
  hoursLearned: "Awannin koyo",
  lessonsCompleted: "Darussan da aka kammala",
  activeDays: "Ranakun aiki",
  courseProgress: "Ci gaban kwasa-kwasai",
  noCourses: "Shiga kwas, ci gabanka a cikinsa zai bayyana a nan.",
  score: "Maki:",
  achievements: "Nasarori",
  earnedCount: "An samu {earned} daga {total}",
  earned: "An samu",
  locked: "A kulle",
  achievement: {
    "first-course": {
      title: "Kwas na farko",
      rule: "Shiga kwas ɗinka na farko.",
      progress: "Ba ka shiga kwas ba tukuna.",
    },
    "goal-setter": {
      title: "Mai cimma buri",
      rule: "Kammala duk darussan wani kwas.",
      progress: "Ba ka kammala kwas ba tukuna.",
    },
    "consistent-learner": {
      title: "Mai koyo a kai a kai",
      rule: "Yi koyo kwana {days} a jere.",
      progress: "Jerin kwanakinka yanzu: {streak}.",
    },
    "high-achiever": {
      title: "Mai ƙwazo",
      rule: "Riƙe matsakaicin maki na {score}% ko fiye.",
      progress: "Matsakaicin makinka: {score}%.",
    },
  },
  watched: "Ka kalli “{lesson}” a {course}",
  studied: "Ka yi karatun {course}",
  completedLesson: "Ka kammala “{lesson}” a {course}",
  enrolled: "Ka shiga {course}",
  certificate: "Ka sami takardar shaidar {course}",
  activityEmpty:
    "Darussanka, kwasa-kwasan da ka kammala da takardun shaidarka za su bayyana a nan yayin da kake koyo.",
};

export default ha;
