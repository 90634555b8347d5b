import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  description: "E si na nkuzi ị na-ekiri na kọọsụ ị na-emecha gụọ ya.",
  overall: "Ọganihu n’ozuzu",
  lessonProgress: "Ọganihu nkuzi",
  yourFigures: "Ọnụọgụgụ gị",
  learningDays: "Ụbọchị mmụta",
  learningDaysHint: "Ụbọchị i kiri nkuzi",
  hoursHint: "Oge i ji kiri nkuzi",
  currentStreak: "Ụbọchị usoro gị ugbu a",
  startStreak: "Kiri otu nkuzi taa ka ịmalite",
  streakHint: "Ụbọchị n’usoro i mụrụ ihe",
  periods: "Izu a na ọnwa a",
  thisWeek: "Izu a",
  sinceMonday: "Site na Mọnde",
  thisMonth: "Ọnwa a",
  sinceFirst: "Site n’ụbọchị mbụ",
  hoursLearned: "Awa mmụta",
  lessonsCompleted: "Nkuzi ị mechara",
  activeDays: "Ụbọchị ọrụ",
  courseProgress: "Ọganihu kọọsụ",
  noCourses: "Debanye aha na kọọsụ, ọganihu gị na ya ga-apụta ebe a.",
  score: "Akara:",
  achievements: "Ihe ị rụzuru",
  earnedCount: "I nwetala {earned} n’ime {total}",
  earned: "I nwetala ya",
  locked: "Emechiri ya",
  achievement: {
    "first-course": {
      title: "Kọọsụ mbụ",
      rule: "Debanye aha na kọọsụ mbụ gị.",
      progress: "Ị debanyebeghị aha na kọọsụ ọ bụla.",
    },
    "goal-setter": {
      title: "Onye na-ezu ebumnobi",
      rule: "Mechaa nkuzi niile nke otu kọọsụ.",
      progress: "Ị mechabeghị kọọsụ ọ bụla.",
    },
    "consistent-learner": {
      title: "Onye na-amụ mgbe niile",
      rule: "Mụọ ihe ụbọchị {days} n’usoro.",
      progress: "Ụbọchị usoro gị ugbu a: {streak}.",
    },
    "high-achiever": {
      title: "Onye na-eme nke ọma",
      rule: "Nọgide na nkezi akara {score}% ma ọ bụ karịa.",
      progress: "Nkezi akara gị: {score}%.",
    },
  },
  watched: "I kiri “{lesson}” na {course}",
  studied: "Ị mụrụ {course}",
  completedLesson: "I mechara “{lesson}” na {course}",
  enrolled: "Ị debanyere aha na {course}",
  certificate: "I nwetara asambodo maka {course}",
  activityEmpty: "Nkuzi gị, kọọsụ ị mechara na asambodo gị ga-apụta ebe a ka ị na-amụ ihe.",
};

export default ig;
