import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  meta: {
    title: "Nípa wa",
    description:
      "{siteName} jẹ́ ilé-ẹ̀kọ́ ìdánilẹ́kọ̀ọ́ àti ilé-iṣẹ́ ìmọ̀ràn iṣẹ́ àgbẹ̀ ní Èkó, Nàìjíríà: iṣẹ́ àfojúsùn wa, ìran wa, àwọn ìlànà wa àti ohun tí a ti ṣe pẹ̀lú àwọn àgbẹ̀ káàkiri orílẹ̀-èdè.",
  },
  hero: {
    eyebrow: "Nípa {siteName}",
    title: "À ń ran àwọn àgbẹ̀ Nàìjíríà lọ́wọ́ láti pèsè púpọ̀ sí i, lọ́nà tó dára.",
    lead: "{siteName} jẹ́ ilé-ẹ̀kọ́ ìdánilẹ́kọ̀ọ́ àti ilé-iṣẹ́ ìmọ̀ràn iṣẹ́ àgbẹ̀ ní Èkó. Àwọn onímọ̀ ọ̀gbìn, dókítà ẹranko àti ẹnjiníà wa, tí ọ̀pọ̀ nínú wọn jẹ́ àgbẹ̀ pẹ̀lú, ń kọ́ àwọn àgbẹ̀ kékeré àti oníṣòwò oko káàkiri Nàìjíríà lórí ayélujára, lórí oko àti ní ojúkojú.",
  },
  purpose: {
    title: "Iṣẹ́ àfojúsùn àti ìran wa",
    mission: {
      title: "Iṣẹ́ àfojúsùn wa",
      text: "Láti fún àwọn àgbẹ̀ ní ọgbọ́n tó wúlò, ìmọ̀ ẹ̀rọ tí a ti dán wò àti ìmọ̀ràn òtítọ́, kí wọ́n lè pèsè púpọ̀ sí i lórí ilẹ̀ tí wọ́n ní, kí wọ́n rí owó púpọ̀ sí i níbẹ̀, kí wọ́n sì fi ilẹ̀ sílẹ̀ ní ìlera ju bí wọ́n ṣe bá a lọ.",
    },
    vision: {
      title: "Ìran wa",
      text: "Nàìjíríà níbi tí gbogbo àgbẹ̀ ti ní ìmọ̀ àti àtìlẹ́yìn láti bọ́ orílẹ̀-èdè pẹ̀lú èrè láìba ilẹ̀ jẹ́, níbi tí àwọn ọ̀dọ́ ti ń yan iṣẹ́ àgbẹ̀ pẹ̀lú ìgbéraga.",
    },
  },
  slogan: {
    title: "Àkọlé wa",
    text: "Ìmọ̀ tí o lè lò lẹ́sẹ̀kẹsẹ̀, tí a ń wọ̀n ní apẹ̀rẹ̀, àpò àti tọ́ọ̀nù láti oko rẹ.",
  },
  brand: {
    eyebrow: "Àmì wa",
    title: "Ìtumọ̀ àmì-ìdánimọ̀ wa",
    intro: "Ọ̀gbìn kékeré tó ń hù jáde láti inú oko tí a ti tú lábẹ́ oòrùn ìkórè.",
    sprout: {
      title: "Èéhù",
      text: "Ìdàgbàsókè tó bẹ̀rẹ̀ láti kékeré: ewé rẹ̀ méjèèjì ni ẹ̀kọ́ àti ìṣe.",
    },
    sun: {
      title: "Oòrùn",
      text: "Agbára tí gbogbo ìkórè gbára lé, àti ìrètí àkókò tuntun.",
    },
    field: {
      title: "Oko",
      text: "Ilẹ̀ fúnra rẹ̀, tí a ń kọ́ àwọn àgbẹ̀ láti tọ́jú kí ó máa so èso.",
    },
  },
  achievements: {
    eyebrow: "Àṣeyọrí",
    title: "Ohun tí a ti jọ ṣe",
    loading: "Àwọn àṣeyọrí ń ṣí...",
  },
  values: {
    eyebrow: "Ohun tó ń darí wa",
    title: "Àwọn ìlànà wa",
    practical: {
      title: "Ìmọ̀ tó wúlò",
      text: "Ohun tó ń ṣiṣẹ́ lórí oko gidi ní Nàìjíríà, pẹ̀lú irinṣẹ́ àti owó tí àwọn àgbẹ̀ ní lóòótọ́.",
    },
    sustainability: {
      title: "Ìdáàbòbò ilẹ̀",
      text: "Ìkórè tó dára lọ́dún yìí láìba ilẹ̀, omi tàbí ìran tó ń bọ̀ jẹ́.",
    },
    integrity: {
      title: "Òtítọ́",
      text: "Ìmọ̀ràn òtítọ́: ohun tí àwa fúnra wa yóò ṣe lórí oko wa nìkan la ń dámọ̀ràn.",
    },
    innovation: {
      title: "Ìmọ̀ tuntun",
      text: "A kọ́kọ́ ń dán irinṣẹ́ tuntun wò lórí oko, kí a lè pín ohun tó ń mówó wá nìkan.",
    },
    community: {
      title: "Àwùjọ",
      text: "Àwọn àgbẹ̀ ń kẹ́kọ̀ọ́ kíákíá jù lọ lọ́dọ̀ àgbẹ̀ mìíràn: ní kíláàsì, lórí oko àti lórí WhatsApp.",
    },
    excellence: {
      title: "Iṣẹ́ tó dára jù",
      text: "Èsì tó wà lórí oko àwọn akẹ́kọ̀ọ́ wa la fi ń wọn ara wa.",
    },
  },
  services: {
    eyebrow: "Iṣẹ́ tí a ń ṣe",
    title: "Bí a ṣe lè ràn ọ́ lọ́wọ́",
    all: "Gbogbo iṣẹ́ wa",
  },
  cta: {
    title: "Dàgbà pẹ̀lú wa",
    join: "Darapọ̀ mọ́ Ilé-ẹ̀kọ́",
    book: "Gba àkókò ìmọ̀ràn",
    text: "Bẹ̀rẹ̀ kọ́ọ̀sì lórí fóònù rẹ lónìí, tàbí gba amòye láti bá ọ ṣètò àkókò ọ̀gbìn tó kàn.",
  },
};

export default yo;
