import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  download: {
    heading: "Wò ó láìsí ìntánẹ́ẹ̀tì",
    lesson: "Gbà á sílẹ̀ láti wò láìsí ìntánẹ́ẹ̀tì ({size})",
    course: plural(
      "Gba kọ́ọ̀sì náà sílẹ̀ láti wò láìsí ìntánẹ́ẹ̀tì: ẹ̀kọ́ {count}, {size}",
      "Gba kọ́ọ̀sì náà sílẹ̀ láti wò láìsí ìntánẹ́ẹ̀tì: ẹ̀kọ́ {count}, {size}",
    ),
    sizeNote:
      "Ó ń lo ìwọ̀n fídíò tí o yàn. Àyè tó ṣẹ́kù lórí fóònù yìí: {free}. Ohun tí o gbà sílẹ̀ yóò wà níbẹ̀ títí o fi pa á rẹ́.",
    sizeNoteUnknown:
      "Ó ń lo ìwọ̀n fídíò tí o yàn. Ohun tí o gbà sílẹ̀ yóò wà níbẹ̀ títí o fi pa á rẹ́.",
    firstDownload:
      "Ìgbàsílẹ̀ àkọ́kọ́ yóò tún tọ́jú àwọn fáìlì ètò náà, tí gbogbo ohun tí o gbà sílẹ̀ ń lò.",
    working: "Ó ń gbà á sílẹ̀… fáìlì {done} nínú {total}",
    done: "O lè wò ó láìsí ìntánẹ́ẹ̀tì",
    courseDone: "O lè wo gbogbo ẹ̀kọ́ kọ́ọ̀sì yìí láìsí ìntánẹ́ẹ̀tì",
    failed: "Gbígbà sílẹ̀ náà dúró. Ṣàyẹ̀wò ìntánẹ́ẹ̀tì rẹ kí o sì gbìyànjú lẹ́ẹ̀kan sí i.",
    noSpace: "Kò sí àyè tó tó lórí fóònù yìí fún ohun tí o fẹ́ gbà sílẹ̀ yìí.",
    delete: "Pa ohun tí o gbà sílẹ̀ rẹ́",
    seeAll: "Àwọn ohun tí o ti gbà sílẹ̀",
    unsupported: "Aṣàwákiri yìí kò lè tọ́jú ẹ̀kọ́ fún wíwò láìsí ìntánẹ́ẹ̀tì.",
  },
  downloads: {
    title: "Ohun tí o ti gbà sílẹ̀",
    intro:
      "Àwọn ẹ̀kọ́ tí a tọ́jú sórí fóònù yìí láti wò láìsí ìntánẹ́ẹ̀tì. A máa fi ìtẹ̀síwájú tí o ní láìsí ìntánẹ́ẹ̀tì ránṣẹ́ nígbà tí o bá padà sórí ìntánẹ́ẹ̀tì.",
    loading: "À ń wá àwọn ohun tí o gbà sílẹ̀ lórí fóònù yìí…",
    noscript: "Ohun tí o gbà sílẹ̀ nílò JavaScript: tàn án kí o lè tọ́jú ẹ̀kọ́ sórí fóònù yìí.",
    empty:
      "O kò tíì gba nǹkan kan sílẹ̀. Ṣí ẹ̀kọ́ kan kí o sì yan Gbà á sílẹ̀ láti wò láìsí ìntánẹ́ẹ̀tì.",
    browse: "Lọ sí Àwọn kọ́ọ̀sì mi",
    total: "Ohun tí o gbà sílẹ̀ ti lo {size} · {free} ló kù",
    totalUnknown: "Ohun tí o gbà sílẹ̀ ti lo {size}",
    listLabel: "Àwọn ẹ̀kọ́ tí o ti gbà sílẹ̀",
    saved: "O gbà á sílẹ̀ ní {date}",
    open: "Ṣí ẹ̀kọ́",
    delete: "Pa á rẹ́",
    deleteLabel: "Pa ẹ̀kọ́ {lesson} tí o gbà sílẹ̀ rẹ́",
    deleted: "A ti pa ohun tí o gbà sílẹ̀ rẹ́.",
    waiting: plural(
      "Àkọsílẹ̀ ìtẹ̀síwájú {count} ń dúró kí a fi ránṣẹ́.",
      "Àkọsílẹ̀ ìtẹ̀síwájú {count} ń dúró kí a fi wọ́n ránṣẹ́.",
    ),
    signOutNote:
      "Jíjáde máa yọ àwọn ohun tí o gbà sílẹ̀ àti ìtẹ̀síwájú tí a kò tíì fi ránṣẹ́ kúrò lórí fóònù yìí.",
  },
  offline: {
    title: "O kò sí lórí ìntánẹ́ẹ̀tì",
    intro:
      "A kò tíì gba ojú-ìwé yìí sílẹ̀. Àwọn wọ̀nyí wà láìsí ìntánẹ́ẹ̀tì; ohunkóhun tí o bá kọ́ láìsí ìntánẹ́ẹ̀tì, a máa fi pamọ́, a ó sì fi ránṣẹ́ nígbà tí o bá padà sórí ìntánẹ́ẹ̀tì.",
    available: "Ohun tí o lè ṣí láìsí ìntánẹ́ẹ̀tì",
    dashboard: "Àkópọ̀",
    myCourses: "Àwọn kọ́ọ̀sì mi",
    downloads: "Ohun tí o ti gbà sílẹ̀",
    retry: "Gbìyànjú lẹ́ẹ̀kan sí i",
  },
  quizOffline: "Ìdánwò nílò ìntánẹ́ẹ̀tì: orí sáfà wa la ti ń sàmì sí àwọn ìdáhùn.",
};

export default yo;
