/** The learner's dashboard (overview): welcome banner, figures, panels, quick actions. */
const en = {
  welcomeFirst: "Welcome, {name}!",
  welcome: "Welcome back, {name}!",
  startFirst: "Enroll in your first course to start learning and tracking your progress.",
  pickUp: "Pick up where you left off: every lesson brings you closer to your certificate.",
  browseCourses: "Browse Courses",
  progressAria: "Progress: lessons completed",
  noLessons: "No lessons yet",
  bookConsultation: "Book a consultation",
  inNumbers: "Your learning in numbers",
  coursesEnrolled: "Courses Enrolled",
  continueLearning: "Continue Learning",
  viewAllCourses: "View All Courses",
  allCompleted:
    "You have completed every course you enrolled in. Well done! Find your next course in the academy.",
  notTaking:
    "You are not taking a course yet. Enroll in one from the academy and it will appear here.",
  consultationStatus: {
    pending: "Pending",
    confirmed: "Confirmed",
    completed: "Completed",
    cancelled: "Cancelled",
  },
  enrolledIn: "Enrolled in {course}",
  requested: "Requested a {plan} consultation",
  activityEmpty: "Your enrollments and consultation requests will appear here.",
  upcomingEvents: "Upcoming Events",
  noUpcoming: "No consultations coming up.",
  planConsultation: "{plan} consultation",
  dateToAgree: "Date to be agreed",
  notifications: "Notifications",
  viewAll: "View all",
  viewAllNotifications: "notifications",
  noNotifications: "You have no notifications yet.",
  unread: "(unread)",
  quickActions: "Quick Actions",
  actions: {
    consulting: "Book Consultation",
    academy: "Browse Courses",
    contact: "Contact Support",
    certificates: "Download Certificates",
    settings: "Profile Settings",
    notifications: "Notification Centre",
  },
} as const;

export default en;
