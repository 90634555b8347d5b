import { plural } from "~/i18n/define";

/** The learner area's frame and the parts its pages share: sidebar, panels, figures, errors. */
const en = {
  nav: {
    overview: "Overview",
    myCourses: "My Courses",
    progress: "Progress",
    certificates: "Certificates",
    notifications: "Notifications",
    settings: "Settings",
    unread: "unread",
    unreadNotifications: "unread notifications",
    menuCurrent: "Learning area menu, current page:",
    learningArea: "Learning area",
    myLearning: "My learning",
  },
  titles: {
    dashboard: "Dashboard",
    myCourses: "My Courses",
    progress: "Progress",
    learningProgress: "Learning Progress",
    certificates: "Certificates",
    notifications: "Notifications",
    payments: "Payments",
    quiz: "Quiz",
    course: "Course",
  },
  errors: {
    title: "Error",
    back: "Back to Dashboard",
    dashboard: "Could not load dashboard data.",
    myCourses: "Could not load courses: please try again in a moment.",
    progress: "Could not load progress data.",
    certificates: "Could not load certificates.",
    notificationsTitle: "Could not load notifications",
    notifications: "We could not load your notifications. Please refresh the page.",
    payments: "Could not load payments.",
  },
  roles: { admin: "Admin", student: "Student" },
  levels: { Beginner: "Beginner", Intermediate: "Intermediate", Advanced: "Advanced" },
  level: "Level: {level}",
  status: {
    "not-started": "Not Started",
    "in-progress": "In Progress",
    completed: "Completed",
  },
  browseAcademy: "Browse the academy",
  recentActivity: "Recent Activity",
  courseProgress: "{title} progress",
  averageScore: "Average Score",
  acrossScored: "Across scored courses",
  unscored: {
    value: "No scores yet",
    averageScore:
      "Your average score on the final assessments of your courses. Pass one to see it.",
    excellence: "Awarded for scoring {score}% or more on the final assessment of a course.",
    highAchiever: "Take the final assessment of a course to start your average score.",
  },
  lessonsCompleted: plural(
    "{completed} of {count} lesson completed",
    "{completed} of {count} lessons completed",
  ),
  coursesCompleted: plural(
    "{completed} of {count} course completed",
    "{completed} of {count} courses completed",
  ),
  lessons: plural("{count} lesson", "{count} lessons"),
  days: plural("{count} day", "{count} days"),
  hoursLearned: "Hours Learned",
  minutes: "{count} min",
  progressRate: "Progress Rate",
  certificatesEarned: "Certificates Earned",
  instructor: "Instructor: {name}",
  continue: "Continue",
  myCourses: "My Courses",
} as const;

export default en;
