import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  offers: {
    academy: {
      title: "Ilé-ẹ̀kọ́",
      text: "Àwọn kọ́ọ̀sì tí o lè kọ́ ní àkókò tìrẹ: ohun ọ̀gbìn, ẹran ọ̀sìn, ìmọ̀ ẹ̀rọ, òwò oko àti iṣẹ́ àgbẹ̀ tó ń dáàbò bo ilẹ̀.",
    },
    training: {
      title: "Ìdánilẹ́kọ̀ọ́",
      text: "Àwọn ètò ìdánilẹ́kọ̀ọ́ pàtàkì wa, pẹ̀lú ẹ̀kọ́ fídíò àti àwọn ohun èlò ìkẹ́kọ̀ọ́.",
    },
    consulting: {
      title: "Ìmọ̀ràn",
      text: "Ìmọ̀ràn àwọn amòye fún oko tàbí iṣẹ́ rẹ, láti ètò àkọ́kọ́ títí dé ìgbà tí o bá fẹ̀ ẹ́ lójú.",
    },
    research: {
      title: "Ìwádìí",
      text: "Àwọn ìwé ìwádìí àti dátà tó ṣí sílẹ̀ lórí ohun ọ̀gbìn, ilẹ̀, ojú ọjọ́ àti ìmọ̀ ẹ̀rọ.",
    },
  },
  learnMore: "Kà síwájú sí i",
  learnMoreAbout: " nípa {title}",
  stats: {
    farmersTrained: "Àgbẹ̀ tí a ti kọ́",
    certificatesIssued: "Ìwé-ẹ̀rí tí a ti fún ní",
    yieldImprovement: "Àlékún ìkórè",
    sustainableProjects: "Iṣẹ́ àkànṣe tó ń dáàbò bo ilẹ̀",
    notAvailable: "Kò tíì sí",
  },
};

export default yo;
