import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  earnFirst: "Mechaa otu kọọsụ ka ị nweta asambodo mmecha ya.",
  description: "Asambodo mmecha gị. Onye ọ bụla nwere ike inyocha otu site na koodu nkwenye ya.",
  statistics: "Ọnụọgụgụ asambodo gị",
  verifiedOne: "Asambodo e kwadoro",
  verifiedMany: "Asambodo e kwadoro",
  excellenceAwards: "Onyinye ịdị mma",
  excellenceHint: "Akara {score}% ma ọ bụ karịa",
  categories: "Ụdị",
  categoriesHint: "Ụdị kọọsụ dị iche iche",
  toIssueTitle: "Asambodo a ga-enye",
  toIssueOne:
    "I mechara kọọsụ e nyebeghị asambodo ya. Nweta ya n’okpuru ka ị nweta koodu nkwenye na PDF ya.",
  toIssueMany:
    "I mechara kọọsụ {count} e nyebeghị asambodo ha. Nweta ha n’okpuru ka ị nweta koodu nkwenye na PDF ha.",
  filterLabel: "Họrọ asambodo dịka ọnọdụ ha si dị",
  filters: { all: "Niile", verified: "E kwadoro", pending: "Ọ na-eche" },
  filterOption: "{label} ({count})",
  goToMyCourses: "Gaa na Kọọsụ m",
  emptyTitle: "Ị nweghị asambodo ọ bụla ka.",
  emptyText:
    "Mechaa nkuzi niile nke otu kọọsụ, a ga-enye asambodo ya ebe a ozugbo, ya na PDF ị ga-ebudata na koodu onye ọ bụla nwere ike inyocha.",
  showAll: "Gosi asambodo niile",
  noPending: "Ọ dịghị asambodo na-eche ka e nye ya.",
  noVerified: "Enweghị asambodo e kwadoro ka.",
  pagesLabel: "Peeji asambodo",
  card: {
    heading: "Asambodo mmecha",
    verified: "E kwadoro",
    pending: "Ọ na-eche",
    completed: "Emechara",
    duration: "Ogologo oge",
    score: "Akara",
    code: "Koodu nkwenye",
    codeLater: "A na-enye ya mgbe e nyere asambodo",
    downloadPdf: "Budata PDF",
    pdfOf: "nke asambodo maka {course}",
    verifyPage: "Lee peeji nkwenye",
    forCourse: "maka {course}",
    issue: "Nweta asambodo",
    finished: "I mechaala kọọsụ a.",
    review: "Lelegharịa ya",
  },
  toasts: {
    issued: {
      title: "E nyela asambodo",
      description: "Asambodo gị maka {course} adịla njikere ibudata.",
    },
    exists: {
      title: "E nyelarị asambodo a",
      description: "Asambodo gị maka {course} dị n’okpuru.",
    },
    notComplete: {
      title: "Asambodo adịbeghị",
      description: "Mechaa nkuzi niile nke kọọsụ ahụ ka ị nweta asambodo ya.",
    },
    failed: {
      title: "E nyeghị asambodo",
      description: "Ihe adịghị mma mere. Biko nwaa ọzọ n’oge na-adịghị anya.",
    },
  },
};

export default ig;
