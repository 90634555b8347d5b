import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  meta: {
    contactTitle: "Kpọtụrụ anyị",
    contactDescription:
      "Kpọtụrụ otu ọzụzụ na ndụmọdụ ọrụ ugbo anyị dị na Legọs, Naịjirịa: kpọọ anyị, ziga email ma ọ bụ ozi. Anyị na-aza n’ime awa 24.",
    consultationTitle: "Hazie oge ndụmọdụ",
    consultationDescription:
      "Hazie ndụmọdụ ọkwa Mbido, Etiti ma ọ bụ Elu na ndị ọkachamara ọrụ ugbo na Legọs, Naịjirịa: gwa anyị maka ugbo gị, anyị ga-akpọtụrụ gị iji kwado ụbọchị.",
  },
  contactPage: {
    eyebrow: "Kpọtụrụ anyị",
    title: "Kpọtụrụ anyị",
    lead: "Ị nwere ajụjụ gbasara kọọsụ, ndụmọdụ ma ọ bụ mmekọrịta? Ziga anyị ozi, kpọọ anyị ma ọ bụ bịa hụ anyị: otu onye n’ime ndị ọrụ anyị ga-enyere gị aka.",
    respondWithin: "Anyị na-aza n’ime",
    hours: "awa 24",
    statesReached: "Steeti anyị ruru",
    contactInfo: "Otu esi kpọtụrụ anyị",
    formTitle: "Ziga anyị ozi",
    formLead: "Anyị na-aza n’ime awa 24.",
    findUs: "Ebe ị ga-ahụ anyị",
    fallbackAddress: "Legọs, Naịjirịa",
    chatTitle: "Ị ga-achọ ịkparịta ụka?",
    chatLead: "Ziga anyị ozi WhatsApp n’oge ọrụ, ma ọ bụ hazie ndụmọdụ ọkachamara maka ugbo gị.",
    chatOnWhatsApp: "Kparịta ụka na WhatsApp",
    bookConsultation: "Hazie oge ndụmọdụ",
    followUs: "Soro anyị",
    followLead: "Ndụmọdụ ọrụ ugbo, ụbọchị ọzụzụ na akụkọ sitere n’obodo anyị.",
  },
  contactCards: {
    visitTitle: "Bịa leta anyị",
    visitNote: "Ụlọ ọrụ anyị dị na Legọs, anyị na-ejere ndị ọrụ ugbo ozi na Naịjirịa niile.",
    callTitle: "Kpọọ anyị",
    callNote: "Kpọọ anyị n’oge ọrụ.",
    emailTitle: "Zitere anyị email",
    emailNote: "Anyị na-aza n’ime awa 24.",
    hoursTitle: "Oge ọrụ",
    hoursNote: "Oge niile bụ oge West Africa (WAT).",
  },
  map: {
    openInMaps: "Mepee ya na Google Maps",
  },
  contactForm: {
    company: "Ụlọ ọrụ (ọ bụghị iwu)",
    subject: "Isiokwu",
    message: "Ozi",
    messagePlaceholder: "Kedu ka anyị ga-esi nyere gị aka?",
    sending: "Ọ na-aga...",
    send: "Ziga ozi",
    subjects: {
      general: "Ajụjụ izugbe",
      consulting: "Ọrụ ndụmọdụ",
      academy: "Ụlọ akwụkwọ na ọzụzụ",
      partnerships: "Mmekọrịta",
    },
    missingTitle: "Ụfọdụ ozi adịghị",
    missingDescription: "Biko dejupụta oghere niile achọrọ.",
    failedTitle: "O zigaghị",
    failedWithEmail:
      "Anyị enweghị ike ịchekwa ozi gị. Biko nwaa ọzọ n’oge na-adịghị anya, ma ọ bụ zitere anyị email na {email}.",
    failed: "Anyị enweghị ike ịchekwa ozi gị. Biko nwaa ọzọ n’oge na-adịghị anya.",
    sentTitle: "Ozi agaala! 📧",
    sentDescription: "Daalụ maka ịkpọtụrụ anyị. Anyị ga-aza gị n’oge na-adịghị anya.",
  },
  person: {
    fullName: "Aha gị zuru ezu",
    email: "Adreesị email",
    phone: "Nọmba ekwentị (ọ bụghị iwu)",
  },
  honeypot: "Edela ihe ọ bụla ebe a",
  consultationPage: {
    eyebrow: "Ịhazi ndụmọdụ",
    title: "Hazie ndụmọdụ na ndị ọkachamara ugbo anyị",
    lead: "Ma ị na-akwado oge ugbo mbụ gị ma ọ bụ ị na-eme ka nnukwu ugbo gị too, nweta ndụmọdụ dabara n’ala gị, ego gị na ahịa gị.",
    whyBook: "Ihe mere ị ga-eji hazie ndụmọdụ",
    benefits: {
      advice: {
        title: "Ndụmọdụ maka ugbo gị",
        text: "Anyị na-elele ala gị, ihe ọkụkụ ma ọ bụ anụmanụ gị, ego gị na ahịa gị tupu anyị atụọ aro ọ bụla.",
      },
      experts: {
        title: "Ndị ọkachamara na-arụ ọrụ n’ubi",
        text: "Ndị ọkachamara n’ihe ọkụkụ, anụ ụlọ na azụmahịa ọrụ ugbo na-arụ ọrụ na ugbo Naịjirịa kwa oge.",
      },
      plan: {
        title: "Atụmatụ ọrụ e dere ede",
        text: "Mgbe ndụmọdụ ọ bụla gasịrị, ị ga-enweta usoro ọzọ doro anya, ego na oge, e dere ha ede.",
      },
      support: {
        title: "Enyemaka mgbe ndụmọdụ gasịrị",
        text: "Ọ bụrụ na ị nwere ajụjụ ka ị na-eme atụmatụ ahụ, jụọ anyị na ekwentị, WhatsApp ma ọ bụ email.",
      },
    },
    requestTitle: "Rịọ maka ndụmọdụ gị",
    notSure: "Ị maghị atụmatụ dabara gị?",
    compare: "Tụnyere ọkwa atọ ahụ",
    expectTitle: "Ihe ga-eme",
    step: "Nzọụkwụ {number}.",
    steps: {
      submit: {
        title: "Ziga arịrịọ gị",
        text: "Gwa anyị atụmatụ gị, ugbo gị na ụbọchị na oge ị chọrọ. Ọ naghị eri karịa nkeji abụọ.",
      },
      review: {
        title: "Ọkachamara ga-enyocha ya",
        text: "Otu ọkachamara ga-agụ ozi gị ma kpọtụrụ gị, ọtụtụ mgbe n’ime otu ụbọchị ọrụ, iji kwado ụbọchị, oge na ụzọ e si ezute.",
      },
      consultation: {
        title: "Ndụmọdụ",
        text: "Zute onye ndụmọdụ gị na ekwentị, oku vidiyo ma ọ bụ n’ugbo gị, ma laa na atụmatụ ọrụ e dere ede.",
      },
    },
    noPayment: "Ọ dịghị ịkwụ ụgwọ tupu ị hazie",
    noPaymentText: "Anyị ga-eso gị kwado ozi na ego ọ bụla tupu ndụmọdụ gị.",
    browseCourses: "Ị chọrọ ibu ụzọ mụta n’onwe gị? Lelee kọọsụ anyị",
  },
  consultationForm: {
    chatWithUs: "Soro anyị kparịta ụka na WhatsApp",
    phoneHint: "Nọmba Naịjirịa; anyị nwere ike ịkpọ gị ma ọ bụ zitere gị WhatsApp.",
    plan: "Atụmatụ ndụmọdụ",
    choosePlan: "Họrọ atụmatụ",
    farmSize: "Otu ugbo gị ha (ọ bụghị iwu)",
    farmSizePlaceholder: "dịka hekta 2, ọkụkọ 500",
    cropType: "Ụdị ihe ọkụkụ (ọ bụghị iwu)",
    cropTypePlaceholder: "dịka akpụ, ọka, azụ catfish",
    preferredDate: "Ụbọchị ị chọrọ (ọ bụghị iwu)",
    dateHint: "Taa ma ọ bụ ụbọchị ọzọ ka e mesịa.",
    noticeHint: "Opekata mpe awa {hours} site ugbu a, oge Legọs.",
    dateInWords: "I họrọla {date}.",
    nextFreeLegend: "Oge ndị ọzọ nọ efu",
    preferredTime: "Oge ị chọrọ (ọ bụghị iwu)",
    noPreference: "Oge ọ bụla",
    timeHint: "Oge Legọs (WAT).",
    message: "Ozi",
    messagePlaceholder:
      "Gwa anyị maka ugbo ma ọ bụ ọrụ gị na ihe ị chọrọ ka anyị nyere gị aka na ya.",
    submitting: "Ọ na-aga...",
    submit: "Ziga arịrịọ",
    preferChat: "Ị ga-achọ ịkparịta ụka?",
    messageUs: "Ziga anyị ozi na WhatsApp",
    success: "Arịrịọ ndụmọdụ gị eruola anyị aka! Anyị ga-akpọtụrụ gị n’oge na-adịghị anya.",
    /** A chosen hour booked meanwhile (the site has consultants): what is free instead. */
    updatesBy: "Zitere m ozi site na",
    whatsapp: "WhatsApp",
    sms: "SMS (ozi ederede)",
    email: "Email",
    updatesHint:
      "Maka WhatsApp ma ọ bụ SMS, anyị ga-ebu ụzọ zipu njikọ na nọmba gị ka ị kwado ya. Zaa STOP na WhatsApp mgbe ọ bụla iji kwụsị ya.",
    showTimes: "Gosi oge nọ efu",
    consultant: "Onye ndụmọdụ (ọ bụghị iwu)",
    anyConsultant: "Onye ndụmọdụ ọ bụla",
    consultantHint:
      "Anyị ga-edobere gị onye ndụmọdụ mbụ nwere ohere n’oge ị họọrọ, belụsọ ma ị họrọ otu onye.",
    consultantGone:
      "Onye ndụmọdụ ahụ anaghịzi anabata ndokwa. Biko họrọ onye ọzọ, ma ọ bụ onye ndụmọdụ ọ bụla.",
    chooseTime: "Họrọ oge nọ efu",
    pickDateFirst: "Họrọ ụbọchị, wee pịa Gosi oge nọ efu.",
    noTimesThatDay: "Enweghị oge nọ efu n'ụbọchị ahụ: biko họrọ ụbọchị ọzọ.",
    freeTimesOn: "Oge nọ efu na {date}.",
    slotTaken:
      "Oge ahụ anọghịzi efu. Họrọ otu n’ime oge ndị ọzọ nọ efu n’okpuru, ma ọ bụ ụbọchị ọzọ.",
    noFreeSlots:
      "Enweghị oge nọ efu n'izu ndị na-abịa. Biko họrọ ụbọchị ọzọ, ma ọ bụ zitere anyị ozi na WhatsApp.",
    error: "Nsogbu mere mgbe a na-ezipu arịrịọ gị. Biko nwaa ọzọ ma ọ bụ kpọtụrụ anyị na WhatsApp.",
  },
  plans: {
    Beginner: "Mbido",
    Intermediate: "Etiti",
    Advanced: "Elu",
  },
  rateLimited: {
    title: "Ị ziganyela ya ọtụtụ ugboro",
    description: {
      $plural: {
        one: "Ị ziganyela fọm a ọtụtụ ugboro n’obere oge. Biko chere nkeji {count}, wee nwaa ọzọ. Ihe ị dere ka dị ebe a.",
        other:
          "Ị ziganyela fọm a ọtụtụ ugboro n’obere oge. Biko chere nkeji {count}, wee nwaa ọzọ. Ihe ị dere ka dị ebe a.",
      },
    },
  },
  rateLimitedBudget: {
    title: "Arịrịọ dị ukwuu maka nkọwa ndị a",
    description: {
      $plural: {
        one: "Ejirila adreesị email a ma ọ bụ nọmba ekwentị a mee ọtụtụ arịrịọ taa. Biko nwaa ọzọ mgbe awa {count} gachara, ma ọ bụ kpọtụrụ anyị. Ihe ị dere ka dị ebe a.",
        other:
          "Ejirila adreesị email a ma ọ bụ nọmba ekwentị a mee ọtụtụ arịrịọ taa. Biko nwaa ọzọ mgbe awa {count} gachara, ma ọ bụ kpọtụrụ anyị. Ihe ị dere ka dị ebe a.",
      },
    },
  },
  validation: {
    nameRequired: "Biko dee aha gị.",
    fullNameRequired: "Biko dee aha gị zuru ezu.",
    nameTooLong: "Biko mee ka aha gị ghara ịkarị mkpụrụedemede 100.",
    emailRequired: "Biko dee adreesị email gị.",
    emailInvalid: "Biko dee adreesị email ziri ezi.",
    phoneInvalid: "Biko dee nọmba ekwentị ziri ezi, dịka 0803 123 4567 ma ọ bụ +234 803 123 4567.",
    nigerianPhoneInvalid:
      "Biko dee nọmba ekwentị Naịjirịa ziri ezi, dịka 0803 123 4567 ma ọ bụ +234 803 123 4567.",
    companyTooLong: "Biko mee ka aha ụlọ ọrụ ghara ịkarị mkpụrụedemede 120.",
    subjectInvalid: "Biko họrọ isiokwu site na ndepụta.",
    messageRequired: "Biko dee ozi.",
    messageTooLong: "Biko mee ka ozi gị ghara ịkarị mkpụrụedemede 5,000.",
    planRequired: "Biko họrọ atụmatụ ndụmọdụ.",
    farmSizeTooLong: "Biko mee ka nha ugbo ghara ịkarị mkpụrụedemede 100.",
    cropTypeTooLong: "Biko mee ka ụdị ihe ọkụkụ ghara ịkarị mkpụrụedemede 100.",
    dateInvalid: "Biko họrọ ụbọchị ziri ezi.",
    datePast: "Biko họrọ taa ma ọ bụ ụbọchị ọzọ ka e mesịa.",
    timeInvalid: "Biko họrọ otu n’ime oge ndị dị na ndepụta.",
    consultantInvalid: "Biko họrọ otu n’ime ndị ndụmọdụ e depụtara.",
    phoneForUpdates: "Biko tinye nọmba ekwentị gị iji nata ozi na WhatsApp ma ọ bụ SMS.",
    channelInvalid: "Biko họrọ n’ime ụzọ e depụtara.",
  },
};

export default ig;
