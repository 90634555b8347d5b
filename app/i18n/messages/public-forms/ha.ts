import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  meta: {
    contactTitle: "Tuntuɓe mu",
    contactDescription:
      "Tuntuɓi ƙungiyarmu ta horarwa da shawarwari kan noma a Legas, Najeriya: kira, aika imel ko saƙo. Muna amsawa cikin awa 24.",
    consultationTitle: "Nemi ganawa",
    consultationDescription:
      "Nemi ganawa ta matakin Farko, na Tsakiya ko na Gaba da masana noma a Legas, Najeriya: faɗa mana game da gonarka, za mu tuntuɓe ka don tabbatar da rana.",
  },
  contactPage: {
    eyebrow: "Tuntuɓe mu",
    title: "Tuntuɓe mu",
    lead: "Kana da tambaya game da kwas, ganawa ko haɗin gwiwa? Aiko mana da saƙo, kira mu ko ka zo: ɗaya daga cikin ma’aikatanmu zai taimake ka.",
    respondWithin: "Muna amsawa cikin",
    hours: "awa 24",
    statesReached: "Jihohin da muka kai",
    contactInfo: "Bayanan tuntuɓa",
    formTitle: "Aiko mana da saƙo",
    formLead: "Muna amsawa cikin awa 24.",
    findUs: "Inda za ka same mu",
    fallbackAddress: "Legas, Najeriya",
    chatTitle: "Ka fi son hira?",
    chatLead: "Aiko mana da saƙon WhatsApp a lokacin aiki, ko ka nemi shawarar masani don gonarka.",
    chatOnWhatsApp: "Yi hira ta WhatsApp",
    bookConsultation: "Nemi ganawa",
    followUs: "Bi mu",
    followLead: "Shawarwarin noma, ranakun horarwa da labarai daga al’ummarmu.",
  },
  contactCards: {
    visitTitle: "Ziyarce mu",
    visitNote: "Ofishinmu yana Legas, muna hidima ga manoma a duk faɗin Najeriya.",
    callTitle: "Kira mu",
    callNote: "Kira mu a lokacin aiki.",
    emailTitle: "Aiko mana da imel",
    emailNote: "Muna amsawa cikin awa 24.",
    hoursTitle: "Lokutan aiki",
    hoursNote: "Duk lokuta agogon Yammacin Afirka ne (WAT).",
  },
  map: {
    openInMaps: "Buɗe a Google Maps",
  },
  contactForm: {
    company: "Kamfani (ba dole ba)",
    subject: "Batu",
    message: "Saƙo",
    messagePlaceholder: "Yaya za mu taimake ka?",
    sending: "Ana aikawa...",
    send: "Aika saƙo",
    subjects: {
      general: "Tambaya ta gaba ɗaya",
      consulting: "Ayyukan shawarwari",
      academy: "Makaranta da horarwa",
      partnerships: "Haɗin gwiwa",
    },
    missingTitle: "Akwai bayanan da suka rage",
    missingDescription: "Don Allah ka cike duk wuraren da ake bukata.",
    failedTitle: "Ba a aika ba",
    failedWithEmail:
      "Ba mu iya ajiye saƙonka ba. Don Allah ka sake gwadawa nan da ɗan lokaci, ko ka aiko mana da imel a {email}.",
    failed: "Ba mu iya ajiye saƙonka ba. Don Allah ka sake gwadawa nan da ɗan lokaci.",
    sentTitle: "An aika saƙon! 📧",
    sentDescription: "Mun gode da ka tuntuɓe mu. Za mu amsa maka ba da daɗewa ba.",
  },
  person: {
    fullName: "Cikakken suna",
    email: "Adireshin imel",
    phone: "Lambar waya (ba dole ba)",
  },
  honeypot: "Kada ka rubuta komai a nan",
  consultationPage: {
    eyebrow: "Neman ganawa",
    title: "Nemi ganawa da masananmu na noma",
    lead: "Ko kana shirin kakar noma ta farko ko kana faɗaɗa babbar gona, sami shawarar da ta dace da ƙasarka, kuɗinka da kasuwarka.",
    whyBook: "Me ya sa za ka nemi ganawa",
    benefits: {
      advice: {
        title: "Shawara don gonarka",
        text: "Muna duba ƙasarka, amfanin gona ko dabbobinka, kuɗinka da kasuwarka kafin mu ba da shawara.",
      },
      experts: {
        title: "Masana masu aiki a gona",
        text: "Masana amfanin gona, dabbobi da kasuwancin noma da ke aiki da gonakin Najeriya kowace kaka.",
      },
      plan: {
        title: "Rubutaccen shirin aiki",
        text: "Bayan kowace ganawa za ka tafi da matakai na gaba, kuɗi da lokuta a rubuce.",
      },
      support: {
        title: "Taimako bayan ganawa",
        text: "Idan kana da tambayoyi yayin da kake aiwatar da shirin, tambaye mu ta waya, WhatsApp ko imel.",
      },
    },
    requestTitle: "Nemi ganawarka",
    notSure: "Ba ka san wane shiri ya dace ba?",
    compare: "Kwatanta matakai uku",
    expectTitle: "Abin da zai faru",
    step: "Mataki na {number}.",
    steps: {
      submit: {
        title: "Aika buƙatarka",
        text: "Faɗa mana shirinka, gonarka da ranar da lokacin da kake so. Yana ɗaukar kusan minti biyu.",
      },
      review: {
        title: "Masani zai duba",
        text: "Wani masani zai duba bayananka ya tuntuɓe ka, yawanci cikin kwanan aiki ɗaya, don tabbatar da rana, lokaci da yadda za a yi ganawar.",
      },
      consultation: {
        title: "Ganawa",
        text: "Ka gana da mai ba ka shawara ta waya, kiran bidiyo ko a gonarka, ka tafi da rubutaccen shirin aiki.",
      },
    },
    noPayment: "Ba sai ka biya kafin ka nemi ganawa ba",
    noPaymentText: "Za mu tabbatar da bayanai da kowane kuɗi tare da kai kafin ganawarka.",
    browseCourses: "Kana so ka fara koyo da kanka? Duba kwasa-kwasanmu",
  },
  consultationForm: {
    chatWithUs: "Yi hira da mu ta WhatsApp",
    phoneHint: "Lambar Najeriya; za mu iya kiranka ko mu aiko maka ta WhatsApp.",
    plan: "Shirin ganawa",
    choosePlan: "Zaɓi shiri",
    farmSize: "Girman gona (ba dole ba)",
    farmSizePlaceholder: "misali hekta 2, kaji 500",
    cropType: "Irin amfanin gona (ba dole ba)",
    cropTypePlaceholder: "misali rogo, masara, kifin katfish",
    preferredDate: "Ranar da kake so (ba dole ba)",
    dateHint: "Yau ko wata rana bayan yau.",
    noticeHint: "Aƙalla awa {hours} daga yanzu, agogon Legas.",
    dateInWords: "Ka zaɓi {date}.",
    nextFreeLegend: "Lokutan da ke samuwa na gaba",
    preferredTime: "Lokacin da kake so (ba dole ba)",
    noPreference: "Kowane lokaci",
    timeHint: "Agogon Legas (WAT).",
    message: "Saƙo",
    messagePlaceholder:
      "Faɗa mana game da gonarka ko aikinka da abin da kake so mu taimaka da shi.",
    submitting: "Ana aikawa...",
    submit: "Aika buƙata",
    preferChat: "Ka fi son hira?",
    messageUs: "Aiko mana da saƙo ta WhatsApp",
    success: "An aika buƙatar ganawarka! Za mu tuntuɓe ka ba da daɗewa ba.",
    /** A chosen hour booked meanwhile (the site has consultants): what is free instead. */
    updatesBy: "Aiko mini labarai ta",
    whatsapp: "WhatsApp",
    sms: "SMS (saƙon tes)",
    email: "Imel",
    updatesHint:
      "Don WhatsApp ko SMS, da farko za mu aika mahaɗi zuwa lambarka don ka tabbatar da ita. Amsa STOP a WhatsApp a kowane lokaci don dakatarwa.",
    showTimes: "Nuna lokutan da ke samuwa",
    consultant: "Mai ba da shawara (ba dole ba)",
    anyConsultant: "Kowane mai ba da shawara",
    consultantHint:
      "Za mu sanya maka mai ba da shawara na farko da ke da lokaci a lokacin da ka zaɓa, sai dai idan ka zaɓi wani.",
    consultantGone:
      "Wannan mai ba da shawara ba ya karɓar alƙawura yanzu. Don Allah zaɓi wani, ko kowane mai ba da shawara.",
    chooseTime: "Zaɓi lokacin da ke samuwa",
    pickDateFirst: "Zaɓi rana, sannan ka danna Nuna lokutan da ke samuwa.",
    noTimesThatDay: "Babu lokacin da ke samuwa a wannan rana: da fatan za a zaɓi wata rana.",
    freeTimesOn: "Lokutan da ke samuwa a {date}.",
    slotTaken:
      "Wannan lokacin ba ya samuwa yanzu. Zaɓi ɗaya daga cikin lokutan da ke samuwa na gaba a ƙasa, ko wata rana.",
    noFreeSlots:
      "Babu lokacin da ke samuwa a makonni masu zuwa. Da fatan za a zaɓi wata rana, ko a aiko mana saƙo ta WhatsApp.",
    error:
      "An sami matsala wajen aika buƙatar. Don Allah ka sake gwadawa ko ka tuntuɓe mu ta WhatsApp.",
  },
  plans: {
    Beginner: "Na farko",
    Intermediate: "Na tsakiya",
    Advanced: "Na gaba",
  },
  rateLimited: {
    title: "An aika sau da yawa",
    description: {
      $plural: {
        one: "Ka aika wannan fom sau da yawa cikin ɗan lokaci. Don Allah ka jira minti {count} sannan ka sake gwadawa. Abin da ka rubuta yana nan.",
        other:
          "Ka aika wannan fom sau da yawa cikin ɗan lokaci. Don Allah ka jira minti {count} sannan ka sake gwadawa. Abin da ka rubuta yana nan.",
      },
    },
  },
  rateLimitedBudget: {
    title: "Buƙatu da yawa da waɗannan bayanan",
    description: {
      $plural: {
        one: "An riga an yi amfani da wannan adireshin imel ko lambar waya don buƙatu da yawa yau. Don Allah ka sake gwadawa bayan awa {count}, ko ka tuntuɓe mu. Abin da ka rubuta yana nan.",
        other:
          "An riga an yi amfani da wannan adireshin imel ko lambar waya don buƙatu da yawa yau. Don Allah ka sake gwadawa bayan awa {count}, ko ka tuntuɓe mu. Abin da ka rubuta yana nan.",
      },
    },
  },
  validation: {
    nameRequired: "Don Allah ka rubuta sunanka.",
    fullNameRequired: "Don Allah ka rubuta cikakken sunanka.",
    nameTooLong: "Don Allah kada sunanka ya wuce haruffa 100.",
    emailRequired: "Don Allah ka rubuta adireshin imel ɗinka.",
    emailInvalid: "Don Allah ka rubuta adireshin imel mai inganci.",
    phoneInvalid:
      "Don Allah ka rubuta lambar waya mai inganci, misali 0803 123 4567 ko +234 803 123 4567.",
    nigerianPhoneInvalid:
      "Don Allah ka rubuta lambar wayar Najeriya mai inganci, misali 0803 123 4567 ko +234 803 123 4567.",
    companyTooLong: "Don Allah kada sunan kamfani ya wuce haruffa 120.",
    subjectInvalid: "Don Allah ka zaɓi batu daga jerin.",
    messageRequired: "Don Allah ka rubuta saƙo.",
    messageTooLong: "Don Allah kada saƙonka ya wuce haruffa 5,000.",
    planRequired: "Don Allah ka zaɓi shirin ganawa.",
    farmSizeTooLong: "Don Allah kada girman gona ya wuce haruffa 100.",
    cropTypeTooLong: "Don Allah kada irin amfanin gona ya wuce haruffa 100.",
    dateInvalid: "Don Allah ka zaɓi rana mai inganci.",
    datePast: "Don Allah ka zaɓi yau ko wata rana bayan yau.",
    timeInvalid: "Don Allah ka zaɓi ɗaya daga cikin lokutan da ke cikin jerin.",
    consultantInvalid: "Don Allah zaɓi ɗaya daga cikin masu ba da shawara da aka jera.",
    phoneForUpdates: "Don Allah shigar da lambar wayarka don karɓar labarai ta WhatsApp ko SMS.",
    channelInvalid: "Don Allah zaɓi daga hanyoyin da aka jera.",
  },
};

export default ha;
