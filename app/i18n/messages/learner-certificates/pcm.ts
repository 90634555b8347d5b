import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  earnFirst: "Finish one course make you get im certificate.",
  description: "Your certificates. Anybody fit check one with im verification code.",
  statistics: "Your certificate numbers",
  verifiedOne: "Certificate wey dem don verify",
  verifiedMany: "Certificates wey dem don verify",
  excellenceAwards: "Excellence awards",
  excellenceHint: "Scores of {score}% or pass",
  categories: "Categories",
  categoriesHint: "Different kinds of course",
  toIssueTitle: "Certificates wey dem never give you",
  toIssueOne:
    "You don finish one course but dem never give you im certificate. Collect am below make you get im verification code and PDF.",
  toIssueMany:
    "You don finish {count} courses but dem never give you dia certificate. Collect am below make you get di verification code and PDF.",
  filterLabel: "Sort certificates by status",
  filters: { all: "All", verified: "Verified", pending: "E dey wait" },
  filterOption: "{label} ({count})",
  goToMyCourses: "Go My Courses",
  emptyTitle: "You never get any certificate.",
  emptyText:
    "Finish all di lessons of one course and im certificate go show here sharp sharp, with PDF wey you fit download and code wey anybody fit check.",
  showAll: "Show all certificates",
  noPending: "No certificate dey wait make dem give you.",
  noVerified: "No verified certificate yet.",
  pagesLabel: "Certificates pages",
  card: {
    heading: "Certificate of Completion",
    verified: "Verified",
    pending: "E dey wait",
    completed: "You finish am",
    duration: "How long",
    score: "Score",
    code: "Verification code",
    codeLater: "You go get am when dem give you di certificate",
    downloadPdf: "Download PDF",
    pdfOf: "of di certificate for {course}",
    verifyPage: "See verification page",
    forCourse: "for {course}",
    issue: "Collect certificate",
    finished: "You don finish dis course.",
    review: "Look am again",
  },
  toasts: {
    issued: {
      title: "Certificate don ready",
      description: "Your certificate for {course} don ready to download.",
    },
    exists: {
      title: "Dem don give you dis certificate before",
      description: "Your certificate for {course} dey below.",
    },
    notComplete: {
      title: "Certificate no dey yet",
      description: "Finish all di lessons of di course make you get im certificate.",
    },
    failed: {
      title: "We no fit give di certificate",
      description: "Something no work. Abeg try again small time.",
    },
  },
};

export default pcm;
