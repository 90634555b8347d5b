import { plural } from "~/i18n/define";

/** My Courses: the learner's course cards, search and filters. */
const en = {
  noneYet: "The courses you enroll in appear here.",
  enrolledIn: plural("You are enrolled in {count} course.", "You are enrolled in {count} courses."),
  findMore: "Find more courses",
  searchLabel: "Search my courses",
  searchButton: "Search",
  searchPlaceholder: "Title or topic",
  filterLabel: "Filter by progress",
  filters: {
    all: "All",
    "in-progress": "In Progress",
    completed: "Completed",
    "not-started": "Not Started",
  },
  filterOption: "{label} ({count})",
  showing: plural("Showing {matching} of {count} course", "Showing {matching} of {count} courses"),
  matching: "matching {query}",
  emptyTitle: "You have not enrolled in a course yet.",
  emptyText: "Choose a course in the academy: many are free, and you can start at once.",
  noMatchTitle: "No courses match.",
  noMatchText: "Try another search or filter.",
  showAll: "Show all my courses",
  pagesLabel: "My Courses pages",
  progress: "Progress",
  review: "Review",
  viewCertificate: "View Certificate",
  certificateFor: "for {course}",
  downloads: "Downloads",
  downloadsFor: "Downloads for {course}",
  newTab: "(opens in a new tab)",
} as const;

export default en;
