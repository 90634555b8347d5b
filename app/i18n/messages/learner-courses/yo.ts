import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  noneYet: "Àwọn kọ́ọ̀sì tí o forúkọ sílẹ̀ fún yóò hàn níbí.",
  enrolledIn: plural("O ti forúkọ sílẹ̀ fún kọ́ọ̀sì {count}.", "O ti forúkọ sílẹ̀ fún kọ́ọ̀sì {count}."),
  findMore: "Wá kọ́ọ̀sì míì",
  searchLabel: "Wá nínú àwọn kọ́ọ̀sì mi",
  searchButton: "Wá",
  searchPlaceholder: "Orúkọ tàbí kókó",
  filterLabel: "Yàn gẹ́gẹ́ bí ìtẹ̀síwájú",
  filters: {
    all: "Gbogbo",
    "in-progress": "Ó ń lọ lọ́wọ́",
    completed: "Ó ti parí",
    "not-started": "Kò tíì bẹ̀rẹ̀",
  },
  filterOption: "{label} ({count})",
  showing: plural(
    "À ń fi {matching} hàn nínú kọ́ọ̀sì {count}",
    "À ń fi {matching} hàn nínú kọ́ọ̀sì {count}",
  ),
  matching: "tí ó bá {query} mu",
  emptyTitle: "O kò tíì forúkọ sílẹ̀ fún kọ́ọ̀sì kankan.",
  emptyText: "Yan kọ́ọ̀sì kan nínú ilé-ẹ̀kọ́ náà: ọ̀pọ̀ jẹ́ ọ̀fẹ́, o sì lè bẹ̀rẹ̀ lẹ́sẹ̀kẹsẹ̀.",
  noMatchTitle: "Kò sí kọ́ọ̀sì tó bá a mu.",
  noMatchText: "Gbìyànjú ìwádìí tàbí àṣàyàn míì.",
  showAll: "Fi gbogbo kọ́ọ̀sì mi hàn",
  pagesLabel: "Àwọn ojú-ìwé kọ́ọ̀sì mi",
  progress: "Ìtẹ̀síwájú",
  review: "Tún un wò",
  viewCertificate: "Wo ìwé-ẹ̀rí",
  certificateFor: "fún {course}",
  downloads: "Ohun tí o lè gbà sílẹ̀",
  downloadsFor: "Ohun tí o lè gbà sílẹ̀ fún {course}",
  newTab: "(yóò ṣí ní táàbù tuntun)",
};

export default yo;
