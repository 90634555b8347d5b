import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  title: "Àkójọ ìṣirò",
  enrolments: { $plural: { one: "ìforúkọsílẹ̀ {count}", other: "ìforúkọsílẹ̀ {count}" } },
  completions: { $plural: { one: "kọ́ọ̀sì {count} tí a parí", other: "kọ́ọ̀sì {count} tí a parí" } },
  intro: "{enrolments} àti {completions} lápapọ̀. Ọ̀sẹ̀ kọ̀ọ̀kan jẹ́ láti Ajé sí Àìkú, àkókò Èkó.",
  weekOf: "Ọ̀sẹ̀ {date}",
  showTable: "Fi àwọn nọ́mbà hàn bí tábìlì",
  week: "Ọ̀sẹ̀",
  course: "Kọ́ọ̀sì",
  status: "Ipò",
  draft: "{title} (àkọsílẹ̀)",
  deleted: "{title} (a ti pa á rẹ́)",
  statuses: {
    pending: "Ó ń dúró",
    confirmed: "A ti fìdí rẹ̀ múlẹ̀",
    completed: "Ó ti parí",
    cancelled: "A ti fagilé",
  },
  charts: {
    enrolments: {
      title: "Ìforúkọsílẹ̀ ní ọ̀sẹ̀ kọ̀ọ̀kan",
      description: "Ìforúkọsílẹ̀ kọ́ọ̀sì tuntun ní ọ̀sẹ̀ {weeks} sẹ́yìn.",
      summary:
        "Àtẹ ìforúkọsílẹ̀ ní ọ̀sẹ̀ kọ̀ọ̀kan: {total} ní ọ̀sẹ̀ {weeks} sẹ́yìn. Tábìlì tó wà nísàlẹ̀ ṣe àkójọ ọ̀sẹ̀ kọ̀ọ̀kan.",
      value: "Ìforúkọsílẹ̀",
    },
    completions: {
      title: "Kọ́ọ̀sì tí a parí ní ọ̀sẹ̀ kọ̀ọ̀kan",
      description: "Kọ́ọ̀sì tí a parí (100%) ní ọ̀sẹ̀ {weeks} sẹ́yìn.",
      summary:
        "Àtẹ kọ́ọ̀sì tí a parí ní ọ̀sẹ̀ kọ̀ọ̀kan: {total} ní ọ̀sẹ̀ {weeks} sẹ́yìn. Tábìlì tó wà nísàlẹ̀ ṣe àkójọ ọ̀sẹ̀ kọ̀ọ̀kan.",
      value: "Àwọn tí a parí",
    },
    consultations: {
      title: "Ìmọ̀ràn gẹ́gẹ́ bí ipò",
      description: "Gbogbo ìbéèrè ìmọ̀ràn, gẹ́gẹ́ bí ipò rẹ̀ báyìí.",
      summary: "Àtẹ ìmọ̀ràn gẹ́gẹ́ bí ipò: {figures}.",
      value: "Ìmọ̀ràn",
    },
    popular: {
      title: "Kọ́ọ̀sì tí ó gbajúmọ̀ jùlọ",
      description: "Kọ́ọ̀sì tí ó ní ìforúkọsílẹ̀ jùlọ.",
      summary: "Àtẹ kọ́ọ̀sì tí ó gbajúmọ̀ jùlọ gẹ́gẹ́ bí ìforúkọsílẹ̀: {figures}.",
      value: "Ìforúkọsílẹ̀",
      empty: "Kò tíì sí ìforúkọsílẹ̀.",
    },
  },
  revenue: {
    title: "Owó tó wọlé",
    none: "Kò tíì sí ìsanwó. Owó tó wọlé yóò hàn níbí nígbà tí akẹ́kọ̀ọ́ bá sanwó fún kọ́ọ̀sì.",
    sales: { $plural: { one: "títà {count}", other: "títà {count}" } },
    payments: { $plural: { one: "ìsanwó {count}", other: "ìsanwó {count}" } },
    totals:
      "{net} láti {sales} láti ìgbà àkọ́kọ́, lẹ́yìn owó tí a dá padà; a dá {refunded} padà ({refunds}). Kọ́ọ̀sì tí kúpọ́ọ̀nù sọ di ọ̀fẹ́ kì í ṣe títà. Àwọn alábòójútó nìkan ló ń rí àwọn nọ́mbà yìí.",
    testMode: "Ìpò ìdánwò — kì í ṣe owó gidi",
    testModeText: "Àwọn ìsanwó yìí gba ọ̀nà ìdánwò kọjá.",
    courseSales: "{course} · {sales}",
    perWeek: {
      title: "Owó tó wọlé ní ọ̀sẹ̀ kọ̀ọ̀kan",
      description: "Lẹ́yìn owó tí a dá padà, ní ọ̀sẹ̀ tí a ṣe ìsanwó kọ̀ọ̀kan, ní ọ̀sẹ̀ {weeks} sẹ́yìn.",
      summary:
        "Àtẹ owó tó wọlé ní ọ̀sẹ̀ kọ̀ọ̀kan: {total} ní ọ̀sẹ̀ {weeks} sẹ́yìn, lẹ́yìn owó tí a dá padà. Tábìlì tó wà nísàlẹ̀ ṣe àkójọ ọ̀sẹ̀ kọ̀ọ̀kan.",
      value: "Owó tó wọlé",
    },
    refunded: {
      title: "Owó tí a dá padà ní ọ̀sẹ̀ kọ̀ọ̀kan",
      description:
        "Ìsanwó tí a ṣe ní ọ̀sẹ̀ kọ̀ọ̀kan tí a dá padà lẹ́yìn: wọn kò sí nínú owó tó wọlé lókè.",
      summary:
        "Àtẹ owó tí a dá padà gẹ́gẹ́ bí ọ̀sẹ̀ ìsanwó: {total} ní ọ̀sẹ̀ {weeks} sẹ́yìn. Tábìlì tó wà nísàlẹ̀ ṣe àkójọ ọ̀sẹ̀ kọ̀ọ̀kan.",
      value: "A dá padà",
    },
    perCourse: {
      title: "Owó tó wọlé fún kọ́ọ̀sì kọ̀ọ̀kan",
      description: "Kọ́ọ̀sì tí ó mú owó wọlé jùlọ láti títà àkọ́kọ́, lẹ́yìn owó tí a dá padà.",
      summary: "Àtẹ owó tó wọlé fún kọ́ọ̀sì kọ̀ọ̀kan: {figures}.",
      value: "Owó tó wọlé",
      empty: "A dá owó gbogbo títà padà.",
    },
  },
};

export default yo;
