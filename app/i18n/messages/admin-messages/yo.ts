import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  title: "Àwọn ìránṣẹ́",
  messageTitle: "Ìránṣẹ́",
  from: "Ìránṣẹ́ láti ọ̀dọ̀ {name}",
  received: "{subject} · a gbà á {date}",
  back: "Padà sí àwọn ìránṣẹ́",
  summary: {
    empty: "Àwọn ìránṣẹ́ láti fọ́ọ̀mù ìkànsí.",
    page: "Àwọn ìránṣẹ́ láti fọ́ọ̀mù ìkànsí, tuntun ló kọ́kọ́ wà: {unread} tí a kò tíì kà lójú-ìwé yìí.",
    unread: "{unread} tí a kò tíì kà nínú {count}.",
    allRead: {
      $plural: {
        one: "Ìránṣẹ́ {count}, a ti ka gbogbo rẹ̀.",
        other: "Ìránṣẹ́ {count}, a ti ka gbogbo rẹ̀.",
      },
    },
    moreThan: "Ìránṣẹ́ tí ó ju {count} lọ bá ìwádìí yín mu, tuntun ló kọ́kọ́ wà.",
    noMatch: "Kò sí ìránṣẹ́ tí ó bá ìwádìí yín mu.",
    matches: {
      $plural: {
        one: "Ìránṣẹ́ {count} bá ìwádìí yín mu, tuntun ló kọ́kọ́ wà.",
        other: "Ìránṣẹ́ {count} bá ìwádìí yín mu, tuntun ló kọ́kọ́ wà.",
      },
    },
  },
  search: {
    label: "Wá àwọn ìránṣẹ́",
    input: "Wá nípa orúkọ, ímeèlì tàbí ọ̀rọ̀ inú ìránṣẹ́",
    submit: "Wá",
  },
  pagesLabel: "Àwọn ojú-ìwé ìránṣẹ́",
  subjects: {
    general: "Ìbéèrè gbogbogbòò",
    consulting: "Iṣẹ́ ìmọ̀ràn",
    academy: "Ilé-ẹ̀kọ́ àti ìdánilẹ́kọ̀ọ́",
    partnerships: "Àjọṣepọ̀",
  },
  view: {
    email: "Ímeèlì",
    phone: "Fóònù",
    company: "Ilé-iṣẹ́",
    subject: "Kókó ọ̀rọ̀",
    notGiven: "Wọn kò fún wa",
    message: "Ìránṣẹ́",
    reply: "Fèsì nípasẹ̀ ímeèlì",
  },
  list: {
    unreadSr: " (a kò tíì kà á)",
    unread: "A kò tíì kà á",
    deleteLabel: "Pa ìránṣẹ́ láti ọ̀dọ̀ {name} rẹ́",
    deleteQuestion: "Ṣé kí a pa ìránṣẹ́ yìí rẹ́?",
    deleteConsequence: "Ìránṣẹ́ láti ọ̀dọ̀ {name} yóò pòórá títí láé. A kò lè dá a padà.",
    noOlderMatching: "Kò sí ìránṣẹ́ àtijọ́ tí ó bá a mu mọ́",
    noMatching: "Kò sí ìránṣẹ́ tí ó bá a mu",
    noMatchingText:
      "Kò sí ìránṣẹ́ tí ó bá ìwádìí yìí mu. Ẹ gbìyànjú ọ̀rọ̀ díẹ̀, tàbí apá kan orúkọ tàbí àdírẹ́sì ímeèlì.",
    noOlder: "Kò sí ìránṣẹ́ àtijọ́ mọ́",
    none: "Kò tíì sí ìránṣẹ́",
    emptyText: "Àwọn ìránṣẹ́ tí wọ́n fi ránṣẹ́ láti fọ́ọ̀mù ìkànsí ń dé síbí, tuntun ló kọ́kọ́ wà.",
  },
  confirm: {
    delete: "Pa rẹ́",
    yes: "Bẹ́ẹ̀ ni, pa á rẹ́",
  },
  toasts: {
    deleted: "A ti pa ìránṣẹ́ rẹ́",
    deletedDescription: "A ti pa ìránṣẹ́ láti ọ̀dọ̀ {name} rẹ́.",
    deleteFailed: "Àṣìṣe níbi pípa ìránṣẹ́ rẹ́",
    deleteFailedDescription: "A kò lè pa ìránṣẹ́ náà rẹ́. Ẹ jọ̀wọ́, ẹ tún gbìyànjú.",
    unknownRequest: "Ìbéèrè tí a kò mọ̀.",
    fetchFailed: "Àṣìṣe níbi gbígba àwọn ìránṣẹ́",
    notFound: "Ìránṣẹ́ yìí kò sí mọ́. Bóyá wọ́n ti pa á rẹ́.",
  },
};

export default yo;
