/** The learner's Certificates page: figures, filters, cards and the issue form's toasts. */
const en = {
  earnFirst: "Finish a course to earn its certificate of completion.",
  description: "Your certificates of completion. Anyone can check one with its verification code.",
  statistics: "Your certificate statistics",
  verifiedOne: "Verified certificate",
  verifiedMany: "Verified certificates",
  excellenceAwards: "Excellence Awards",
  excellenceHint: "Scores of {score}% or more",
  categories: "Categories",
  categoriesHint: "Different course categories",
  toIssueTitle: "Certificates to issue",
  toIssueOne:
    "You finished a course whose certificate has not been issued yet. Issue it below to get its verification code and PDF.",
  toIssueMany:
    "You finished {count} courses whose certificate has not been issued yet. Issue it below to get its verification code and PDF.",
  filterLabel: "Filter certificates by status",
  filters: { all: "All", verified: "Verified", pending: "Pending" },
  filterOption: "{label} ({count})",
  goToMyCourses: "Go to My Courses",
  emptyTitle: "You have no certificates yet.",
  emptyText:
    "Finish every lesson of a course and its certificate is issued here at once, with a PDF to download and a code anyone can check.",
  showAll: "Show all certificates",
  noPending: "No certificates are waiting to be issued.",
  noVerified: "No verified certificates yet.",
  pagesLabel: "Certificates pages",
  card: {
    heading: "Certificate of Completion",
    verified: "Verified",
    pending: "Pending",
    completed: "Completed",
    duration: "Duration",
    score: "Score",
    code: "Verification code",
    codeLater: "Given when the certificate is issued",
    downloadPdf: "Download PDF",
    pdfOf: "of the certificate for {course}",
    verifyPage: "View verification page",
    forCourse: "for {course}",
    issue: "Issue certificate",
    finished: "You finished this course.",
    review: "Review it",
  },
  toasts: {
    issued: {
      title: "Certificate issued",
      description: "Your certificate for {course} is ready to download.",
    },
    exists: {
      title: "Certificate already issued",
      description: "Your certificate for {course} is listed below.",
    },
    notComplete: {
      title: "Certificate not available",
      description: "Finish every lesson of the course to earn its certificate.",
    },
    failed: {
      title: "Certificate not issued",
      description: "Something went wrong. Please try again in a moment.",
    },
  },
} as const;

export default en;
