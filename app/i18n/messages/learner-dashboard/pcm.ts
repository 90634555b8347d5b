import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  welcomeFirst: "Welcome, {name}!",
  welcome: "Welcome back, {name}!",
  startFirst: "Join your first course make you start to learn and follow how you dey go.",
  pickUp: "Continue from where you stop: every lesson dey push you near your certificate.",
  browseCourses: "Check courses",
  progressAria: "How you dey go: lessons wey you don finish",
  noLessons: "No lesson yet",
  bookConsultation: "Book consultation",
  inNumbers: "Your learning for numbers",
  coursesEnrolled: "Courses wey you join",
  continueLearning: "Continue to learn",
  viewAllCourses: "See all courses",
  allCompleted:
    "You don finish all di courses wey you join. Well done! Find your next course for di academy.",
  notTaking: "You never dey do any course. Join one for di academy and e go show here.",
  consultationStatus: {
    pending: "E dey wait",
    confirmed: "E don confirm",
    completed: "E don finish",
    cancelled: "E don cancel",
  },
  enrolledIn: "You join {course}",
  requested: "You ask for {plan} consultation",
  activityEmpty: "Di courses wey you join and di consultation wey you ask for go show here.",
  upcomingEvents: "Wetin dey come",
  noUpcoming: "No consultation dey come.",
  planConsultation: "{plan} consultation",
  dateToAgree: "We go agree di date",
  notifications: "Notifications",
  viewAll: "See all",
  viewAllNotifications: "notifications",
  noNotifications: "You never get any notification.",
  unread: "(you never read am)",
  quickActions: "Quick things to do",
  actions: {
    consulting: "Book consultation",
    academy: "Check courses",
    contact: "Talk to support",
    certificates: "Download certificates",
    settings: "Profile settings",
    notifications: "All notifications",
  },
};

export default pcm;
