import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  meta: {
    title: "Àwọn iṣẹ́ wa",
    description:
      "Ẹ̀kọ́ àti ìdánilẹ́kọ̀ọ́, àtìlẹ́yìn ìpèsè, ìwádìí àti ìmọ̀ tuntun fún àwọn àgbẹ̀ àti oníṣòwò oko ní Nàìjíríà.",
  },
  eyebrow: "Àwọn iṣẹ́ wa",
  title: "Gbogbo ohun tí oko nílò láti dàgbà",
  lead: "Ẹ̀kọ́, àtìlẹ́yìn ìpèsè, ìwádìí àti ìmọ̀ tuntun: ọ̀nà mẹ́rin tí a fi ń ran àwọn àgbẹ̀ àti oníṣòwò oko lọ́wọ́ láti kọ́ bí wọ́n ṣe lè pèsè púpọ̀ sí i.",
  onThisPage: "Àwọn iṣẹ́ lójú-ìwé yìí",
  whatWeOffer: "Ohun tí a ń pèsè",
  education: {
    title: "Ẹ̀kọ́ àti Ìdánilẹ́kọ̀ọ́",
    text: "Kọ́ọ̀sì tó wúlò tí o lè tẹ̀lé lórí fóònù rẹ, àti ọjọ́ ìdánilẹ́kọ̀ọ́ ọlọ́wọ́ lórí oko àfihàn wa.",
    features: {
      f1: "Kọ́ọ̀sì orí ayélujára tí o lè kọ́ ní àkókò tìrẹ: ohun ọ̀gbìn, ẹran ọ̀sìn, ìmọ̀ ẹ̀rọ àti òwò oko",
      f2: "Ẹ̀kọ́ fídíò kúkúrú tó ń ṣiṣẹ́ pẹ̀lú dátà fóònù, pẹ̀lú ìtọ́sọ́nà tí o lè gbà sílẹ̀",
      f3: "Ìwé-ẹ̀rí tí a lè ṣàyẹ̀wò nígbà tí o bá parí kọ́ọ̀sì",
      f4: "Ọjọ́ oko àti ìdanilẹ́kọ̀ọ́ lórí oko àfihàn wa ní Ẹ̀pẹ́",
      f5: "Ìdánilẹ́kọ̀ọ́ ẹgbẹ́ fún àwọn ẹgbẹ́ alájùmọ̀ṣe, NGO àti ilé-iṣẹ́",
    },
    link: "Ṣàwárí Ilé-ẹ̀kọ́",
  },
  production: {
    title: "Ìpèsè",
    text: "Àtìlẹ́yìn ọlọ́wọ́ láti ṣètò, dá sílẹ̀ àti ṣiṣẹ́ oko tó ń so èso, láti àyẹ̀wò ilẹ̀ àkọ́kọ́ dé títà àkọ́kọ́.",
    features: {
      f1: "Ètò oko àti yíyan òwò tó bá ilẹ̀ àti owó rẹ mu",
      f2: "Ìmọ̀ràn lórí ohun ọ̀gbìn, ọ̀sìn adìyẹ, ọ̀sìn ẹja àti ẹran ọ̀sìn",
      f3: "Ìṣètò omi oko, ilé ọ̀gbìn àti ibi ìpamọ́",
      f4: "Rírí irúgbìn, oúnjẹ ẹran, ajílẹ̀ àti ẹ̀rọ tó dára",
      f5: "Ìtọ́jú èso lẹ́yìn ìkórè àti ìsopọ̀ pẹ̀lú àwọn olùrà",
    },
    link: "Bá wa sọ̀rọ̀ nípa ìpèsè",
  },
  research: {
    title: "Ìwádìí",
    text: "Ìwádìí lórí oko tó ń dáhùn ìbéèrè àwọn àgbẹ̀, tí a ń tẹ̀ jáde ní gbangba kí gbogbo ènìyàn lè lò ó.",
    features: {
      f1: "Ìdánwò oríṣiríṣi irúgbìn àti ọ̀nà ọ̀gbìn lórí oko àwọn àgbẹ̀ fúnra wọn",
      f2: "Àyẹ̀wò ilẹ̀ pẹ̀lú ìmọ̀ràn lórí ajílẹ̀",
      f3: "Ìtúpalẹ̀ òjò àti ojú ọjọ́ láti pinnu ìgbà ọ̀gbìn",
      f4: "Ìwé ìwádìí àti dátà tó ṣí sílẹ̀, ọ̀fẹ́ láti gbà sílẹ̀",
      f5: "Àjọṣepọ̀ ìwádìí pẹ̀lú àwọn yunifásítì àti ilé-iṣẹ́",
    },
    link: "Wo ìwádìí wa",
  },
  innovation: {
    title: "Ìmọ̀ tuntun",
    text: "À ń dán irinṣẹ́ àti ọ̀nà tuntun wò pẹ̀lú àwọn àgbẹ̀, a sì ń sọ ohun tó ṣiṣẹ́ àti èyí tí kò ṣiṣẹ́.",
    features: {
      f1: "Sẹ́ńsọ̀ tí kò wọ́n, ohun èlò omi oníkán-kán àti irinṣẹ́ oko ìgbàlódé, tí a ti dán wò lórí oko",
      f2: "Iṣẹ́ àgbẹ̀ tó bá ojú ọjọ́ mu: ohun ọ̀gbìn ìbòlẹ̀, fífi ìyókù ọ̀gbìn sílẹ̀ lórí ilẹ̀, gbígbìn ní kùtùkùtù",
      f3: "Iṣẹ́ àkànṣe ìdánwò pẹ̀lú àwọn ẹgbẹ́ alájùmọ̀ṣe àti alábàáṣiṣẹ́",
      f4: "Irinṣẹ́ àkọsílẹ̀ àti ètò orí ẹ̀rọ fún oko kékeré",
      f5: "Ìtàn, ìṣẹ̀lẹ̀ àti èsì tí a pín lórí Ìrìn-àjò Wa",
    },
    link: "Tẹ̀lé Ìrìn-àjò Wa",
  },
};

export default yo;
