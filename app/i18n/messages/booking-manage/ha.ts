import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  metaReschedule: "Zaɓi wani lokaci",
  metaCancel: "Soke ganawarka",
  eyebrow: "Ganawarka",
  yourBooking: "Ganawar da ka nema",
  plan: "Tsari",
  when: "Rana da lokaci",
  noTime: "Ba a zaɓi rana ko lokaci ba tukuna",
  slot: "{date} da ƙarfe {time} (lokacin Legas)",
  plans: { Beginner: "Na farko", Intermediate: "Na tsakiya", Advanced: "Na gaba" },
  status: "Matsayi",
  statuses: {
    pending: "Tana jiran ma’aikatanmu su tabbatar",
    confirmed: "An tabbatar",
    completed: "An kammala",
    cancelled: "An soke",
  },
  cancel: {
    title: "A soke ganawarka?",
    lead: "Idan ba za ka iya zuwa ba, ka soke ta a nan domin wani manomi ya sami wannan lokaci. Za a sanar da ma’aikatanmu nan take.",
    confirm: "Ee, soke ganawata",
    keep: "Bar ganawata yadda take",
    otherTimeLead: "Ko wata rana za ta fi dacewa da kai?",
    otherTime: "Zaɓi wani lokaci maimakon haka",
    done: "An soke ganawarka",
    doneLead:
      "Mun sanar da ma’aikatanmu, kuma mun aiko maka da imel. Idan har yanzu kana buƙatar shawara, za ka iya sake neman ganawa a kowane lokaci.",
    bookAgain: "Nemi ganawa",
  },
  reschedule: {
    cannotCome: "Ba za ka iya zuwa ko kaɗan ba?",
    cancelInstead: "Soke wannan alƙawari",
    title: "Zaɓi wani lokaci",
    lead: "Zaɓi sabuwar rana, sannan ɗaya daga cikin lokutan da ke samuwa a ranar. Mai ba ka shawara zai ci gaba da kasancewa tare da kai idan yana samuwa.",
    date: "Sabuwar rana",
    showTimes: "Nuna lokutan da ke samuwa",
    time: "Sabon lokaci",
    freeOn: "Lokutan da ke samuwa a {date}",
    noneFree: "Babu lokacin da ke samuwa a wannan rana. Don Allah ka zaɓi wata rana.",
    chooseTime: "Zaɓi lokaci",
    confirm: "Matsar da ganawata",
    keep: "Bar lokacin da ake ciki",
    done: "An matsar da ganawarka",
    doneLead:
      "Yanzu tana ranar {slot}. Mun aiko maka da imel mai cikakken bayani da sababbin mahaɗai, kuma mun sanar da ma’aikatanmu.",
    taken: "Wannan lokacin ba ya samuwa yanzu. Lokutan da ke samuwa: {times}.",
    takenNone:
      "Wannan lokacin ba ya samuwa yanzu, kuma babu wani lokaci da ke samuwa nan kusa. Don Allah ka zaɓi wata rana.",
    pickDate: "Don Allah ka zaɓi rana daga yau zuwa gaba.",
    pickTime: "Don Allah ka zaɓi ɗaya daga cikin lokutan da ke samuwa.",
    tooManyMoves:
      "Ka matsar da wannan ganawa sau nawa da ake yarda a rana ɗaya. Don Allah ka sake gwadawa bayan awa {hours}, ko ka tuntuɓe mu.",
  },
  invalid: {
    title: "Wannan mahaɗin ba ya aiki",
    lead: "Mahaɗin bai cika ba ko an canza shi. Don Allah ka sake buɗe shi daga imel ɗinka, ko ka tuntuɓe mu.",
  },
  replaced: {
    title: "An maye gurbin wannan mahaɗin",
    lead: "Ganawarka ta canza bayan an aiko da wannan imel, don haka mahaɗansa ba sa aiki kuma. Don Allah ka yi amfani da mahaɗan da ke cikin imel mafi sabo game da ganawarka.",
  },
  expired: {
    title: "Wannan mahaɗin ya ƙare",
    lead: "Ganawar ta fara ko ta wuce, don haka ba za a iya matsar da ita ko soke ta a nan ba kuma. Don Allah ka tuntuɓe mu.",
  },
  closed: {
    title: "Ba za a iya canza wannan ganawa ba kuma",
    lead: "Matsayinta yanzu: {status}. Idan kana buƙatar shawara, za ka iya neman sabuwar ganawa.",
  },
  phone: {
    toSettings: "Saitunan sanarwarka",
    title: "Tabbatar da lambar wayarka",
    lead: "Kana son karɓar labarai game da ganawarka ta WhatsApp ko SMS a {phone}?",
    confirm: "Ee, aika labarai zuwa wannan lamba",
    stop: "A'a, kada a aika komai zuwa wannan lamba",
    stopHint:
      "Zaɓin A'a zai dakatar da duk saƙonnin WhatsApp da SMS daga gare mu zuwa wannan lamba; imel zai ci gaba.",
    already: "An riga an tabbatar da wannan lamba.",
    confirmed: "An tabbatar da lambarka",
    confirmedLead:
      "Za ka karɓi labaran ganawarka a wannan lamba, kamar yadda ka zaɓa. Amsa STOP a WhatsApp a kowane lokaci don dakatarwa.",
    stopped: "Ba za a ƙara aika saƙo zuwa wannan lamba ba",
    stoppedLead:
      "Ba za mu aika saƙonnin WhatsApp ko SMS zuwa wannan lamba ba. Imel na alƙawarinka za su ci gaba da zuwa.",
    home: "Koma shafin farko",
  },
  booked: {
    meta: "An karɓi buƙatarka",
    title: "Mun karɓi buƙatar ganawarka",
    lead: "Ka ajiye wannan shafi: ka ɗauki hotonsa (screenshot). Ma’aikatanmu za su tabbatar da ganawarka nan ba da daɗewa ba.",
    reference: "Lambar shaida",
    referenceHint: "Ka faɗi wannan lambar idan ka kira mu ko ka aiko mana saƙo.",
    consultant: "Mai ba da shawara",
    emailed:
      "Mun aika imel zuwa {email} da waɗannan bayanai da mahaɗai don canza lokaci ko soke ganawar.",
    texted:
      "Mun aika waɗannan bayanai, da mahaɗai don canza lokaci ko soke ganawar, zuwa {phone} ta WhatsApp ko SMS.",
    confirmPhone:
      "Mun kuma aika mahaɗi zuwa {phone}: ka buɗe shi don samun labarai ta WhatsApp ko SMS.",
    changeTitle: "Shirinka ya canza?",
    reschedule: "Zaɓi wani lokaci",
    cancel: "Soke wannan ganawa",
    bookAnother: "Nemi wata ganawa",
    missingTitle: "Babu abin da za a nuna a nan",
    missingLead:
      "Wannan shafi yana nuna ganawa ne kawai a burauzar da ta nema, na tsawon awa ɗaya. Bayanai da mahaɗai don canzawa ko sokewa suna cikin imel ɗin da muka aiko maka.",
  },
  weekdays: {
    sun: "Lahadi",
    mon: "Litinin",
    tue: "Talata",
    wed: "Laraba",
    thu: "Alhamis",
    fri: "Juma'a",
    sat: "Asabar",
  },
  dayDate: "{weekday}, {date}",
  contact: "Tuntuɓe mu",
  home: "Koma shafin farko",
};

export default ha;
