import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  meta: {
    contactTitle: "Kàn sí wa",
    contactDescription:
      "Kàn sí ẹgbẹ́ ìdánilẹ́kọ̀ọ́ àti ìmọ̀ràn iṣẹ́ àgbẹ̀ wa ní Èkó, Nàìjíríà: pè wá, fi ímeèlì tàbí iṣẹ́ ránṣẹ́. A máa ń dáhùn láàárín wákàtí 24.",
    consultationTitle: "Ṣètò ìpàdé ìmọ̀ràn",
    consultationDescription:
      "Ṣètò ìpàdé ìmọ̀ràn ìpele Àkọ́bẹ̀rẹ̀, Àárín tàbí Gíga pẹ̀lú àwọn amòye iṣẹ́ àgbẹ̀ ní Èkó, Nàìjíríà: sọ fún wa nípa oko rẹ, a ó kàn sí ọ láti fìdí ọjọ́ múlẹ̀.",
  },
  contactPage: {
    eyebrow: "Kàn sí wa",
    title: "Kàn sí wa",
    lead: "Ṣé o ní ìbéèrè nípa kọ́ọ̀sì, ìmọ̀ràn tàbí àjọṣepọ̀? Fi iṣẹ́ ránṣẹ́ sí wa, pè wá tàbí wá bá wa: ọ̀kan nínú òṣìṣẹ́ wa yóò ràn ọ́ lọ́wọ́.",
    respondWithin: "A máa ń dáhùn láàárín",
    hours: "wákàtí 24",
    statesReached: "Ìpínlẹ̀ tí a ti dé",
    contactInfo: "Bí o ṣe lè kàn sí wa",
    formTitle: "Fi iṣẹ́ ránṣẹ́ sí wa",
    formLead: "A máa ń dáhùn láàárín wákàtí 24.",
    findUs: "Ibi tí o ti lè rí wa",
    fallbackAddress: "Èkó, Nàìjíríà",
    chatTitle: "Ṣé o fẹ́ bá wa sọ̀rọ̀?",
    chatLead: "Fi iṣẹ́ WhatsApp ránṣẹ́ sí wa ní àkókò iṣẹ́, tàbí ṣètò ìmọ̀ràn amòye fún oko rẹ.",
    chatOnWhatsApp: "Bá wa sọ̀rọ̀ lórí WhatsApp",
    bookConsultation: "Ṣètò ìpàdé ìmọ̀ràn",
    followUs: "Tẹ̀lé wa",
    followLead: "Ìmọ̀ràn iṣẹ́ oko, ọjọ́ ìdánilẹ́kọ̀ọ́ àti ìtàn láti ọ̀dọ̀ àwọn ènìyàn wa.",
  },
  contactCards: {
    visitTitle: "Wá bá wa",
    visitNote: "Ọ́fíìsì wa wà ní Èkó, a sì ń sìn àwọn àgbẹ̀ jákèjádò Nàìjíríà.",
    callTitle: "Pè wá",
    callNote: "Pè wá ní àkókò iṣẹ́.",
    emailTitle: "Fi ímeèlì ránṣẹ́ sí wa",
    emailNote: "A máa ń dáhùn láàárín wákàtí 24.",
    hoursTitle: "Àkókò iṣẹ́",
    hoursNote: "Gbogbo àkókò wà ní aago Ìwọ̀-Oòrùn Áfíríkà (WAT).",
  },
  map: {
    openInMaps: "Ṣí i nínú Google Maps",
  },
  contactForm: {
    company: "Ilé-iṣẹ́ (kò pọndandan)",
    subject: "Kókó ọ̀rọ̀",
    message: "Iṣẹ́ tí o fẹ́ rán",
    messagePlaceholder: "Báwo ni a ṣe lè ràn ọ́ lọ́wọ́?",
    sending: "Ó ń lọ...",
    send: "Fi ránṣẹ́",
    subjects: {
      general: "Ìbéèrè gbogbogbò",
      consulting: "Iṣẹ́ ìmọ̀ràn",
      academy: "Ilé-ẹ̀kọ́ àti ìdánilẹ́kọ̀ọ́",
      partnerships: "Àjọṣepọ̀",
    },
    missingTitle: "Àwọn ìsọfúnni kan kù",
    missingDescription: "Jọ̀wọ́ kún gbogbo àyè tí ó pọndandan.",
    failedTitle: "Kò lọ",
    failedWithEmail:
      "A kò lè fi iṣẹ́ rẹ pamọ́. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i láìpẹ́, tàbí fi ímeèlì ránṣẹ́ sí wa ní {email}.",
    failed: "A kò lè fi iṣẹ́ rẹ pamọ́. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i láìpẹ́.",
    sentTitle: "Iṣẹ́ rẹ ti lọ! 📧",
    sentDescription: "A dúpẹ́ pé o kàn sí wa. A ó dá ọ lóhùn láìpẹ́.",
  },
  person: {
    fullName: "Orúkọ rẹ ní kíkún",
    email: "Àdírẹ́sì ímeèlì",
    phone: "Nọ́ńbà fóònù (kò pọndandan)",
  },
  honeypot: "Má kọ nǹkankan síbí",
  consultationPage: {
    eyebrow: "Ṣíṣètò ìpàdé ìmọ̀ràn",
    title: "Ṣètò ìpàdé ìmọ̀ràn pẹ̀lú àwọn amòye oko wa",
    lead: "Bóyá ò ń ṣètò àsìkò oko àkọ́kọ́ rẹ tàbí ò ń mú oko ńlá rẹ gbòòrò, gba ìmọ̀ràn tí ó bá ilẹ̀ rẹ, owó rẹ àti ọjà rẹ mu.",
    whyBook: "Ìdí tí o fi yẹ kí o ṣètò ìpàdé ìmọ̀ràn",
    benefits: {
      advice: {
        title: "Ìmọ̀ràn fún oko rẹ",
        text: "A máa ń wo ilẹ̀ rẹ, ohun ọ̀gbìn tàbí ẹran ọ̀sìn rẹ, owó rẹ àti ọjà rẹ kí a tó gbà ọ́ nímọ̀ràn.",
      },
      experts: {
        title: "Amòye tí ń ṣiṣẹ́ lóko",
        text: "Àwọn amòye ohun ọ̀gbìn, ẹran ọ̀sìn àti òwò iṣẹ́ àgbẹ̀ tí ń bá àwọn oko Nàìjíríà ṣiṣẹ́ ní gbogbo àsìkò.",
      },
      plan: {
        title: "Ètò iṣẹ́ tí a kọ sílẹ̀",
        text: "Lẹ́yìn ìpàdé ìmọ̀ràn kọ̀ọ̀kan, wàá ní àwọn ìgbésẹ̀ tó kàn, iye owó àti àkókò ní àkọsílẹ̀.",
      },
      support: {
        title: "Ìrànlọ́wọ́ lẹ́yìn ìpàdé",
        text: "Bí o bá ní ìbéèrè bí o ṣe ń lo ètò náà, bi wá lórí fóònù, WhatsApp tàbí ímeèlì.",
      },
    },
    requestTitle: "Béèrè fún ìpàdé ìmọ̀ràn rẹ",
    notSure: "O kò mọ ètò tí ó bá ọ mu?",
    compare: "Fi àwọn ìpele mẹ́ta wé ara wọn",
    expectTitle: "Ohun tí yóò ṣẹlẹ̀",
    step: "Ìgbésẹ̀ {number}.",
    steps: {
      submit: {
        title: "Fi ìbéèrè rẹ ránṣẹ́",
        text: "Sọ ètò rẹ, oko rẹ àti ọjọ́ àti àkókò tí o fẹ́ fún wa. Kò ju ìṣẹ́jú méjì lọ.",
      },
      review: {
        title: "Amòye yóò yẹ̀ ẹ́ wò",
        text: "Amòye kan yóò ka ìsọfúnni rẹ, yóò sì kàn sí ọ, nígbà púpọ̀ láàárín ọjọ́ iṣẹ́ kan, láti fìdí ọjọ́, àkókò àti ọ̀nà ìpàdé múlẹ̀.",
      },
      consultation: {
        title: "Ìpàdé ìmọ̀ràn",
        text: "Pàdé olùgbàmọ̀ràn rẹ lórí fóònù, ìpè fídíò tàbí ní oko rẹ, kí o sì lọ pẹ̀lú ètò iṣẹ́ tí a kọ sílẹ̀.",
      },
    },
    noPayment: "Kò sí ìsanwó kí o tó ṣètò",
    noPaymentText: "A ó jọ fìdí ìsọfúnni àti owó kankan múlẹ̀ kí ìpàdé ìmọ̀ràn rẹ tó wáyé.",
    browseCourses: "Ṣé o fẹ́ kọ́kọ́ kọ́ fúnra rẹ? Wo àwọn kọ́ọ̀sì wa",
  },
  consultationForm: {
    chatWithUs: "Bá wa sọ̀rọ̀ lórí WhatsApp",
    phoneHint: "Nọ́ńbà Nàìjíríà; a lè pè ọ́ tàbí kàn sí ọ lórí WhatsApp.",
    plan: "Ètò ìmọ̀ràn",
    choosePlan: "Yan ètò kan",
    farmSize: "Bí oko rẹ ṣe tóbi tó (kò pọndandan)",
    farmSizePlaceholder: "àpẹẹrẹ hẹ́kítà 2, adìyẹ 500",
    cropType: "Irú ohun ọ̀gbìn (kò pọndandan)",
    cropTypePlaceholder: "àpẹẹrẹ ẹ̀gẹ́, àgbàdo, ẹja àrọ̀",
    preferredDate: "Ọjọ́ tí o fẹ́ (kò pọndandan)",
    dateHint: "Òní tàbí ọjọ́ míì lẹ́yìn rẹ̀.",
    noticeHint: "Ó kéré tán wákàtí {hours} láti ìsinsìnyí, aago Èkó.",
    dateInWords: "O yan {date}.",
    nextFreeLegend: "Àwọn àkókò tó ṣí sílẹ̀ tó kàn",
    preferredTime: "Àkókò tí o fẹ́ (kò pọndandan)",
    noPreference: "Àkókò kankan",
    timeHint: "Aago Èkó (WAT).",
    message: "Iṣẹ́ tí o fẹ́ rán",
    messagePlaceholder: "Sọ fún wa nípa oko tàbí iṣẹ́ rẹ àti ohun tí o fẹ́ kí a ràn ọ́ lọ́wọ́ fún.",
    submitting: "Ó ń lọ...",
    submit: "Fi ìbéèrè ránṣẹ́",
    preferChat: "Ṣé o fẹ́ bá wa sọ̀rọ̀?",
    messageUs: "Fi iṣẹ́ ránṣẹ́ sí wa lórí WhatsApp",
    success: "Ìbéèrè ìpàdé ìmọ̀ràn rẹ ti dé ọ̀dọ̀ wa! A ó kàn sí ọ láìpẹ́.",
    /** A chosen hour booked meanwhile (the site has consultants): what is free instead. */
    updatesBy: "Fi ìròyìn ránṣẹ́ sí mi nípasẹ̀",
    whatsapp: "WhatsApp",
    sms: "SMS (ọ̀rọ̀ àtẹ̀jíṣẹ́)",
    email: "Ímeèlì",
    updatesHint:
      "Fún WhatsApp tàbí SMS, a ó kọ́kọ́ fi ìjápọ̀ ránṣẹ́ sí nọ́ńbà rẹ kí o jẹ́rìí rẹ̀. Dá STOP lóhùn lórí WhatsApp nígbàkúgbà láti dá a dúró.",
    showTimes: "Fi àwọn àkókò tó ṣí sílẹ̀ hàn",
    consultant: "Olùdámọ̀ràn (kò pọn dandan)",
    anyConsultant: "Olùdámọ̀ràn èyíkéyìí",
    consultantHint:
      "A ó fi olùdámọ̀ràn àkọ́kọ́ tí ó bá ní àyè ní àkókò tí o yàn sílẹ̀ fún ọ, àyàfi tí o bá yan ẹnìkan.",
    consultantGone: "Olùdámọ̀ràn yẹn kò gba ìpàdé mọ́. Jọ̀wọ́ yan ẹlòmíràn, tàbí olùdámọ̀ràn èyíkéyìí.",
    chooseTime: "Yan àkókò tó ṣí sílẹ̀",
    pickDateFirst: "Yan ọjọ́ kan, lẹ́yìn náà tẹ Fi àwọn àkókò tó ṣí sílẹ̀ hàn.",
    noTimesThatDay: "Kò sí àkókò tó ṣí sílẹ̀ ní ọjọ́ yẹn: jọ̀wọ́ yan ọjọ́ mìíràn.",
    freeTimesOn: "Àwọn àkókò tó ṣí sílẹ̀ ní {date}.",
    slotTaken:
      "Àkókò yẹn kò ṣí sílẹ̀ mọ́. Yan ọ̀kan nínú àwọn àkókò tó ṣí sílẹ̀ tó kàn nísàlẹ̀, tàbí ọjọ́ mìíràn.",
    noFreeSlots:
      "Kò sí àkókò tó ṣí sílẹ̀ ní ọ̀sẹ̀ díẹ̀ tó ń bọ̀. Jọ̀wọ́ yan ọjọ́ mìíràn, tàbí kọ̀wé sí wa lórí WhatsApp.",
    error:
      "Àṣìṣe wáyé nígbà tí a ń fi ìbéèrè rẹ ránṣẹ́. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i tàbí kàn sí wa lórí WhatsApp.",
  },
  plans: {
    Beginner: "Àkọ́bẹ̀rẹ̀",
    Intermediate: "Àárín",
    Advanced: "Gíga",
  },
  rateLimited: {
    title: "O ti fi ránṣẹ́ ní ọ̀pọ̀ ìgbà",
    description: {
      $plural: {
        one: "O ti fi fọ́ọ̀mù yìí ránṣẹ́ ní ọ̀pọ̀ ìgbà láàárín àkókò kúkúrú. Jọ̀wọ́ dúró fún ìṣẹ́jú {count}, kí o sì tún gbìyànjú. Ohun tí o kọ ṣì wà níbí.",
        other:
          "O ti fi fọ́ọ̀mù yìí ránṣẹ́ ní ọ̀pọ̀ ìgbà láàárín àkókò kúkúrú. Jọ̀wọ́ dúró fún ìṣẹ́jú {count}, kí o sì tún gbìyànjú. Ohun tí o kọ ṣì wà níbí.",
      },
    },
  },
  rateLimitedBudget: {
    title: "Ìbéèrè ti pọ̀ jù fún àwọn àlàyé yìí",
    description: {
      $plural: {
        one: "A ti lo àdírẹ́sì í-meèlì tàbí nọ́ńbà fóònù yìí fún ọ̀pọ̀ ìbéèrè lónìí. Jọ̀wọ́ tún gbìyànjú lẹ́yìn wákàtí {count}, tàbí kàn sí wa. Ohun tí o kọ ṣì wà níbí.",
        other:
          "A ti lo àdírẹ́sì í-meèlì tàbí nọ́ńbà fóònù yìí fún ọ̀pọ̀ ìbéèrè lónìí. Jọ̀wọ́ tún gbìyànjú lẹ́yìn wákàtí {count}, tàbí kàn sí wa. Ohun tí o kọ ṣì wà níbí.",
      },
    },
  },
  validation: {
    nameRequired: "Jọ̀wọ́ kọ orúkọ rẹ.",
    fullNameRequired: "Jọ̀wọ́ kọ orúkọ rẹ ní kíkún.",
    nameTooLong: "Jọ̀wọ́ jẹ́ kí orúkọ rẹ kéré sí lẹ́tà 100.",
    emailRequired: "Jọ̀wọ́ kọ àdírẹ́sì ímeèlì rẹ.",
    emailInvalid: "Jọ̀wọ́ kọ àdírẹ́sì ímeèlì tó tọ́.",
    phoneInvalid: "Jọ̀wọ́ kọ nọ́ńbà fóònù tó tọ́, àpẹẹrẹ 0803 123 4567 tàbí +234 803 123 4567.",
    nigerianPhoneInvalid:
      "Jọ̀wọ́ kọ nọ́ńbà fóònù Nàìjíríà tó tọ́, àpẹẹrẹ 0803 123 4567 tàbí +234 803 123 4567.",
    companyTooLong: "Jọ̀wọ́ jẹ́ kí orúkọ ilé-iṣẹ́ kéré sí lẹ́tà 120.",
    subjectInvalid: "Jọ̀wọ́ yan kókó ọ̀rọ̀ kan nínú àkójọ.",
    messageRequired: "Jọ̀wọ́ kọ iṣẹ́ tí o fẹ́ rán.",
    messageTooLong: "Jọ̀wọ́ jẹ́ kí iṣẹ́ rẹ kéré sí lẹ́tà 5,000.",
    planRequired: "Jọ̀wọ́ yan ètò ìmọ̀ràn kan.",
    farmSizeTooLong: "Jọ̀wọ́ jẹ́ kí ìtóbi oko kéré sí lẹ́tà 100.",
    cropTypeTooLong: "Jọ̀wọ́ jẹ́ kí irú ohun ọ̀gbìn kéré sí lẹ́tà 100.",
    dateInvalid: "Jọ̀wọ́ yan ọjọ́ tó tọ́.",
    datePast: "Jọ̀wọ́ yan òní tàbí ọjọ́ míì lẹ́yìn rẹ̀.",
    timeInvalid: "Jọ̀wọ́ yan ọ̀kan nínú àwọn àkókò tó wà nínú àkójọ.",
    consultantInvalid: "Jọ̀wọ́ yan ọ̀kan lára àwọn olùdámọ̀ràn tí a kọ sílẹ̀.",
    phoneForUpdates: "Ẹ jọ̀ọ́, tẹ nọ́ńbà fóònù rẹ láti gba ìròyìn lórí WhatsApp tàbí SMS.",
    channelInvalid: "Ẹ jọ̀ọ́, yan láàrin àwọn ọ̀nà tí a kọ sílẹ̀.",
  },
};

export default yo;
