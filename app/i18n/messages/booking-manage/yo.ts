import type { Translation } from "~/i18n/define";
import type en from "./en";

const yo: Translation<typeof en> = {
  metaReschedule: "Yan àkókò mìíràn",
  metaCancel: "Fagilé ìpàdé ìmọ̀ràn rẹ",
  eyebrow: "Ìpàdé ìmọ̀ràn rẹ",
  yourBooking: "Ìpàdé tí o ṣètò",
  plan: "Ètò",
  when: "Ọjọ́ àti àkókò",
  noTime: "A kò tíì yan ọjọ́ tàbí àkókò",
  slot: "{date} ní agogo {time} (àkókò Èkó)",
  plans: { Beginner: "Àkọ́bẹ̀rẹ̀", Intermediate: "Àárín", Advanced: "Gíga" },
  status: "Ipò",
  statuses: {
    pending: "Ó ń dúró kí ẹgbẹ́ wa fìdí rẹ̀ múlẹ̀",
    confirmed: "A ti fìdí rẹ̀ múlẹ̀",
    completed: "Ó ti parí",
    cancelled: "A ti fagilé e",
  },
  cancel: {
    title: "Ṣé o fẹ́ fagilé ìpàdé ìmọ̀ràn rẹ?",
    lead: "Tí o kò bá lè wá, fagilé e níbí kí àkókò náà lè wà fún àgbẹ̀ mìíràn. A ó sọ fún ẹgbẹ́ wa lẹ́sẹ̀kẹsẹ̀.",
    confirm: "Bẹ́ẹ̀ni, fagilé ìpàdé ìmọ̀ràn mi",
    keep: "Fi ìpàdé mi sílẹ̀ bó ṣe wà",
    otherTimeLead: "Ṣé ọjọ́ mìíràn lè bá ọ mu jù?",
    otherTime: "Yan àkókò mìíràn dípò rẹ̀",
    done: "A ti fagilé ìpàdé ìmọ̀ràn rẹ",
    doneLead:
      "A ti sọ fún ẹgbẹ́ wa, a sì ti fi ímeèlì ránṣẹ́ sí ọ. Tí o bá ṣì nílò ìmọ̀ràn, o lè tún ṣètò ìpàdé nígbàkígbà.",
    bookAgain: "Ṣètò ìpàdé ìmọ̀ràn",
  },
  reschedule: {
    cannotCome: "Ṣé o kò ní lè wá rárá?",
    cancelInstead: "Fagilé ìpàdé yìí",
    title: "Yan àkókò mìíràn",
    lead: "Yan ọjọ́ tuntun, lẹ́yìn náà yan ọ̀kan nínú àwọn àkókò tó ṣí sílẹ̀ ní ọjọ́ náà. Olùgbàmọ̀ràn rẹ kan náà ni yóò bá ọ ṣe é tí ó bá ráyè.",
    date: "Ọjọ́ tuntun",
    showTimes: "Fi àwọn àkókò tó ṣí sílẹ̀ hàn",
    time: "Àkókò tuntun",
    freeOn: "Àwọn àkókò tó ṣí sílẹ̀ ní {date}",
    noneFree: "Kò sí àkókò tó ṣí sílẹ̀ ní ọjọ́ yẹn. Jọ̀wọ́ yan ọjọ́ mìíràn.",
    chooseTime: "Yan àkókò kan",
    confirm: "Yí àkókò ìpàdé mi padà",
    keep: "Fi àkókò ìsinsìnyí sílẹ̀ bó ṣe wà",
    done: "A ti yí àkókò ìpàdé ìmọ̀ràn rẹ padà",
    doneLead:
      "Ó ti wà ní {slot} báyìí. A ti fi ímeèlì tí ó ní àlàyé àti ìjápọ̀ tuntun ránṣẹ́ sí ọ, a sì ti sọ fún ẹgbẹ́ wa.",
    taken: "Àkókò yẹn kò ṣí sílẹ̀ mọ́. Àwọn àkókò tó ṣí sílẹ̀: {times}.",
    takenNone:
      "Àkókò yẹn kò ṣí sílẹ̀ mọ́, kò sì sí àkókò mìíràn tó ṣí sílẹ̀ láìpẹ́. Jọ̀wọ́ yan ọjọ́ mìíràn.",
    pickDate: "Jọ̀wọ́ yan ọjọ́ kan láti òní lọ.",
    pickTime: "Jọ̀wọ́ yan ọ̀kan nínú àwọn àkókò tó ṣí sílẹ̀.",
    tooManyMoves:
      "O ti yí àkókò ìpàdé yìí padà tó iye ìgbà tí a gbà láàyè lójúmọ́. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i lẹ́yìn wákàtí {hours}, tàbí kàn sí wa.",
  },
  invalid: {
    title: "Ìjápọ̀ yìí kò ṣiṣẹ́",
    lead: "Ìjápọ̀ náà kò pé tàbí a ti yí i padà. Jọ̀wọ́ tún un ṣí láti inú ímeèlì rẹ, tàbí kàn sí wa.",
  },
  replaced: {
    title: "Ìjápọ̀ tuntun ti rọ́pò èyí",
    lead: "Ìpàdé rẹ yí padà lẹ́yìn tí a fi ímeèlì yìí ránṣẹ́, nítorí náà àwọn ìjápọ̀ inú rẹ̀ kò ṣiṣẹ́ mọ́. Jọ̀wọ́ lo àwọn ìjápọ̀ inú ímeèlì tó dé kẹ́yìn nípa ìpàdé ìmọ̀ràn rẹ.",
  },
  expired: {
    title: "Ìjápọ̀ yìí ti parí",
    lead: "Ìpàdé náà ti bẹ̀rẹ̀ tàbí ó ti kọjá, nítorí náà a kò lè yí àkókò rẹ̀ padà tàbí fagilé e níbí mọ́. Jọ̀wọ́ kàn sí wa.",
  },
  closed: {
    title: "Kò ṣeé ṣe láti yí ìpàdé yìí padà mọ́",
    lead: "Ipò rẹ̀ báyìí: {status}. Tí o bá nílò ìmọ̀ràn, o lè ṣètò ìpàdé ìmọ̀ràn tuntun.",
  },
  phone: {
    toSettings: "Ètò ìfitónilétí rẹ",
    title: "Jẹ́rìí nọ́ńbà fóònù rẹ",
    lead: "Ṣé o fẹ́ gba ìròyìn nípa ìpàdé ìmọ̀ràn rẹ lórí WhatsApp tàbí SMS ní {phone}?",
    confirm: "Bẹ́ẹ̀ ni, fi ìròyìn ránṣẹ́ sí nọ́ńbà yìí",
    stop: "Rárá, má ṣe fi nǹkan kan ránṣẹ́ sí nọ́ńbà yìí",
    stopHint:
      "Tí o bá yan Rárá, a ò ní fi ọ̀rọ̀ WhatsApp tàbí SMS kankan ránṣẹ́ sí nọ́ńbà yìí mọ́; ímeèlì yóò ṣì máa wá.",
    already: "A ti jẹ́rìí nọ́ńbà yìí tẹ́lẹ̀.",
    confirmed: "A ti jẹ́rìí nọ́ńbà rẹ",
    confirmedLead:
      "Ìwọ yóò máa gba ìròyìn ìpàdé ìmọ̀ràn rẹ lórí nọ́ńbà yìí, gẹ́gẹ́ bí o ṣe yàn. Dá STOP lóhùn lórí WhatsApp nígbàkúgbà láti dá a dúró.",
    stopped: "Kò sí ọ̀rọ̀ mọ́ sí nọ́ńbà yìí",
    stoppedLead:
      "A ò ní fi ọ̀rọ̀ WhatsApp tàbí SMS ránṣẹ́ sí nọ́ńbà yìí. Àwọn ímeèlì ìpàdé rẹ yóò ṣì máa wá.",
    home: "Padà sí ojú-ìwé àkọ́kọ́",
  },
  booked: {
    meta: "A ti gba ìbéèrè rẹ",
    title: "A ti gba ìbéèrè ìpàdé rẹ",
    lead: "Tọ́jú ojú-ìwé yìí: ya àwòrán rẹ̀ (screenshot). Ẹgbẹ́ wa yóò fìdí ìpàdé rẹ múlẹ̀ láìpẹ́.",
    reference: "Nọ́mbà ìtọ́kasí",
    referenceHint: "Sọ nọ́mbà yìí tí o bá pè wá tàbí tí o bá fi ọ̀rọ̀ ránṣẹ́ sí wa.",
    consultant: "Olùgbàmọ̀ràn",
    emailed:
      "A ti fi ímeèlì ránṣẹ́ sí {email} pẹ̀lú àwọn àlàyé yìí àti àwọn ìjápọ̀ láti yí àkókò padà tàbí fagilé.",
    texted:
      "A ti fi àwọn àlàyé yìí, pẹ̀lú àwọn ìjápọ̀ láti yí àkókò padà tàbí fagilé, ránṣẹ́ sí {phone} lórí WhatsApp tàbí SMS.",
    confirmPhone:
      "A tún fi ìjápọ̀ kan ránṣẹ́ sí {phone}: ṣí i láti máa gba ìròyìn lórí WhatsApp tàbí SMS.",
    changeTitle: "Ṣé ètò rẹ ti yí padà?",
    reschedule: "Yan àkókò mìíràn",
    cancel: "Fagilé ìpàdé yìí",
    bookAnother: "Ṣètò ìpàdé mìíràn",
    missingTitle: "Kò sí nǹkan láti fihàn níbí",
    missingLead:
      "Ojú-ìwé yìí ń fi ìpàdé hàn nínú aṣàwákiri tí ó ṣètò rẹ̀ nìkan, fún wákàtí kan lẹ́yìn náà. Àwọn àlàyé àti àwọn ìjápọ̀ láti yí padà tàbí fagilé wà nínú ímeèlì tí a fi ránṣẹ́ sí ọ.",
  },
  weekdays: {
    sun: "Ọjọ́ Àìkú",
    mon: "Ọjọ́ Ajé",
    tue: "Ọjọ́ Ìṣẹ́gun",
    wed: "Ọjọ́rú",
    thu: "Ọjọ́bọ̀",
    fri: "Ọjọ́ Ẹtì",
    sat: "Ọjọ́ Àbámẹ́ta",
  },
  dayDate: "{weekday}, {date}",
  contact: "Kàn sí wa",
  home: "Padà sí ojú-ìwé àkọ́kọ́",
};

export default yo;
