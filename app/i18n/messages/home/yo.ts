import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  meta: {
    title: "Ìdánilẹ́kọ̀ọ́ àti ìmọ̀ràn iṣẹ́ àgbẹ̀ ní Èkó, Nàìjíríà",
    description:
      "{siteName} ń kọ́ àwọn àgbẹ̀ àti oníṣòwò oko ní iṣẹ́ àgbẹ̀ tó wúlò, tó ń dáàbò bo ilẹ̀, tó sì bá ìgbà mu, pẹ̀lú kọ́ọ̀sì orí ayélujára, ìdánilẹ́kọ̀ọ́ ọlọ́wọ́ àti ìmọ̀ràn àwọn amòye. Kọ́ láti pèsè púpọ̀ sí i.",
  },
  hero: {
    badge: "Ìdánilẹ́kọ̀ọ́ àti ìmọ̀ràn iṣẹ́ àgbẹ̀ ní Èkó",
    title: "Sọ oko rẹ di òwò tó ń gbèrú.",
    lead: "{siteName} ń ran àwọn àgbẹ̀ àti oníṣòwò oko lọ́wọ́ láti pèsè púpọ̀ sí i pẹ̀lú kọ́ọ̀sì tó wúlò, ìdánilẹ́kọ̀ọ́ ọlọ́wọ́ àti ìmọ̀ràn ojúkojú, láti ilẹ̀ àti irúgbìn dé ọjà.",
    bookConsultation: "Gba àkókò ìmọ̀ràn",
    joinAcademy: "Darapọ̀ mọ́ Ilé-ẹ̀kọ́",
    points: {
      phone: "Kọ́ọ̀sì tí o lè tẹ̀lé lórí fóònù rẹ",
      certificates: "Ìwé-ẹ̀rí nígbà tí o bá parí kọ́ọ̀sì",
      advice: "Ìmọ̀ràn fún àwọn tó ṣẹ̀ṣẹ̀ bẹ̀rẹ̀ àti oko tó ń dàgbà",
      lagos: "A wà ní Èkó, a ń sin àwọn àgbẹ̀ káàkiri orílẹ̀-èdè",
    },
  },
  impact: {
    title: "Ohun tí a ti ṣe títí di báyìí",
    loading: "Àwọn òǹkà ń ṣí...",
  },
  values: {
    eyebrow: "Ohun tí a dúró fún",
    title: "Àwọn ìlànà pàtàkì wa",
    intro: "Ìlérí mẹ́rin ló ń darí gbogbo kọ́ọ̀sì, ọjọ́ ìdánilẹ́kọ̀ọ́ àti ìmọ̀ràn tí a ń ṣe.",
    practical: {
      title: "Ẹ̀kọ́ tó wúlò",
      text: "Gbogbo ẹ̀kọ́ ló ń parí pẹ̀lú ohun tí o lè ṣe lórí oko tìrẹ: pèsè ibùsùn irúgbìn, po oúnjẹ ẹran, ṣètò omi oko, kọ àkọsílẹ̀. Ọ̀rọ̀ díẹ̀, iṣẹ́ púpọ̀.",
    },
    sustainable: {
      title: "Iṣẹ́ àgbẹ̀ tó ń dáàbò bo ilẹ̀",
      text: "A ń kọ́ni ní ọ̀nà tó ń dáàbò bo ilẹ̀, omi àti ẹran ọ̀sìn rẹ, kí ilẹ̀ rẹ lè máa so èso láti ọdún dé ọdún, kì í ṣe ti ọdún yìí nìkan.",
    },
    technology: {
      title: "Ìmọ̀ ẹ̀rọ fún ìdàgbàsókè",
      text: "Láti àyẹ̀wò ilẹ̀ àti omi oníkán-kán dé irinṣẹ́ oko ìgbàlódé àti áàpù àkọsílẹ̀ tó rọrùn, a ń fi ìmọ̀ ẹ̀rọ tó ń mówó wá hàn ọ́ àti bí o ṣe lè lò ó.",
    },
    community: {
      title: "Àwùjọ àti ìtọ́sọ́nà",
      text: "Kẹ́kọ̀ọ́ pẹ̀lú àwọn àgbẹ̀ àti oníṣòwò oko mìíràn, kí o sì gba ìtọ́sọ́nà lọ́wọ́ àwọn tó ti kojú irú ìṣòro kan náà lórí oko.",
    },
  },
  offers: {
    eyebrow: "Bí a ṣe ń ṣèrànwọ́",
    title: "Ọ̀nà láti dàgbà pẹ̀lú wa",
  },
  stories: {
    loading: "Àwọn ìtàn àṣeyọrí ń ṣí...",
    eyebrow: "Ìtàn àṣeyọrí",
    title: "Àwọn àgbẹ̀ tó ń dàgbà pẹ̀lú wa",
    intro: "Ní ẹnu ara wọn: ohun tó yí padà lórí oko wọn lẹ́yìn tí wọ́n kẹ́kọ̀ọ́ pẹ̀lú wa.",
    more: "Púpọ̀ sí i láti inú ìrìn-àjò wa",
  },
  cta: {
    title: "Ṣé o ti ṣetán láti rí púpọ̀ sí i láti inú ilẹ̀ rẹ?",
    text: "Ṣí àkọọ́lẹ̀ ọ̀fẹ́ kí o bẹ̀rẹ̀ kọ́ọ̀sì lónìí, tàbí sọ fún wa nípa oko rẹ, a ó sì ràn ọ́ lọ́wọ́ láti yan ìgbésẹ̀ tó tọ́ tó kàn.",
    start: "Bẹ̀rẹ̀ ẹ̀kọ́ lónìí",
    contact: "Kàn sí wa",
  },
};

export default yo;
