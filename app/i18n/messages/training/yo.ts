import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  meta: {
    title: "Ìdánilẹ́kọ̀ọ́",
    description:
      "Àwọn ètò ìdánilẹ́kọ̀ọ́ iṣẹ́ àgbẹ̀ pàtàkì, fídíò oko àti ìwádìí láti inú oko àfihàn wa ní Nàìjíríà. Forúkọ sílẹ̀ lọ́fẹ̀ẹ́ tàbí ní iye owó tí kò wọ́n.",
  },
  hero: {
    badge: "Ìdánilẹ́kọ̀ọ́",
    title: "Àwọn ètò ìdánilẹ́kọ̀ọ́ fún àkókò ọ̀gbìn tó ń bọ̀",
    lead: "Bẹ̀rẹ̀ pẹ̀lú ọ̀kan nínú àwọn ètò wa tó tuntun jù, lẹ́yìn náà tẹ̀síwájú pẹ̀lú fídíò oko àti ìwádìí láti inú oko àfihàn wa.",
  },
  programs: {
    title: "Àwọn ètò pàtàkì",
    intro: "Àwọn kọ́ọ̀sì wa tó tuntun jù, tí o lè forúkọ sílẹ̀ fún báyìí.",
    seeAll: "Wo gbogbo kọ́ọ̀sì",
    empty: "Kò sí ètò tó ṣí sílẹ̀ báyìí. Jọ̀wọ́ padà wá wò láìpẹ́.",
    continue: "Tẹ̀síwájú nínú ìdánilẹ́kọ̀ọ́",
    enrol: "Forúkọ sílẹ̀ báyìí",
  },
  resources: {
    title: "Àwọn ohun èlò ìkẹ́kọ̀ọ́",
    intro: "Fídíò oko àti àkópọ̀ ìwádìí láti inú ìrìn-àjò wa, ọ̀fẹ́ láti kà àti wò.",
    empty: "Fídíò àti ìwádìí tuntun yóò hàn níbí láìpẹ́.",
    pdf: "PDF",
    video: "Fídíò",
  },
  join: {
    title: "Ṣí àkọọ́lẹ̀ ọ̀fẹ́ rẹ",
    button: "Ṣí àkọọ́lẹ̀",
    text: "Forúkọ sílẹ̀ fún ètò kan, tẹ̀lé ìtẹ̀síwájú rẹ ní ẹ̀kọ́ kọ̀ọ̀kan, kí o sì gba ìwé-ẹ̀rí nígbà tí o bá parí.",
  },
};

export default yo;
