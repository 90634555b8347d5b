import type { Translation } from "~/i18n/define";
import type en from "./en";

/** A consultant's consulting hours: the week and days off (admins for anyone, a consultant their own). */
const yo: Translation<typeof en> = {
  title: "Wákàtí ìmọ̀ràn",
  intro:
    "Ìgbà tí {name} ń fúnni ní ìmọ̀ràn. Fọ́ọ̀mù ìforúkọsílẹ̀ ń fi àwọn wákàtí wọ̀nyí hàn, àyàfi àwọn ọjọ́ ìsinmi àti àwọn wákàtí tí wọ́n ti gbà sílẹ̀ tẹ́lẹ̀. Àkókò Èkó ni àkókò náà.",
  defaultNote: "A kò tíì ṣètò rẹ̀: Ọjọ́ Ajé sí Ọjọ́ Ẹtì, 09:00 sí 18:00.",
  weekHeading: "Wákàtí ọ̀sẹ̀",
  weekdays: {
    mon: "Ọjọ́ Ajé",
    tue: "Ọjọ́ Ìṣẹ́gun",
    wed: "Ọjọ́rú",
    thu: "Ọjọ́bọ̀",
    fri: "Ọjọ́ Ẹtì",
    sat: "Ọjọ́ Àbámẹ́ta",
    sun: "Ọjọ́ Àìkú",
  },
  from: "Láti",
  to: "Títí dé",
  notWorking: "Kì í ṣiṣẹ́",
  save: "Fi àwọn wákàtí pamọ́",
  sessionsHeading: "Gígùn ìpàdé fún ètò kọ̀ọ̀kan",
  sessionsNote:
    "Bí ìpàdé ètò kọ̀ọ̀kan ṣe gùn tó, nínú wákàtí tí ó gbà. Ìpè kàlẹ́ńdà yóò parí nígbà tí ìpàdé bá parí.",
  saveSessions: "Fi gígùn ìpàdé pamọ́",
  minutes: "Ìṣẹ́jú {count}",
  plans: { Beginner: "Àkọ́bẹ̀rẹ̀", Intermediate: "Àárín", Advanced: "Gíga" },
  daysOffHeading: "Ọjọ́ ìsinmi",
  daysOffNone: "Kò sí ọjọ́ ìsinmi tó ń bọ̀.",
  dayLabel: "Ọjọ́",
  addDayOff: "Fi ọjọ́ ìsinmi kún un",
  remove: "Yọ kúrò",
  removeLabel: "Yọ ọjọ́ ìsinmi {date} kúrò",
  back: "Padà",
  yourHours: "Àwọn wákàtí ìmọ̀ràn rẹ",
  notConsultant: "Àkọọ́lẹ̀ yìí kì í fúnni ní ìmọ̀ràn.",
  toasts: {
    saved: "A ti fi wákàtí ìmọ̀ràn pamọ́.",
    dayAdded: "A ti fi ọjọ́ ìsinmi kún un.",
    dayRemoved: "A ti yọ ọjọ́ ìsinmi kúrò.",
  },
  messages: {
    range: "Ọjọ́ náà gbọ́dọ̀ parí lẹ́yìn tí ó bẹ̀rẹ̀.",
    hour: "Jọ̀wọ́ yan ọ̀kan lára àwọn wákàtí tó wà nínú àkójọ.",
    day: "Jọ̀wọ́ tẹ ọjọ́ kan láti òní lọ.",
    minutes: "Ẹ jọ̀ọ́, yan ọ̀kan lára àwọn gígùn tí a kọ sílẹ̀.",
  },
};

export default yo;
