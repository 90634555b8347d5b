/** The learner's Progress page: overall figures, periods, courses, achievements, activity. */
const en = {
  description: "Counted from the lessons you watch and the courses you finish.",
  overall: "Overall Progress",
  lessonProgress: "Lesson progress",
  yourFigures: "Your figures",
  learningDays: "Learning Days",
  learningDaysHint: "Days you watched lessons",
  hoursHint: "Time spent watching lessons",
  currentStreak: "Current Streak",
  startStreak: "Watch a lesson today to start one",
  streakHint: "Days in a row with learning",
  periods: "This Week and Month",
  thisWeek: "This week",
  sinceMonday: "Since Monday",
  thisMonth: "This month",
  sinceFirst: "Since the 1st",
  hoursLearned: "Hours learned",
  lessonsCompleted: "Lessons completed",
  activeDays: "Active days",
  courseProgress: "Course Progress",
  noCourses: "Enroll in a course and your progress in it will show here.",
  score: "Score:",
  achievements: "Achievements",
  earnedCount: "{earned} of {total} earned",
  earned: "Earned",
  locked: "Locked",
  achievement: {
    "first-course": {
      title: "First Course",
      rule: "Enroll in your first course.",
      progress: "Not enrolled in a course yet.",
    },
    "goal-setter": {
      title: "Goal Setter",
      rule: "Finish every lesson of a course.",
      progress: "No course completed yet.",
    },
    "consistent-learner": {
      title: "Consistent Learner",
      rule: "Learn on {days} days in a row.",
      progress: "Current streak: {streak}.",
    },
    "high-achiever": {
      title: "High Achiever",
      rule: "Keep an average score of {score}% or more.",
      progress: "Your average score: {score}%.",
    },
  },
  watched: "Watched “{lesson}” in {course}",
  studied: "Studied {course}",
  completedLesson: "Completed “{lesson}” in {course}",
  enrolled: "Enrolled in {course}",
  certificate: "Earned the certificate for {course}",
  activityEmpty:
    "Your lessons, completed courses and certificates will be listed here as you learn.",
} as const;

export default en;
