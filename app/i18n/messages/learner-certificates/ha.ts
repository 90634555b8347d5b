import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  earnFirst: "Kammala kwas don samun takardar shaidar kammalawarsa.",
  description: "Takardun shaidar kammalawarka. Kowa na iya duba ɗaya da lambar tabbatarwarta.",
  statistics: "Lambobin takardun shaidarka",
  verifiedOne: "Takardar shaida da aka tabbatar",
  verifiedMany: "Takardun shaida da aka tabbatar",
  excellenceAwards: "Kyaututtukan ƙwarewa",
  excellenceHint: "Maki {score}% ko fiye",
  categories: "Rukunoni",
  categoriesHint: "Rukunonin kwas daban-daban",
  toIssueTitle: "Takardun shaida da za a bayar",
  toIssueOne:
    "Ka kammala kwas wanda ba a bayar da takardar shaidarsa ba tukuna. Karɓe ta a ƙasa don samun lambar tabbatarwa da PDF.",
  toIssueMany:
    "Ka kammala kwasa-kwasai {count} waɗanda ba a bayar da takardun shaidarsu ba tukuna. Karɓe su a ƙasa don samun lambar tabbatarwa da PDF.",
  filterLabel: "Tace takardun shaida ta matsayi",
  filters: { all: "Duka", verified: "An tabbatar", pending: "Ana jira" },
  filterOption: "{label} ({count})",
  goToMyCourses: "Je zuwa Kwasa-kwasaina",
  emptyTitle: "Ba ka da takardar shaida tukuna.",
  emptyText:
    "Kammala duk darussan wani kwas, za a bayar da takardar shaidarsa a nan nan take, da PDF don saukewa da lambar da kowa zai iya duba.",
  showAll: "Nuna duk takardun shaida",
  noPending: "Babu takardar shaida da ke jiran a bayar.",
  noVerified: "Babu takardar shaida da aka tabbatar tukuna.",
  pagesLabel: "Shafukan takardun shaida",
  card: {
    heading: "Takardar shaidar kammalawa",
    verified: "An tabbatar",
    pending: "Ana jira",
    completed: "An kammala",
    duration: "Tsawon lokaci",
    score: "Maki",
    code: "Lambar tabbatarwa",
    codeLater: "Ana bayarwa idan aka bayar da takardar shaida",
    downloadPdf: "Sauke PDF",
    pdfOf: "na takardar shaidar {course}",
    verifyPage: "Duba shafin tabbatarwa",
    forCourse: "na {course}",
    issue: "Karɓi takardar shaida",
    finished: "Ka kammala wannan kwas.",
    review: "Sake dubawa",
  },
  toasts: {
    issued: {
      title: "An bayar da takardar shaida",
      description: "Takardar shaidarka ta {course} ta shirya don saukewa.",
    },
    exists: {
      title: "An riga an bayar da takardar shaida",
      description: "Takardar shaidarka ta {course} tana ƙasa.",
    },
    notComplete: {
      title: "Takardar shaida ba ta samu ba",
      description: "Kammala duk darussan kwas ɗin don samun takardar shaidarsa.",
    },
    failed: {
      title: "Ba a bayar da takardar shaida ba",
      description: "Wani abu ya faru ba daidai ba. Don Allah ka sake gwadawa nan da ɗan lokaci.",
    },
  },
};

export default ha;
