import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  layout: {
    buttonFallback: "Tí bọ́tìnnì náà kò bá ṣiṣẹ́, da ìjápọ̀ yìí kọ sínú ẹ̀rọ ìṣàwárí rẹ:",
    hello: "Ẹ n lẹ́ o {name},",
    helloAnonymous: "Ẹ n lẹ́ o,",
  },
  verification: {
    subject: "Jẹ́rìí sí ímeèlì rẹ fún {siteName}",
    welcome: "Ẹ káàbọ̀ sí {siteName}. Jọ̀wọ́ jẹ́rìí sí àdírẹ́sì ímeèlì rẹ kí àkọọ́lẹ̀ rẹ lè bẹ̀rẹ̀ iṣẹ́.",
    action: "Jẹ́rìí sí ímeèlì mi",
    footer:
      "Ìjápọ̀ náà yóò parí lẹ́yìn wákàtí 24. Tí kì í bá ṣe ìwọ ló forúkọ sílẹ̀, o lè fojú fo iṣẹ́ yìí.",
  },
  passwordReset: {
    subject: "Yí ọ̀rọ̀ aṣínà {siteName} rẹ padà",
    request: "A gba ìbéèrè láti yí ọ̀rọ̀ aṣínà àkọọ́lẹ̀ rẹ padà.",
    action: "Yan ọ̀rọ̀ aṣínà tuntun",
    footer:
      "Ìjápọ̀ náà yóò parí lẹ́yìn wákàtí 1. Tí kì í bá ṣe ìwọ ló béèrè ọ̀rọ̀ aṣínà tuntun, fojú fo iṣẹ́ yìí: ọ̀rọ̀ aṣínà rẹ kò ní yí padà.",
  },
  existingAccount: {
    subject: "O ti ní àkọọ́lẹ̀ {siteName} tẹ́lẹ̀",
    tried:
      "Ẹnìkan (a nírètí pé ìwọ ni) gbìyànjú láti ṣí àkọọ́lẹ̀ tuntun pẹ̀lú àdírẹ́sì ímeèlì yìí, ṣùgbọ́n o ti ní ọ̀kan tẹ́lẹ̀.",
    signIn: "O lè wọlé pẹ̀lú ọ̀rọ̀ aṣínà rẹ, tàbí kí o yí i padà tí o bá ti gbàgbé rẹ̀.",
    action: "Wọlé",
    forgotten: "O ti gbàgbé ọ̀rọ̀ aṣínà rẹ? Yí i padà níbí:",
    footer: "Tí kì í bá ṣe ìwọ, kò sí ohun tí o nílò láti ṣe.",
  },
  certificate: {
    subject: "Ìwé-ẹ̀rí rẹ fún {course} – {siteName}",
    greeting: "Ẹ kú oríire {name},",
    completed: "O ti parí {course} pẹ̀lú {instructor}, a sì ti fún ọ ní ìwé-ẹ̀rí rẹ.",
    code: "Kóòdù ìjẹ́rìí rẹ̀ ni {code}. Ẹnikẹ́ni lè ṣàyẹ̀wò rẹ̀ ní àdírẹ́sì yìí:",
    action: "Ṣe ìgbàsílẹ̀ ìwé-ẹ̀rí rẹ",
    footer: "Máa kẹ́kọ̀ọ́ lọ: a ń fi kọ́ọ̀sì tuntun kún ilé-ẹ̀kọ́ náà lóṣooṣù.",
  },
  quizPassed: {
    subject: "O ti yege nínú {quiz} – {siteName}",
    greeting: "O ṣeun gan-an {name},",
    passed: "O ti yege nínú {quiz} pẹ̀lú {score}%.",
    action: "Tẹ̀síwájú nínú kọ́ọ̀sì rẹ",
    footer: "Máa bá a lọ: gbogbo ẹ̀kọ́ ń mú ọ sún mọ́ ìwé-ẹ̀rí rẹ.",
  },
  consultation: {
    noPreference: "Èyíkéyìí dára",
    subject: "A ti gba ìbéèrè ìmọ̀ràn rẹ – {siteName}",
    thanks: "A dúpẹ́ pé o béèrè fún ìmọ̀ràn {plan} pẹ̀lú {siteName}. Ìbéèrè rẹ ti dé ọ̀dọ̀ ẹgbẹ́ wa.",
    next: "Ohun tí yóò ṣẹlẹ̀ tókàn: ọ̀kan lára àwọn amọ̀ràn iṣẹ́ àgbẹ̀ wa yóò wo àlàyé rẹ, yóò sì kàn sí ọ, nígbà púpọ̀ láàárín ọjọ́ iṣẹ́ kan, láti fìdí ọjọ́, àkókò àti bí a ó ṣe pàdé múlẹ̀ (ìpè, ìpè fídíò tàbí àbẹ̀wò sí oko).",
    request: "Ìbéèrè rẹ – Ètò: {plan}. Ọjọ́ tí o fẹ́: {date}. Àkókò tí o fẹ́: {time}.",
    action: "Wo àwọn kọ́ọ̀sì wa nígbà tí o bá ń dúró",
    footer:
      "Ṣé o fẹ́ yí nǹkan padà? Fèsì sí {email} tàbí pe {phone}. Tí kì í bá ṣe ìwọ ló fi ìbéèrè yìí ránṣẹ́, o lè fojú fo iṣẹ́ yìí.",
  },
  bookingLinks: {
    confirmPhoneSms:
      "Jẹ́rìí pé nọ́ńbà yìí lè gba ìròyìn nípa ìpàdé ìmọ̀ràn rẹ lórí WhatsApp tàbí SMS:",
    reschedule: "Yan àkókò mìíràn",
    cancel: "Fagilé ìpàdé yìí",
    note: "Ṣé o nílò àkókò mìíràn, tàbí o kò lè wá? Àwọn ìjápọ̀ ìsàlẹ̀ yìí yóò ṣiṣẹ́ títí ìpàdé náà yóò fi bẹ̀rẹ̀; àyípadà kọ̀ọ̀kan yóò fi àwọn tuntun ránṣẹ́ sí ọ.",
  },
  consultationStatus: {
    slot: "{date} ní agogo {time} (àkókò Èkó)",
    slotNoTime: "{date} (a ó jọ fẹnu kò lórí àkókò)",
    dashboard: "Ṣí pánẹ́ẹ̀lì rẹ",
    footer: "Ṣé o ní ìbéèrè? Fèsì sí {email} tàbí pe {phone}.",
    inviteSummary: "Ìmọ̀ràn {plan} – {siteName}",
    inviteDescription:
      "Ìmọ̀ràn {plan} rẹ pẹ̀lú {siteName}. Amọ̀ràn wa yóò kàn sí ọ ṣáájú ìpàdé náà. Ìbéèrè: {email}, {phone}.",
    confirmed: {
      subject: "A ti fìdí ìmọ̀ràn rẹ múlẹ̀ – {siteName}",
      good: "Ìròyìn ayọ̀: a ti fìdí ìmọ̀ràn {plan} rẹ múlẹ̀.",
      goodOn: "Ìròyìn ayọ̀: a ti fìdí ìmọ̀ràn {plan} rẹ ní {slot} múlẹ̀.",
      contact:
        "Amọ̀ràn wa yóò kàn sí ọ ṣáájú ìpàdé náà láti jọ fẹnu kò lórí bí ẹ ó ṣe pàdé (ìpè, ìpè fídíò tàbí àbẹ̀wò sí oko).",
      invite:
        "Ìpè kàlẹ́ńdà tí a so mọ́ ọn (consultation.ics) yóò fi ìpàdé náà kún kàlẹ́ńdà fóònù tàbí kọ̀ǹpútà rẹ.",
      noInvite: "A ó jọ fẹnu kò lórí ọjọ́ nígbà tí a bá pè ọ́.",
    },
    completed: {
      subject: "A dúpẹ́ fún ìmọ̀ràn rẹ – {siteName}",
      done: "Ìmọ̀ràn {plan} rẹ ti parí. A dúpẹ́ pé o yan {siteName}.",
      more: "Nígbàkígbà tí o bá nílò ìmọ̀ràn sí i, o lè béèrè fún ìmọ̀ràn mìíràn.",
      action: "Béèrè fún ìmọ̀ràn mìíràn",
    },
    cancelled: {
      subject: "A ti fagilé ìbéèrè ìmọ̀ràn rẹ – {siteName}",
      cancelled: "A ti fagilé ìbéèrè ìmọ̀ràn {plan} rẹ.",
      cancelledFor: "A ti fagilé ìbéèrè ìmọ̀ràn {plan} rẹ fún {slot}.",
      again: "Tí o bá ṣì nílò ìmọ̀ràn, kàn sí wa tàbí kí o tún béèrè ní àkókò tí ó bá ọ mu.",
      action: "Tún béèrè",
    },
    cancelledInvite: "Àtúnṣe kàlẹ́ńdà tí a so mọ́ ọn yóò yọ ìpàdé náà kúrò nínú kàlẹ́ńdà rẹ.",
    moved: {
      subject: "A ti yí àkókò ìmọ̀ràn rẹ padà – {siteName}",
      movedTo: "Ìmọ̀ràn {plan} rẹ ti wà ní {slot} báyìí. Àkókò àtijọ́ ti ṣí sílẹ̀ padà.",
      invite: "Ìpè kàlẹ́ńdà tí a so mọ́ ọn yóò yí àkókò ìpàdé náà padà nínú kàlẹ́ńdà rẹ.",
    },
    reminder: {
      subject: "Ìrántí: ìmọ̀ràn rẹ ní {slot} – {siteName}",
      dayBefore: "Ìrántí: ìmọ̀ràn {plan} rẹ jẹ́ ọ̀la, {slot}.",
      hourBefore: "Ìrántí: ìmọ̀ràn {plan} rẹ yóò bẹ̀rẹ̀ ní nǹkan bí wákàtí kan sí ìsinsìnyí, {slot}.",
      prepare: "Múra àwọn ìbéèrè rẹ sílẹ̀, pẹ̀lú fọ́tò oko rẹ àti àkọsílẹ̀ èyíkéyìí tí yóò ṣèrànwọ́.",
    },
    other: {
      subject: "Ìbéèrè ìmọ̀ràn rẹ – {siteName}",
      status: "Ìbéèrè ìmọ̀ràn {plan} rẹ ti di: {status}.",
    },
    statuses: {
      pending: "ó ń dúró",
      confirmed: "a ti fìdí rẹ̀ múlẹ̀",
      completed: "ó ti parí",
      cancelled: "a ti fagilé e",
    },
  },
  contact: {
    subject: "A dúpẹ́ pé o kàn sí {siteName}",
    received:
      'A dúpẹ́ pé o kàn sí {siteName}. A ti gba iṣẹ́ rẹ nípa "{topic}", a ó sì dá ọ lóhùn láàárín wákàtí 24.',
    urgent: "Ṣé ó kánjú? Pè wá ní {phone} ({weekdays}, {saturday}).",
    action: "Ṣàbẹ̀wò sí {siteName}",
    footer: "Ẹ̀rọ ló fi èsì yìí ránṣẹ́. Tí kì í bá ṣe ìwọ ló kọ̀wé sí wa, o lè fojú fo iṣẹ́ yìí.",
    topics: {
      general: "Ìbéèrè gbogbogbò",
      consulting: "Iṣẹ́ ìmọ̀ràn",
      academy: "Ilé-ẹ̀kọ́ àti ìdánilẹ́kọ̀ọ́",
      partnerships: "Àjọṣepọ̀",
    },
  },
  receipt: {
    subject: "Ìwé-owó rẹ {number} – {siteName}",
    access: "A dúpẹ́! O ti lè wọ gbogbo kọ́ọ̀sì {course} báyìí.",
    couponCovered: "Kúpọ́ọ̀nù rẹ ti san gbogbo iye owó náà, nítorí náà kò sí ohun tí o máa san.",
    couponCodeCovered:
      "Kúpọ́ọ̀nù rẹ {coupon} ti san gbogbo iye owó náà, nítorí náà kò sí ohun tí o máa san.",
    paid: "O san {amount} (VAT {vat} wà nínú rẹ̀).",
    test: "Ìsanwó àdánwò ni èyí: a kò gba owó gidi, àpẹẹrẹ lásán sì ni ìwé-owó náà.",
    attached:
      "Ìwé-owó rẹ {number} wà pẹ̀lú ímeèlì yìí gẹ́gẹ́ bí PDF. O lè tún ṣe ìgbàsílẹ̀ rẹ̀ nígbàkígbà láti Ètò → Ìsanwó:",
    action: "Bẹ̀rẹ̀ kọ́ọ̀sì náà",
    footer:
      "Ṣé o ní ìbéèrè nípa ìsanwó yìí? Kọ̀wé sí {email} tàbí pe {phone}, kí o sì fún wa ní nọ́mbà {reference}.",
  },
  refund: {
    subject: "Owó tí a dá padà fún {course} – {siteName}",
    processed: "A ti dá {amount} rẹ padà fún kọ́ọ̀sì {course}.",
    ended: "O kò lè wọ kọ́ọ̀sì yìí mọ́.",
    bank: "Owó náà yóò padà sí káàdì tàbí àkọọ́lẹ̀ tí o fi sanwó. Ilé-ìfowópamọ́ sábà máa ń gba ọjọ́ iṣẹ́ díẹ̀ kí ó tó hàn.",
    action: "Wo àwọn ìsanwó rẹ",
    footer:
      "Tí owó náà kò bá tíì dé lẹ́yìn ọjọ́ iṣẹ́ mẹ́wàá, kàn sí wa kí o sì fún wa ní nọ́mbà {reference}.",
  },
};

export default yo;
