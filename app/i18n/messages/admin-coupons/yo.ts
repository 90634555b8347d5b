import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  title: "Kúpọ́ọ̀nù",
  payments: "Ìsanwó",
  count: {
    $plural: {
      one: "Kúpọ́ọ̀nù {count}, àwọn tuntun kọ́kọ́.",
      other: "Kúpọ́ọ̀nù {count}, àwọn tuntun kọ́kọ́.",
    },
  },
  intro: "Kóòdù ẹ̀dínwó tí akẹ́kọ̀ọ́ ń tẹ̀ nígbà ìsanwó.",
  newCoupon: "Kúpọ́ọ̀nù tuntun",
  newDescription: "Kóòdù tí akẹ́kọ̀ọ́ ń tẹ̀ nígbà ìsanwó láti rí ẹ̀dínwó lórí kọ́ọ̀sì tó ní iye owó.",
  pagesLabel: "Àwọn ojú-ewé kúpọ́ọ̀nù",
  empty: {
    beyondTitle: "Kò sí kúpọ́ọ̀nù ní ojú-ewé yìí",
    noneTitle: "Kò tíì sí kúpọ́ọ̀nù",
    beyond: "Ojú-ewé yìí ti kọjá òpin àkójọ. Padà sí ojú-ewé àkọ́kọ́.",
    none: "Ṣe kóòdù fún ẹ̀dínwó ìpín-ọgọ́rùn-ún tàbí iye ₦ kan, fún kọ́ọ̀sì kan tàbí gbogbo wọn.",
  },
  pageError: {
    notFound: "A kò rí kúpọ́ọ̀nù náà",
    backToCoupons: "Padà sí kúpọ́ọ̀nù",
    backToPayments: "Padà sí ìsanwó",
  },
  edit: {
    title: "Ṣàtúnṣe kúpọ́ọ̀nù",
    deleteTitle: "Pa kúpọ́ọ̀nù rẹ́",
    allCoupons: "Gbogbo kúpọ́ọ̀nù",
    used: { $plural: { one: "a ti lò ó ní ìgbà {count}", other: "a ti lò ó ní ìgbà {count}" } },
    coupon: "Kúpọ́ọ̀nù",
    status: "Ipò",
    uses: "Ìlò",
    created: "Ọjọ́ tí a ṣe é",
    lastChanged: "Àyípadà tó kẹ́yìn",
    usesNote: "A ń ka ìlò kan nígbà tí ìsanwó tó ní kóòdù yìí bá parí; kò ṣeé ṣàtúnṣe.",
  },
  statuses: {
    active: "Ó ń ṣiṣẹ́",
    inactive: "Kò ṣiṣẹ́",
    expired: "Ó ti parí",
    "used-up": "A ti lò ó tán",
  },
  kinds: {
    percent: "Ẹ̀dínwó ìpín-ọgọ́rùn-ún",
    fixed: "Ẹ̀dínwó iye owó (₦)",
  },
  list: {
    label: "Kúpọ́ọ̀nù",
    caption: "Kúpọ́ọ̀nù, àwọn tuntun kọ́kọ́",
    code: "Kóòdù",
    discount: "Ẹ̀dínwó",
    course: "Kọ́ọ̀sì",
    uses: "Ìlò",
    expires: "Ọjọ́ ìparí",
    status: "Ipò",
    anyCourse: "Kọ́ọ̀sì èyíkéyìí tó ní iye owó",
    usesNoLimit: "{uses} / kò ní ààlà",
    usesOf: "{uses} / {max}",
    never: "Kò ní parí",
    editCoupon: "Ṣàtúnṣe kúpọ́ọ̀nù {code}",
    editCode: "Ṣàtúnṣe {code}",
    edit: "Ṣàtúnṣe",
  },
  form: {
    required: "Àwọn àpótí tó ní * gbọ́dọ̀ kún.",
    code: "Kóòdù *",
    codePlaceholder: "àpẹẹrẹ HARVEST-2026",
    codeHint:
      "Lẹ́tà, nọ́mbà tàbí àmì (-) 3 sí 30. A ó fi pamọ́ ní lẹ́tà ńlá; akẹ́kọ̀ọ́ lè tẹ̀ ẹ́ bó ṣe wù wọ́n.",
    kind: "Irú ẹ̀dínwó *",
    valuePercent: "Ẹ̀dínwó (%) *",
    valueFixed: "Ẹ̀dínwó (₦) *",
    valueHintPercent: "Ìpín-ọgọ́rùn-ún odidi láti 1 sí 100 (100 sọ kọ́ọ̀sì di ọ̀fẹ́).",
    valueHintFixed: "Ní náírà, tó tó ẹ̀sún 2, àpẹẹrẹ 2500 tàbí 2500.50.",
    course: "Kọ́ọ̀sì",
    courseOption: "{title} ({price})",
    courseHintNone:
      "Kò tíì sí kọ́ọ̀sì tó ní iye owó: kúpọ́ọ̀nù yìí yóò ṣiṣẹ́ fún kọ́ọ̀sì èyíkéyìí tó bá ní iye owó.",
    courseHint: "Dín kúpọ́ọ̀nù kù sí kọ́ọ̀sì kan, tàbí jẹ́ kó ṣiṣẹ́ fún gbogbo kọ́ọ̀sì tó ní iye owó.",
    expiresOn: "Ọjọ́ ìparí",
    expiresHint: "Kò pọn dandan. Ó ń ṣiṣẹ́ títí di òpin ọjọ́ yìí, àkókò Èkó.",
    maxUses: "Ìlò tó pọ̀ jùlọ",
    maxUsesHintEdit: {
      $plural: {
        one: "Kò pọn dandan. A ti lò ó ní ìgbà {count} báyìí, nítorí náà kò gbọdọ̀ kéré sí {min}.",
        other: "Kò pọn dandan. A ti lò ó ní ìgbà {count} báyìí, nítorí náà kò gbọdọ̀ kéré sí {min}.",
      },
    },
    maxUsesHintNew:
      "Kò pọn dandan. Tí ó bá ṣófo, kò sí ààlà. A ń ka ìlò kan nígbà tí ìsanwó bá parí.",
    active: "Ó ń ṣiṣẹ́: akẹ́kọ̀ọ́ lè lo kóòdù yìí nígbà ìsanwó",
    summaryTitle: "Ohun tí akẹ́kọ̀ọ́ yóò rí",
    summaryEmpty: "Tẹ ẹ̀dínwó láti rí ohun tí akẹ́kọ̀ọ́ yóò san pẹ̀lú kúpọ́ọ̀nù yìí.",
    create: "Ṣe kúpọ́ọ̀nù",
    save: "Fi àyípadà pamọ́",
    cancel: "Fagilé",
  },
  summary: {
    percentOff: "ẹ̀dínwó {percent}%",
    amountOff: "ẹ̀dínwó {amount}",
    courseFree:
      "Akẹ́kọ̀ọ́ yóò gba {course} lọ́fẹ̀ẹ́ ({off} lórí iye owó rẹ̀ {price}), a ó forúkọ wọn sílẹ̀ láìsanwó.",
    coursePays: "Akẹ́kọ̀ọ́ yóò san {pays} dípò {price} fún {course} ({off}).",
    allFree: "Akẹ́kọ̀ọ́ yóò gba kọ́ọ̀sì èyíkéyìí tó ní iye owó lọ́fẹ̀ẹ́, a ó forúkọ wọn sílẹ̀ láìsanwó.",
    percentOfPrice: "Akẹ́kọ̀ọ́ yóò san {percent}% iye owó kọ́ọ̀sì èyíkéyìí tó ní iye owó ({off}).",
    fixedLess:
      "Akẹ́kọ̀ọ́ yóò san {amount} dín fún kọ́ọ̀sì èyíkéyìí tó ní iye owó; kọ́ọ̀sì tí owó rẹ̀ jẹ́ {amount} tàbí kéré sí i yóò di ọ̀fẹ́.",
    until: "Ó ń ṣiṣẹ́ títí di òpin {date}.",
    neverExpires: "Kò ní parí láé.",
    uses: {
      $plural: {
        one: "A lè lò ó ní ìgbà {count} lápapọ̀.",
        other: "A lè lò ó ní ìgbà {count} lápapọ̀.",
      },
    },
    anyUses: "A lè lò ó ní iye ìgbà èyíkéyìí.",
    inactive: "Kò ṣiṣẹ́: ẹnikẹ́ni kò lè lò ó títí ẹ ó fi yan Ó ń ṣiṣẹ́.",
  },
  delete: {
    title: "Pa kúpọ́ọ̀nù rẹ́",
    unused: "Kò sí ẹni tó tíì lo {code}, nítorí náà a lè pa á rẹ́.",
    button: "Pa kúpọ́ọ̀nù rẹ́",
    used: {
      $plural: {
        one: "A ti lo {code} ní ìgbà {count}, ìsanwó sì ń pa kóòdù kúpọ́ọ̀nù wọn mọ́, nítorí náà a kò lè pa á rẹ́. Láti dá a dúró, yọ àmì Ó ń ṣiṣẹ́ kí o sì fi pamọ́.",
        other:
          "A ti lo {code} ní ìgbà {count}, ìsanwó sì ń pa kóòdù kúpọ́ọ̀nù wọn mọ́, nítorí náà a kò lè pa á rẹ́. Láti dá a dúró, yọ àmì Ó ń ṣiṣẹ́ kí o sì fi pamọ́.",
      },
    },
    onPayments: {
      $plural: {
        one: "{code} wà lórí ìsanwó {count}, ìsanwó sì ń pa kóòdù kúpọ́ọ̀nù wọn mọ́, nítorí náà a kò lè pa á rẹ́. Láti dá a dúró, yọ àmì Ó ń ṣiṣẹ́ kí o sì fi pamọ́.",
        other:
          "{code} wà lórí ìsanwó {count}, ìsanwó sì ń pa kóòdù kúpọ́ọ̀nù wọn mọ́, nítorí náà a kò lè pa á rẹ́. Láti dá a dúró, yọ àmì Ó ń ṣiṣẹ́ kí o sì fi pamọ́.",
      },
    },
    question: "Pa kúpọ́ọ̀nù {code} rẹ́?",
    warningTitle: "A kò lè yí èyí padà",
    warning: "Akẹ́kọ̀ọ́ kò ní lè lo {code} mọ́. Tí o bá lè fẹ́ ẹ padà lẹ́yìn, yọ àmì Ó ń ṣiṣẹ́ dípò.",
    cancel: "Fagilé",
  },
  toasts: {
    created: "A ti ṣe kúpọ́ọ̀nù",
    createdDescription: "A ti ṣe kúpọ́ọ̀nù {code}.",
    updated: "A ti ṣàtúnṣe kúpọ́ọ̀nù",
    savedDescription: "A ti fi kúpọ́ọ̀nù {code} pamọ́.",
    deleted: "A ti pa kúpọ́ọ̀nù rẹ́",
    deletedDescription: "A ti pa kúpọ́ọ̀nù {code} rẹ́.",
    fetchFailed: "A kò lè mú àwọn kúpọ́ọ̀nù wá",
    saveFailed: "A kò lè fi kúpọ́ọ̀nù pamọ́",
    deleteFailed: "A kò pa kúpọ́ọ̀nù rẹ́",
    nothingDeleted: "A kò pa nǹkankan rẹ́. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.",
    inUse:
      "A ti lo {code}, ìsanwó sì ń pa kóòdù kúpọ́ọ̀nù wọn mọ́. Yọ àmì Ó ń ṣiṣẹ́ láti dá a dúró dípò.",
  },
  validation: {
    code: "Jọ̀wọ́ tẹ kóòdù tó ní lẹ́tà, nọ́mbà tàbí àmì (-) 3 sí 30.",
    codeCharacters: "Lo lẹ́tà, nọ́mbà àti àmì (-) nìkan, àpẹẹrẹ HARVEST-2026.",
    codeTaken: "Kúpọ́ọ̀nù mìíràn ti ní kóòdù yìí. Jọ̀wọ́ yan òmíràn.",
    kind: "Jọ̀wọ́ yan ìpín-ọgọ́rùn-ún tàbí iye owó.",
    value: "Jọ̀wọ́ tẹ ẹ̀dínwó náà.",
    percent: "Tẹ ìpín-ọgọ́rùn-ún odidi láti 1 sí 100.",
    fixed: "Tẹ iye owó ní náírà tó ju ₦0 lọ, pẹ̀lú ẹ̀sún 2 ó pọ̀ jù, àpẹẹrẹ 2500 tàbí 2500.50.",
    fixedTooLarge: "Má ṣe jẹ́ kí iye náà ju ₦10,000,000 lọ.",
    course: "Yan kọ́ọ̀sì tó ní iye owó, tàbí Kọ́ọ̀sì èyíkéyìí tó ní iye owó.",
    expires: "Tẹ ọjọ́ tó tọ́, àpẹẹrẹ 31/12/2026.",
    expiresPast: "Yan òní tàbí ọjọ́ tó ń bọ̀.",
    maxUses: "Tẹ iye ìlò odidi láti 1 sí 1,000,000, tàbí fi sílẹ̀ ní òfìfo tí kò bá sí ààlà.",
    notFound: "Kúpọ́ọ̀nù yìí kò sí mọ́. Ó ṣeé ṣe kí a ti pa á rẹ́.",
    unsaved: "A kò lè fi kúpọ́ọ̀nù pamọ́. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i láìpẹ́.",
  },
  maxUsesBelowUses: {
    $plural: {
      one: "A ti lo kúpọ́ọ̀nù yìí ní ìgbà {count} tẹ́lẹ̀: ìlò tó pọ̀ jùlọ kò lè kéré sí {count}.",
      other: "A ti lo kúpọ́ọ̀nù yìí ní ìgbà {count} tẹ́lẹ̀: ìlò tó pọ̀ jùlọ kò lè kéré sí {count}.",
    },
  },
};

export default yo;
