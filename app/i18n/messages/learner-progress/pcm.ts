import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  description: "We count am from di lessons wey you watch and di courses wey you finish.",
  overall: "How everything dey go",
  lessonProgress: "How your lessons dey go",
  yourFigures: "Your numbers",
  learningDays: "Days wey you learn",
  learningDaysHint: "Days wey you watch lessons",
  hoursHint: "Time wey you take watch lessons",
  currentStreak: "Your streak now",
  startStreak: "Watch one lesson today make you start one",
  streakHint: "Days wey follow each other wey you learn",
  periods: "Dis week and dis month",
  thisWeek: "Dis week",
  sinceMonday: "From Monday",
  thisMonth: "Dis month",
  sinceFirst: "From di 1st",
  hoursLearned: "Hours wey you learn",
  lessonsCompleted: "Lessons wey you finish",
  activeDays: "Days wey you learn",
  courseProgress: "How each course dey go",
  noCourses: "Join one course and how you dey go for am go show here.",
  score: "Score:",
  achievements: "Wetin you don achieve",
  earnedCount: "You don get {earned} out of {total}",
  earned: "You don get am",
  locked: "E still lock",
  achievement: {
    "first-course": {
      title: "First Course",
      rule: "Join your first course.",
      progress: "You never join any course.",
    },
    "goal-setter": {
      title: "Goal Setter",
      rule: "Finish all di lessons of one course.",
      progress: "You never finish any course.",
    },
    "consistent-learner": {
      title: "Steady Learner",
      rule: "Learn for {days} days wey follow each other.",
      progress: "Your streak now: {streak}.",
    },
    "high-achiever": {
      title: "High Achiever",
      rule: "Keep average score of {score}% or pass.",
      progress: "Your average score: {score}%.",
    },
  },
  watched: "You watch “{lesson}” for {course}",
  studied: "You study {course}",
  completedLesson: "You finish “{lesson}” for {course}",
  enrolled: "You join {course}",
  certificate: "You get di certificate for {course}",
  activityEmpty:
    "Your lessons, di courses wey you finish and your certificates go show here as you dey learn.",
};

export default pcm;
