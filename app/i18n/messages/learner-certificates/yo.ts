import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  earnFirst: "Parí kọ́ọ̀sì kan láti gba ìwé-ẹ̀rí ìparí rẹ̀.",
  description: "Àwọn ìwé-ẹ̀rí ìparí rẹ. Ẹnikẹ́ni lè ṣàyẹ̀wò ọ̀kan pẹ̀lú kóòdù ìfọwọ́sí rẹ̀.",
  statistics: "Òǹkà ìwé-ẹ̀rí rẹ",
  verifiedOne: "Ìwé-ẹ̀rí tí a fọwọ́ sí",
  verifiedMany: "Àwọn ìwé-ẹ̀rí tí a fọwọ́ sí",
  excellenceAwards: "Àmì-ẹ̀yẹ ìtayọ",
  excellenceHint: "Máàkì {score}% tàbí jù bẹ́ẹ̀ lọ",
  categories: "Ẹ̀ka",
  categoriesHint: "Oríṣiríṣi ẹ̀ka kọ́ọ̀sì",
  toIssueTitle: "Ìwé-ẹ̀rí tí ó yẹ kí o gbà",
  toIssueOne:
    "O parí kọ́ọ̀sì kan tí a kò tíì fún ọ ní ìwé-ẹ̀rí rẹ̀. Gbà á nísàlẹ̀ láti rí kóòdù ìfọwọ́sí àti PDF rẹ̀.",
  toIssueMany:
    "O parí kọ́ọ̀sì {count} tí a kò tíì fún ọ ní ìwé-ẹ̀rí wọn. Gbà wọ́n nísàlẹ̀ láti rí kóòdù ìfọwọ́sí àti PDF wọn.",
  filterLabel: "Yan ìwé-ẹ̀rí gẹ́gẹ́ bí ipò",
  filters: { all: "Gbogbo", verified: "A ti fọwọ́ sí", pending: "Ó ń dúró" },
  filterOption: "{label} ({count})",
  goToMyCourses: "Lọ sí àwọn kọ́ọ̀sì mi",
  emptyTitle: "O kò ní ìwé-ẹ̀rí kankan síbẹ̀.",
  emptyText:
    "Parí gbogbo ẹ̀kọ́ kọ́ọ̀sì kan, a ó sì fún ọ ní ìwé-ẹ̀rí rẹ̀ níbí lẹ́sẹ̀kẹsẹ̀, pẹ̀lú PDF láti gbà sílẹ̀ àti kóòdù tí ẹnikẹ́ni lè ṣàyẹ̀wò.",
  showAll: "Fi gbogbo ìwé-ẹ̀rí hàn",
  noPending: "Kò sí ìwé-ẹ̀rí tó ń dúró de fífúnni.",
  noVerified: "Kò sí ìwé-ẹ̀rí tí a fọwọ́ sí síbẹ̀.",
  pagesLabel: "Àwọn ojú-ìwé ìwé-ẹ̀rí",
  card: {
    heading: "Ìwé-ẹ̀rí ìparí",
    verified: "A ti fọwọ́ sí",
    pending: "Ó ń dúró",
    completed: "Ọjọ́ ìparí",
    duration: "Gígùn àkókò",
    score: "Máàkì",
    code: "Kóòdù ìfọwọ́sí",
    codeLater: "A ó fi fún ọ nígbà tí a bá fún ọ ní ìwé-ẹ̀rí",
    downloadPdf: "Gba PDF sílẹ̀",
    pdfOf: "ti ìwé-ẹ̀rí fún {course}",
    verifyPage: "Wo ojú-ìwé ìfọwọ́sí",
    forCourse: "fún {course}",
    issue: "Gba ìwé-ẹ̀rí",
    finished: "O ti parí kọ́ọ̀sì yìí.",
    review: "Tún un wò",
  },
  toasts: {
    issued: {
      title: "A ti fún ọ ní ìwé-ẹ̀rí",
      description: "Ìwé-ẹ̀rí rẹ fún {course} ti ṣetán láti gbà sílẹ̀.",
    },
    exists: {
      title: "A ti fún ọ ní ìwé-ẹ̀rí yìí tẹ́lẹ̀",
      description: "Ìwé-ẹ̀rí rẹ fún {course} wà nísàlẹ̀.",
    },
    notComplete: {
      title: "Ìwé-ẹ̀rí kò tíì sí",
      description: "Parí gbogbo ẹ̀kọ́ kọ́ọ̀sì náà láti gba ìwé-ẹ̀rí rẹ̀.",
    },
    failed: {
      title: "A kò lè fún ọ ní ìwé-ẹ̀rí",
      description: "Nǹkan kan ṣẹlẹ̀. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i láìpẹ́.",
    },
  },
};

export default yo;
