import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  pagination: {
    previous: "Ti tẹ́lẹ̀",
    next: "Tókàn",
    pageOf: "Ojú-ìwé {page} nínú {pageCount}",
    newer: "Àwọn tuntun",
    older: "Àwọn àtijọ́",
    nothingHere: "Kò sí nǹkan kan níbí",
    newest: "À ń fi {shown} tó tuntun jù hàn",
    olderShown: "À ń fi {shown} àtijọ́ hàn",
  },
  search: {
    clear: "Pa á rẹ́",
  },
  password: {
    show: "Fi ọ̀rọ̀ aṣínà hàn",
    hide: "Fi ọ̀rọ̀ aṣínà pamọ́",
  },
  toast: {
    region: "Àwọn ìfiránṣẹ́ nípa ohun tó ṣẹlẹ̀",
    dismiss: "Pa ìfitónilétí yìí dé",
    dismissMessage: "Pa ìfiránṣẹ́ náà dé",
  },
  rating: "Wọ́n fún un ní ìràwọ̀ {filled} nínú {max}",
  loading: "Ó ń ṣí…",
  quickContact: {
    open: "Kàn sí wa",
    help: "Báwo la ṣe lè ràn ọ́ lọ́wọ́?",
    chat: "Bá àwọn òṣìṣẹ́ wa sọ̀rọ̀",
  },
  routeError: {
    forbidden: { title: "A kò gbà á láàyè", message: "O kò ní àṣẹ láti ṣe èyí." },
    notFound: { title: "A kò rí i", message: "Àkọsílẹ̀ yìí kò sí mọ́." },
    tooMany: {
      title: "O ti gbìyànjú jù",
      message: "Jọ̀wọ́ dúró fún ìṣẹ́jú kan, lẹ́yìn náà gbìyànjú lẹ́ẹ̀kan sí i.",
    },
    unavailable: {
      title: "Kò ṣiṣẹ́ fún ìgbà díẹ̀",
      message:
        "A kò lè dé ọ̀dọ̀ àwọn àkọsílẹ̀ wa báyìí. Ohunkóhun tí o fi ránṣẹ́ sí wa ṣáájú ojú-ìwé yìí wà ní àìléwu. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i lẹ́yìn ìṣẹ́jú kan.",
    },
    failed: {
      title: "Nǹkan kan ò lọ dáadáa",
      message: "Nǹkan kan ò lọ dáadáa nígbà tí ojú-ìwé yìí ń ṣí. Jọ̀wọ́ tún un ṣí.",
    },
    tryAgain: "Gbìyànjú lẹ́ẹ̀kan sí i",
  },
  notFound: {
    findWayBack: "Jẹ́ ká ràn ọ́ lọ́wọ́ láti rí ọ̀nà padà.",
    browseCourses: "Wo àwọn kọ́ọ̀sì",
    contactUs: "Kàn sí wa",
  },
  durations: {
    hours: { $plural: { one: "wákàtí {count}", other: "wákàtí {count}" } },
    days: { $plural: { one: "ọjọ́ {count}", other: "ọjọ́ {count}" } },
    weeks: { $plural: { one: "ọ̀sẹ̀ {count}", other: "ọ̀sẹ̀ {count}" } },
    months: { $plural: { one: "oṣù {count}", other: "oṣù {count}" } },
  },
};

export default yo;
