import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  nav: {
    home: "Ilé",
    about: "Nípa wa",
    academy: "Ilé-ẹ̀kọ́",
    training: "Ìdánilẹ́kọ̀ọ́",
    consulting: "Ìmọ̀ràn",
    consultation: "Gba àkókò ìmọ̀ràn",
    research: "Ìwádìí",
    services: "Iṣẹ́ wa",
    journey: "Ìrìn-àjò wa",
    careers: "Iṣẹ́ pẹ̀lú wa",
    contact: "Kàn sí wa",
    privacy: "Ìlànà àṣírí",
    terms: "Òfin ìlò",
    login: "Wọlé",
    register: "Forúkọ sílẹ̀",
  },
  header: {
    homeLink: "Ojú-ìwé àkọ́kọ́ {siteName}",
    mainNav: "Àtòjọ pàtàkì",
    login: "Wọlé",
    getStarted: "Bẹ̀rẹ̀ báyìí",
    menu: "Àtòjọ",
    accountMenu: "Àtòjọ àkọọ́lẹ̀ rẹ",
    dashboard: "Pánẹ́ẹ̀lì mi",
    myLearning: "Ẹ̀kọ́ mi",
    adminPanel: "Ẹ̀ka alábòójútó",
    accountSettings: "Ètò àkọọ́lẹ̀",
    settings: "Ètò",
    logout: "Jáde",
  },
  footer: {
    about:
      "Ìdánilẹ́kọ̀ọ́ àti ìmọ̀ràn iṣẹ́ àgbẹ̀ tí a lè lò lóko, fún àwọn àgbẹ̀ àti oníṣòwò àgbẹ̀, láti ọ́fíìsì wa ní Èkó, Nàìjíríà.",
    socialMedia: "Ìkànnì àjọlò",
    company: "Ilé-iṣẹ́",
    services: "Iṣẹ́ wa",
    resources: "Àwọn ohun èlò",
    contactUs: "Kàn sí wa",
    viewOnMap: "Wò ó lórí máàpù",
    rights: "© {year} {siteName}. Gbogbo ẹ̀tọ́ wà ní ìpamọ́.",
  },
  language: {
    label: "Èdè",
    choose: "Yan èdè",
    current: "{language} (èyí tí o ń lò)",
    suggestion: "Ojú-òpó yìí wà ní {language} pẹ̀lú.",
    switchTo: "Kà á ní {language}",
    dismiss: "Rárá, ẹ ṣé",
  },
  newTab: "(yóò ṣí ní táàbù tuntun)",
  /** How long an article takes to read (counted from its words). */
  minutesRead: plural("Ìṣẹ́jú {count} láti kà", "Ìṣẹ́jú {count} láti kà"),
  /** On every page while the built-in test gateway takes the payments (PAYMENTS_PROVIDER=test). */
  demoBanner: "Ipò àfihàn: ìsanwó jẹ́ àfarawé, a kò gba owó kankan",
  skipToContent: "Fò lọ sí àkóónú pàtàkì",
  quickContact: {
    label: "Kàn sí wa kíákíá",
    whatsapp: "Ìjíròrò WhatsApp",
    call: "Pè wá",
    email: "Fi ímeèlì ránṣẹ́ sí wa",
  },
  errors: {
    notFoundTitle: "A kò rí ojú-ìwé náà",
    notFoundMessage: "Ojú-ìwé tí ò ń wá kò sí, tàbí wọ́n ti gbé e lọ síbòmíràn.",
    errorTitle: "Nǹkan kan kò lọ déédé",
    errorMessage: "Àṣìṣe tí a kò retí ṣẹlẹ̀. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i láìpẹ́.",
    statusTitle: "Àṣìṣe {status}",
    maintenanceTitle: "A ó padà dé láìpẹ́",
    maintenanceMessage: "{siteName} wà ní ìtọ́jú tí a ti ṣètò. Jọ̀wọ́ padà wá wò láìpẹ́.",
    outageTitle: "A ó padà dé báyìí",
    staffSignIn: "Ìwọlé òṣìṣẹ́",
    tryAgain: "Gbìyànjú lẹ́ẹ̀kan sí i",
    goHome: "Padà sí ojú-ìwé àkọ́kọ́",
  },
  courseLanguage: "A ń kọ́ ọ ní {language}",
  siteDefaults: {
    slogan: "Kọ́ láti pèsè púpọ̀ sí i.",
    openingHoursWeekdays: "Ajé–Ẹtì 8:00 àárọ̀–6:00 ìrọ̀lẹ́",
    openingHoursSaturday: "Àbámẹ́ta 9:00 àárọ̀–4:00 ìrọ̀lẹ́ WAT",
  },
};

export default yo;
