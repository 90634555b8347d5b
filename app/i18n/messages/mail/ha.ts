import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  layout: {
    buttonFallback: "Idan maɓallin bai yi aiki ba, kwafi wannan mahaɗin ka saka a burauzarka:",
    hello: "Sannu {name},",
    helloAnonymous: "Sannu,",
  },
  verification: {
    subject: "Tabbatar da imel ɗinka na {siteName}",
    welcome:
      "Barka da zuwa {siteName}. Don Allah ka tabbatar da adireshin imel ɗinka domin asusunka ya fara aiki.",
    action: "Tabbatar da imel ɗina",
    footer:
      "Mahaɗin zai ƙare bayan awa 24. Idan ba kai ka yi rajista ba, za ka iya watsi da wannan saƙo.",
  },
  passwordReset: {
    subject: "Sake saita kalmar sirri ta {siteName}",
    request: "Mun karɓi buƙatar sake saita kalmar sirri ta asusunka.",
    action: "Zaɓi sabuwar kalmar sirri",
    footer:
      "Mahaɗin zai ƙare bayan awa 1. Idan ba kai ka nemi sabuwar kalmar sirri ba, ka yi watsi da wannan saƙo: kalmar sirrinka ba za ta canza ba.",
  },
  existingAccount: {
    subject: "Kana da asusun {siteName} tuni",
    tried:
      "Wani (muna fata kai ne) ya yi ƙoƙarin buɗe sabon asusu da wannan adireshin imel, amma kana da ɗaya tuni.",
    signIn: "Za ka iya shiga da kalmar sirrinka, ko ka sake saita ta idan ka manta ta.",
    action: "Shiga",
    forgotten: "Ka manta kalmar sirrinka? Sake saita ta a nan:",
    footer: "Idan ba kai ba ne, babu abin da za ka yi.",
  },
  certificate: {
    subject: "Takardar shaidarka ta {course} – {siteName}",
    greeting: "Barka da nasara {name},",
    completed: "Ka kammala {course} tare da {instructor}, kuma an ba ka takardar shaidarka.",
    code: "Lambar tantance ta ita ce {code}. Kowa zai iya duba ta a wannan adireshi:",
    action: "Sauke takardar shaidarka",
    footer: "Ci gaba da koyo: ana ƙara sababbin kwasa-kwasai a makarantar kowane wata.",
  },
  quizPassed: {
    subject: "Ka ci {quiz} – {siteName}",
    greeting: "Madalla {name},",
    passed: "Ka ci {quiz} da kashi {score}%.",
    action: "Ci gaba da kwas ɗinka",
    footer: "Ci gaba: kowane darasi yana kusantar da kai ga takardar shaidarka.",
  },
  consultation: {
    noPreference: "Kowane ya dace",
    subject: "Mun karɓi buƙatarka ta ganawa – {siteName}",
    thanks:
      "Mun gode da ka nemi ganawar {plan} da {siteName}. Buƙatarka tana hannun ma’aikatanmu yanzu.",
    next: "Abin da zai biyo baya: ɗaya daga cikin ƙwararrunmu na noma zai duba bayananka ya tuntuɓe ka, yawanci cikin kwana ɗaya na aiki, don tabbatar da rana, lokaci da yadda za mu haɗu (kira, kiran bidiyo ko ziyara a gona).",
    request: "Buƙatarka – Tsari: {plan}. Ranar da kake so: {date}. Lokacin da kake so: {time}.",
    action: "Duba kwasa-kwasanmu kafin lokacin",
    footer:
      "Kana son canza wani abu? Ka amsa zuwa {email} ko ka kira {phone}. Idan ba kai ka aika wannan buƙata ba, za ka iya watsi da wannan saƙo.",
  },
  bookingLinks: {
    confirmPhoneSms:
      "Tabbatar cewa wannan lamba za ta iya karɓar labarai game da ganawarka ta WhatsApp ko SMS:",
    reschedule: "Zaɓi wani lokaci",
    cancel: "Soke wannan ganawa",
    note: "Kana buƙatar wani lokaci, ko ba za ka iya zuwa ba? Mahaɗan da ke ƙasa suna aiki har sai ganawar ta fara; kowane canji zai aiko maka da sababbi.",
  },
  consultationStatus: {
    slot: "{date} da ƙarfe {time} (lokacin Legas)",
    slotNoTime: "{date} (za a amince da lokaci)",
    dashboard: "Buɗe dashbod ɗinka",
    footer: "Kana da tambaya? Ka amsa zuwa {email} ko ka kira {phone}.",
    inviteSummary: "Ganawar {plan} – {siteName}",
    inviteDescription:
      "Ganawarka ta {plan} da {siteName}. Ƙwararrenmu zai tuntuɓe ka kafin ganawar. Tambayoyi: {email}, {phone}.",
    confirmed: {
      subject: "An tabbatar da ganawarka – {siteName}",
      good: "Labari mai daɗi: an tabbatar da ganawarka ta {plan}.",
      goodOn: "Labari mai daɗi: an tabbatar da ganawarka ta {plan} a ranar {slot}.",
      contact:
        "Ƙwararrenmu zai tuntuɓe ka kafin ganawar don ku amince da yadda za ku haɗu (kira, kiran bidiyo ko ziyara a gona).",
      invite:
        "Gayyatar kalanda da muka haɗa (consultation.ics) za ta saka ganawar a kalandar wayarka ko kwamfutarka.",
      noInvite: "Za mu amince da rana tare da kai idan mun kira.",
    },
    completed: {
      subject: "Mun gode da ganawarka – {siteName}",
      done: "An kammala ganawarka ta {plan}. Mun gode da ka zaɓi {siteName}.",
      more: "Duk lokacin da kake buƙatar ƙarin shawara, za ka iya neman wata ganawa.",
      action: "Nemi wata ganawa",
    },
    cancelled: {
      subject: "An soke buƙatarka ta ganawa – {siteName}",
      cancelled: "An soke buƙatarka ta ganawar {plan}.",
      cancelledFor: "An soke buƙatarka ta ganawar {plan} ta ranar {slot}.",
      again:
        "Idan har yanzu kana buƙatar shawara, tuntuɓe mu ko ka sake nema a lokacin da ya dace da kai.",
      action: "Sake nema",
    },
    cancelledInvite: "Sabunta kalanda da muka haɗa zai cire ganawar daga kalandarka.",
    moved: {
      subject: "An matsar da ganawarka – {siteName}",
      movedTo: "Ganawarka ta {plan} yanzu tana ranar {slot}. Tsohon lokacin yana samuwa kuma.",
      invite: "Gayyatar kalanda da muka haɗa za ta matsar da ganawar a kalandarka.",
    },
    reminder: {
      subject: "Tunatarwa: ganawarka ta ranar {slot} – {siteName}",
      dayBefore: "Tunatarwa: ganawarka ta {plan} gobe ce, {slot}.",
      hourBefore: "Tunatarwa: ganawarka ta {plan} za ta fara nan da kusan awa ɗaya, {slot}.",
      prepare:
        "Ka shirya tambayoyinka, tare da hotunan gonarka da duk wani rubutaccen bayani da zai taimaka.",
    },
    other: {
      subject: "Buƙatarka ta ganawa – {siteName}",
      status: "Buƙatarka ta ganawar {plan} yanzu: {status}.",
    },
    statuses: {
      pending: "tana jira",
      confirmed: "an tabbatar",
      completed: "an kammala",
      cancelled: "an soke",
    },
  },
  contact: {
    subject: "Mun gode da ka tuntuɓi {siteName}",
    received:
      'Mun gode da ka tuntuɓi {siteName}. Mun karɓi saƙonka game da "{topic}" kuma za mu amsa maka cikin awa 24.',
    urgent: "Gaggawa ce? Kira mu a {phone} ({weekdays}, {saturday}).",
    action: "Ziyarci {siteName}",
    footer:
      "Wannan amsa ce ta atomatik. Idan ba kai ka rubuto mana ba, za ka iya watsi da wannan saƙo.",
    topics: {
      general: "Tambaya ta gaba ɗaya",
      consulting: "Ayyukan shawara",
      academy: "Makaranta da horarwa",
      partnerships: "Haɗin gwiwa",
    },
  },
  receipt: {
    subject: "Rasidinka {number} – {siteName}",
    access: "Mun gode! Yanzu kana da cikakkiyar damar shiga kwas ɗin {course}.",
    couponCovered: "Kuponka ya biya cikakken farashi, don haka babu abin da za ka biya.",
    couponCodeCovered:
      "Kuponka {coupon} ya biya cikakken farashi, don haka babu abin da za ka biya.",
    paid: "Ka biya {amount} (har da VAT {vat} a ciki).",
    test: "Wannan biyan gwaji ne: ba a karɓi kuɗi na gaske ba, kuma rasidin samfuri ne kawai.",
    attached:
      "Rasidinka {number} yana haɗe da wannan imel a matsayin PDF. Za ka iya sake sauke shi kowane lokaci daga Saituna → Biya:",
    action: "Fara kwas ɗin",
    footer:
      "Kana da tambaya game da wannan biya? Rubuta zuwa {email} ko ka kira {phone}, ka ba da lambar {reference}.",
  },
  refund: {
    subject: "Mayar da kuɗinka na {course} – {siteName}",
    processed: "Mun mayar maka da {amount} na kwas ɗin {course}.",
    ended: "Damarka ta shiga wannan kwas ta ƙare.",
    bank: "Kuɗin zai koma katin ko asusun da ka biya da shi. Bankuna sukan ɗauki ’yan kwanakin aiki kafin su nuna shi.",
    action: "Duba biyan da ka yi",
    footer:
      "Idan kuɗin bai iso ba bayan kwanakin aiki goma, tuntuɓe mu ka ba da lambar {reference}.",
  },
};

export default ha;
