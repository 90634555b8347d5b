import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  title: "Ìmọ̀ràn",
  intro:
    "Àwọn ìbéèrè ìpàdé, àwọn tuntun kọ́kọ́. Fìdí àwọn tó ń dúró múlẹ̀ tàbí fagilé wọn, kí o sì sàmì sí àwọn tí a ti fìdí múlẹ̀ pé wọ́n ti parí; a ń sọ fún ẹni tó béèrè nígbà kọ̀ọ̀kan.",
  filterLabel: "Ṣàyẹ̀wò ìmọ̀ràn gẹ́gẹ́ bí ipò",
  filters: {
    all: "Gbogbo",
    pending: "Ó ń dúró",
    confirmed: "A ti fìdí rẹ̀ múlẹ̀",
    completed: "Ó ti parí",
    cancelled: "A ti fagilé",
  },
  reload: "Jọ̀wọ́ tún ojú-ewé náà ṣí láìpẹ́.",
  empty: {
    all: "Kò tíì sí ìbéèrè ìmọ̀ràn.",
    pending: "Kò sí ìmọ̀ràn tó ń dúró.",
    confirmed: "Kò sí ìmọ̀ràn tí a ti fìdí rẹ̀ múlẹ̀.",
    completed: "Kò sí ìmọ̀ràn tó ti parí.",
    cancelled: "Kò sí ìmọ̀ràn tí a ti fagilé.",
  },
  noOlder: "Kò sí ìmọ̀ràn àtijọ́ mọ́.",
  pagesLabel: "Àwọn ojú-ewé ìmọ̀ràn",
  statusWords: {
    pending: "tó ń dúró",
    confirmed: "tí a ti fìdí rẹ̀ múlẹ̀",
    completed: "tó ti parí",
    cancelled: "tí a ti fagilé",
  },
  toasts: {
    updated: "A ti yí ipò padà",
    changed: "{name}: {from} → {to}.",
    updateFailed: "Àyípadà kò ṣeé ṣe",
    gone: "Ìmọ̀ràn yìí kò sí mọ́.",
    invalidTransition: "Ìmọ̀ràn {from} kò lè di {to}.",
    deleted: "A ti pa ìmọ̀ràn rẹ́",
    notDeleted: "A kò lè pa ìmọ̀ràn náà rẹ́.",
    fetchFailed: "A kò lè mú àwọn ìmọ̀ràn wá",
  },
  /** A booking's plan (the Consulting page's three phases). */
  plans: { Beginner: "Àkọ́bẹ̀rẹ̀", Intermediate: "Àárín", Advanced: "Gíga" },
  card: {
    consultant: "Olùgbaninímọ̀ràn",
    requested: "Ètò {plan} · a béèrè ní {date}",
    hasAccount: " · ó ní àkọọ́lẹ̀",
    email: "Ímeèlì",
    phone: "Fóònù",
    plan: "Ètò",
    farmSize: "Ìtóbi oko",
    cropType: "Ohun ọ̀gbìn tàbí ẹran ọ̀sìn",
    preferred: "Ọjọ́ àti àkókò tí wọ́n fẹ́",
    message: "Ọ̀rọ̀",
    notGiven: "Kò sí",
    noDate: "Kò sí ọjọ́ tí wọ́n fẹ́",
    at: " ní {time}",
    actions: {
      pending: "Sàmì sí i pé ó ń dúró",
      confirmed: "Fìdí rẹ̀ múlẹ̀",
      completed: "Sàmì sí i pé ó ti parí",
      cancelled: "Fagilé ìmọ̀ràn",
    },
    actionFor: "{action}: {name}",
    noFurther: "Kò sí àyípadà ipò mìíràn.",
    delete: "Pa rẹ́",
    deleteFrom: "Pa ìmọ̀ràn láti ọ̀dọ̀ {name} rẹ́",
    deleteQuestion: "Pa ìmọ̀ràn yìí rẹ́?",
    deleteWarning: "A ó yọ ìbéèrè {name} kúrò títí láé. A kò lè yí èyí padà.",
    yesDelete: "Bẹ́ẹ̀ni, pa á rẹ́",
  },
};

export default yo;
