import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  noneYet: "Di courses wey you join go show here.",
  enrolledIn: plural("You don join {count} course.", "You don join {count} courses."),
  findMore: "Find more courses",
  searchLabel: "Search my courses",
  searchButton: "Search",
  searchPlaceholder: "Name or topic",
  filterLabel: "Sort am by how you dey go",
  filters: {
    all: "All",
    "in-progress": "E dey go on",
    completed: "You don finish",
    "not-started": "You never start",
  },
  filterOption: "{label} ({count})",
  showing: plural(
    "We dey show {matching} out of {count} course",
    "We dey show {matching} out of {count} courses",
  ),
  matching: "wey match {query}",
  emptyTitle: "You never join any course.",
  emptyText: "Pick one course for di academy: plenty na free, and you fit start now now.",
  noMatchTitle: "No course match.",
  noMatchText: "Try another search or filter.",
  showAll: "Show all my courses",
  pagesLabel: "My Courses pages",
  progress: "How you dey go",
  review: "Look am again",
  viewCertificate: "See certificate",
  certificateFor: "for {course}",
  downloads: "Downloads",
  downloadsFor: "Downloads for {course}",
  newTab: "(e go open for new tab)",
};

export default pcm;
