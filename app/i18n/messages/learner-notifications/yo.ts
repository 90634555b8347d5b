import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  summaryUnread: plural(
    "O ní ìfitónilétí {count} tí o kò tíì kà.",
    "O ní ìfitónilétí {count} tí o kò tíì kà.",
  ),
  caughtUp: "O ti ka gbogbo rẹ̀.",
  intro: "Ìròyìn nípa àwọn kọ́ọ̀sì rẹ, ìwé-ẹ̀rí àti ìmọ̀ràn yóò hàn níbí.",
  markAllRead: "Sàmì sí gbogbo rẹ̀ pé o ti kà á",
  allNotifications: "Gbogbo ìfitónilétí",
  unreadCount: "{count} tí a kò tíì kà",
  totalCount: "{count} lápapọ̀",
  pagesLabel: "Àwọn ojú-ìwé ìfitónilétí",
  emptyTitle: "Kò sí ìfitónilétí síbẹ̀",
  emptyText:
    "A ó jẹ́ kí o mọ̀ níbí nígbà tí o bá forúkọ sílẹ̀ fún kọ́ọ̀sì, parí ọ̀kan, gba ìwé-ẹ̀rí tàbí nígbà tí ìmọ̀ràn tí o gbà bá yí padà.",
  browseCourses: "Wo àwọn kọ́ọ̀sì",
  bookConsultation: "Gba àkókò ìmọ̀ràn",
  unread: "A kò tíì kà á",
  markRead: "Sàmì pé o ti kà á",
  delete: "Pa á rẹ́",
  types: {
    success: "Àṣeyọrí",
    info: "Ìsọfúnni",
    warning: "Ìkìlọ̀",
    error: "Ìṣòro",
    course: "Kọ́ọ̀sì",
    reminder: "Ìránnilétí",
  },
  settings: {
    title: "Ètò ìfitónilétí",
    description: "Yan ohun tí a ó sọ fún ọ nípa rẹ̀. Ímeèlì ààbò máa ń dé nígbà gbogbo.",
    legend: "Sọ fún mi nípa",
    save: "Fi àṣàyàn pamọ́",
    fields: {
      courseUpdates: {
        label: "Ìròyìn kọ́ọ̀sì",
        description:
          "Nínú áàpù: nígbà tí o bá forúkọ sílẹ̀ fún kọ́ọ̀sì àti nígbà tí kọ́ọ̀sì rẹ bá yí padà.",
      },
      progressAlerts: {
        label: "Ìkéde ìtẹ̀síwájú",
        description: "Nínú áàpù: àwọn ìgbésẹ̀ pàtàkì nínú ẹ̀kọ́, bí ìparí kọ́ọ̀sì.",
      },
      certificateReady: {
        label: "Ìwé-ẹ̀rí ti ṣetán",
        description: "Nínú áàpù àti ní ímeèlì: nígbà tí a bá fún ọ ní ìwé-ẹ̀rí.",
      },
      systemNotifications: {
        label: "Ìfitónilétí ètò",
        description:
          "Nínú áàpù àti ní ímeèlì: ìròyìn nípa ìbéèrè ìmọ̀ràn rẹ àti ìkéde láti ilé-ẹ̀kọ́ náà.",
      },
    },
  },
  channels: {
    title: "Àwọn ọ̀rọ̀ ìpàdé ìmọ̀ràn",
    description:
      "Ibi tí a ó ti máa fi ìròyìn ìpàdé ìmọ̀ràn rẹ ránṣẹ́: a ti gbà á, a ti jẹ́rìí rẹ̀, ìrántí, a ti yí i padà tàbí a ti fagilé e. WhatsApp kọ́kọ́, lẹ́yìn náà SMS, lẹ́yìn náà ímeèlì tí ọ̀kan kò bá dé.",
    names: { whatsapp: "WhatsApp", sms: "SMS (ọ̀rọ̀ àtẹ̀jíṣẹ́)", email: "Ímeèlì" },
    noPhone: "WhatsApp àti SMS nílò nọ́ńbà fóònù.",
    addPhone: "Fi ọ̀kan kún un nínú Ètò",
    phoneConfirmed:
      "A ti jẹ́rìí nọ́ńbà rẹ {phone}. Dá STOP lóhùn lórí WhatsApp nígbàkúgbà láti dá a dúró.",
    phoneUnconfirmed:
      "A ó fi ìjápọ̀ ránṣẹ́ sí {phone} láti jẹ́rìí rẹ̀ nígbà tí o bá yan WhatsApp tàbí SMS; kò sí ohun mìíràn tí yóò lọ síbẹ̀ títí di ìgbà náà.",
    linkLive:
      "A fi ìjápọ̀ ránṣẹ́ sí {phone} tí yóò ṣiṣẹ́ títí di {until}. Ṣí i láti jẹ́rìí; a kò ní fi òmíràn ránṣẹ́ nígbà tí ó bá ń ṣiṣẹ́.",
    save: "Fi ètò ọ̀rọ̀ pamọ́",
  },
  toasts: {
    linkLive: {
      title: "Ìjápọ̀ kan ti wà lójú ọ̀nà",
      description:
        "Ìjápọ̀ tí a fi ránṣẹ́ sí nọ́ńbà rẹ yóò ṣiṣẹ́ títí di {until}. Ṣí i láti jẹ́rìí; a kò ní fi òmíràn ránṣẹ́ nígbà tí ó bá ń ṣiṣẹ́.",
    },
    optedOut: {
      title: "A kì í fi ọ̀rọ̀ ránṣẹ́ sí nọ́ńbà yìí",
      description:
        "Nọ́ńbà yìí ní kí a má fi ọ̀rọ̀ ránṣẹ́ sí òun mọ́, nítorí náà a kò fi ìjápọ̀ ránṣẹ́ sí i. Àwọn í-meèlì rẹ ń bá a lọ.",
    },
    textLimited: {
      title: "Kò sí ọ̀rọ̀ mìíràn lónìí",
      description:
        "A ti fi iye ìjápọ̀ ìjẹ́rìí tí a lè fi ránṣẹ́ lónìí ránṣẹ́. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i lọ́la.",
    },
    channelsSaved: {
      title: "A ti fi ètò ọ̀rọ̀ pamọ́",
      description: "Àwọn ọ̀rọ̀ ìpàdé ìmọ̀ràn rẹ yóò máa wá ní ọ̀nà tí o yàn.",
    },
    confirmSent: {
      title: "Wo fóònù rẹ",
      description: "A ti fi ìjápọ̀ ránṣẹ́ sí nọ́ńbà rẹ. Ṣí i láti jẹ́rìí, àwọn ọ̀rọ̀ rẹ yóò sì bẹ̀rẹ̀.",
    },
    needsPhone: {
      title: "Kọ́kọ́ fi nọ́ńbà fóònù rẹ kún un",
      description: "WhatsApp àti SMS nílò nọ́ńbà fóònù: fi kún un nínú Ètò, lẹ́yìn náà yàn wọ́n níbí.",
    },
    allRead: {
      title: "O ti ka gbogbo rẹ̀",
      description: "A ti sàmì sí gbogbo ìfitónilétí pé o ti kà á.",
    },
    deleted: { title: "A ti pa ìfitónilétí rẹ́" },
    preferencesSaved: {
      title: "A ti fi àṣàyàn pamọ́",
      description: "A ti ṣe àtúnṣe ètò ìfitónilétí rẹ.",
    },
    notFound: {
      title: "A kò rí ìfitónilétí náà",
      description: "Ó lè jẹ́ pé a ti pa á rẹ́ tẹ́lẹ̀. Àkójọ ìsàlẹ̀ yìí jẹ́ tuntun.",
    },
    invalid: {
      title: "Nǹkan kan ṣẹlẹ̀",
      description: "A kò mọ ìfitónilétí tí o ní lọ́kàn. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.",
    },
    failed: {
      title: "A kò lè ṣe àtúnṣe ìfitónilétí",
      description: "Nǹkan kan bàjẹ́ ní ọ̀dọ̀ wa. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i láìpẹ́.",
    },
    preferencesFailed: {
      title: "A kò lè fi àṣàyàn pamọ́",
      description: "Ètò ìfitónilétí rẹ kò yí padà. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i láìpẹ́.",
    },
  },
};

export default yo;
