import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  title: "Takardun rangwame",
  payments: "Biya",
  count: {
    $plural: {
      one: "Takardar rangwame {count}, sababbi tukuna.",
      other: "Takardun rangwame {count}, sababbi tukuna.",
    },
  },
  intro: "Lambobin rangwame da ɗalibai ke rubutawa wajen biya.",
  newCoupon: "Sabuwar takardar rangwame",
  newDescription: "Lambar da ɗalibai ke rubutawa wajen biya don samun rangwame a kwas mai farashi.",
  pagesLabel: "Shafukan takardun rangwame",
  empty: {
    beyondTitle: "Babu takardar rangwame a wannan shafi",
    noneTitle: "Babu takardar rangwame tukuna",
    beyond: "Wannan shafi ya wuce ƙarshen jerin. Koma shafin farko.",
    none: "Ƙirƙiri lamba don rage kashi ko adadin ₦, ga kwas ɗaya ko dukansu.",
  },
  pageError: {
    notFound: "Ba a sami takardar rangwame ba",
    backToCoupons: "Koma takardun rangwame",
    backToPayments: "Koma biya",
  },
  edit: {
    title: "Gyara takardar rangwame",
    deleteTitle: "Share takardar rangwame",
    allCoupons: "Duk takardun rangwame",
    used: {
      $plural: { one: "an yi amfani da ita sau {count}", other: "an yi amfani da ita sau {count}" },
    },
    coupon: "Takardar rangwame",
    status: "Matsayi",
    uses: "Amfani",
    created: "An ƙirƙira",
    lastChanged: "Canji na ƙarshe",
    usesNote:
      "Ana ƙirga amfani ɗaya idan biya mai wannan lamba ya kammala; ba za a iya gyara shi ba.",
  },
  statuses: {
    active: "Tana aiki",
    inactive: "Ba ta aiki",
    expired: "Ta ƙare",
    "used-up": "An gama amfani da ita",
  },
  kinds: {
    percent: "Ragin kashi",
    fixed: "Ragin adadi (₦)",
  },
  list: {
    label: "Takardun rangwame",
    caption: "Takardun rangwame, sababbi tukuna",
    code: "Lamba",
    discount: "Rangwame",
    course: "Kwas",
    uses: "Amfani",
    expires: "Ƙarewa",
    status: "Matsayi",
    anyCourse: "Kowane kwas mai farashi",
    usesNoLimit: "{uses} / babu iyaka",
    usesOf: "{uses} / {max}",
    never: "Ba za ta ƙare ba",
    editCoupon: "Gyara takardar rangwame {code}",
    editCode: "Gyara {code}",
    edit: "Gyara",
  },
  form: {
    required: "Filayen da ke da * dole ne a cika su.",
    code: "Lamba *",
    codePlaceholder: "misali HARVEST-2026",
    codeHint:
      "Haruffa, lambobi ko alamar (-) 3 zuwa 30. Ana ajiye ta da manyan haruffa; ɗalibai na iya rubuta ta yadda suke so.",
    kind: "Irin rangwame *",
    valuePercent: "Rangwame (%) *",
    valueFixed: "Rangwame (₦) *",
    valueHintPercent: "Cikakken kashi daga 1 zuwa 100 (100 yana sa kwas ya zama kyauta).",
    valueHintFixed: "Da naira, har zuwa ɗigo 2, misali 2500 ko 2500.50.",
    course: "Kwas",
    courseOption: "{title} ({price})",
    courseHintNone:
      "Babu kwas mai farashi tukuna: wannan takardar rangwame za ta yi aiki ga duk kwas da ya sami farashi.",
    courseHint:
      "Iyakance takardar rangwame ga kwas ɗaya, ko bari ta yi aiki ga kowane kwas mai farashi.",
    expiresOn: "Ranar ƙarewa",
    expiresHint: "Ba dole ba. Tana aiki har ƙarshen wannan rana, agogon Legas.",
    maxUses: "Iyakar amfani",
    maxUsesHintEdit: {
      $plural: {
        one: "Ba dole ba. An yi amfani da ita sau {count} zuwa yanzu, don haka kada ya gaza {min}.",
        other:
          "Ba dole ba. An yi amfani da ita sau {count} zuwa yanzu, don haka kada ya gaza {min}.",
      },
    },
    maxUsesHintNew:
      "Ba dole ba. Idan babu komai, babu iyaka. Ana ƙirga amfani idan biya ya kammala.",
    active: "Tana aiki: ɗalibai na iya amfani da wannan lamba wajen biya",
    summaryTitle: "Abin da ɗalibi zai samu",
    summaryEmpty: "Rubuta rangwamen don ganin abin da ɗalibi zai biya da wannan takardar rangwame.",
    create: "Ƙirƙiri takardar rangwame",
    save: "Ajiye canje-canje",
    cancel: "Soke",
  },
  summary: {
    percentOff: "ragin {percent}%",
    amountOff: "ragin {amount}",
    courseFree:
      "Ɗalibai za su sami {course} kyauta ({off} daga farashinsa na {price}), a shigar da su ba tare da biya ba.",
    coursePays: "Ɗalibai za su biya {pays} maimakon {price} don {course} ({off}).",
    allFree:
      "Ɗalibai za su sami kowane kwas mai farashi kyauta, a shigar da su ba tare da biya ba.",
    percentOfPrice: "Ɗalibai za su biya {percent}% na farashin kowane kwas mai farashi ({off}).",
    fixedLess:
      "Ɗalibai za su biya {amount} ƙasa da farashin kowane kwas mai farashi; kwas da ya kai {amount} ko ƙasa da haka zai zama kyauta.",
    until: "Tana aiki har ƙarshen {date}.",
    neverExpires: "Ba za ta taɓa ƙarewa ba.",
    uses: {
      $plural: {
        one: "Ana iya amfani da ita sau {count} gaba ɗaya.",
        other: "Ana iya amfani da ita sau {count} gaba ɗaya.",
      },
    },
    anyUses: "Ana iya amfani da ita sau nawa ma.",
    inactive: "Ba ta aiki: babu wanda zai iya amfani da ita sai kun zaɓi Tana aiki.",
  },
  delete: {
    title: "Share takardar rangwame",
    unused: "Babu wanda ya yi amfani da {code} tukuna, don haka ana iya share ta.",
    button: "Share takardar rangwame",
    used: {
      $plural: {
        one: "An yi amfani da {code} sau {count}, kuma biya yana riƙe lambar rangwamensa, don haka ba za a iya share ta ba. Don hana amfani da ita, cire alamar Tana aiki ka ajiye.",
        other:
          "An yi amfani da {code} sau {count}, kuma biya yana riƙe lambar rangwamensa, don haka ba za a iya share ta ba. Don hana amfani da ita, cire alamar Tana aiki ka ajiye.",
      },
    },
    onPayments: {
      $plural: {
        one: "{code} tana kan biya {count}, kuma biya yana riƙe lambar rangwamensa, don haka ba za a iya share ta ba. Don hana amfani da ita, cire alamar Tana aiki ka ajiye.",
        other:
          "{code} tana kan biya {count}, kuma biya yana riƙe lambar rangwamensa, don haka ba za a iya share ta ba. Don hana amfani da ita, cire alamar Tana aiki ka ajiye.",
      },
    },
    question: "A share takardar rangwame {code}?",
    warningTitle: "Ba za a iya mayar da wannan ba",
    warning:
      "Ɗalibai ba za su ƙara iya amfani da {code} ba. Idan kana iya buƙatar ta daga baya, cire alamar Tana aiki maimakon haka.",
    cancel: "Soke",
  },
  toasts: {
    created: "An ƙirƙiri takardar rangwame",
    createdDescription: "An ƙirƙiri takardar rangwame {code}.",
    updated: "An sabunta takardar rangwame",
    savedDescription: "An ajiye takardar rangwame {code}.",
    deleted: "An share takardar rangwame",
    deletedDescription: "An share takardar rangwame {code}.",
    fetchFailed: "An kasa ɗauko takardun rangwame",
    saveFailed: "An kasa ajiye takardar rangwame",
    deleteFailed: "Ba a share takardar rangwame ba",
    nothingDeleted: "Ba a share komai ba. Don Allah a sake gwadawa.",
    inUse:
      "An yi amfani da {code}, kuma biya yana riƙe lambar rangwamensa. Cire alamar Tana aiki don hana ta maimakon haka.",
  },
  validation: {
    code: "Don Allah rubuta lamba mai haruffa, lambobi ko alamar (-) 3 zuwa 30.",
    codeCharacters: "Yi amfani da haruffa, lambobi da alamar (-) kawai, misali HARVEST-2026.",
    codeTaken: "Wata takardar rangwame tana da wannan lamba. Don Allah zaɓi wata daban.",
    kind: "Don Allah zaɓi kashi ko adadi.",
    value: "Don Allah rubuta rangwamen.",
    percent: "Rubuta cikakken kashi daga 1 zuwa 100.",
    fixed: "Rubuta adadi da naira sama da ₦0, da ɗigo 2 a mafi yawa, misali 2500 ko 2500.50.",
    fixedTooLarge: "Kada adadin ya wuce ₦10,000,000.",
    course: "Zaɓi kwas mai farashi, ko Kowane kwas mai farashi.",
    expires: "Rubuta kwanan wata mai kyau, misali 31/12/2026.",
    expiresPast: "Zaɓi yau ko wata rana mai zuwa.",
    maxUses:
      "Rubuta cikakken adadin amfani daga 1 zuwa 1,000,000, ko bar shi babu komai don babu iyaka.",
    notFound: "Wannan takardar rangwame ba ta nan kuma. Wataƙila an share ta.",
    unsaved: "Ba a iya ajiye takardar rangwame ba. Don Allah a sake gwadawa nan ba da daɗewa ba.",
  },
  maxUsesBelowUses: {
    $plural: {
      one: "An riga an yi amfani da wannan takardar rangwame sau {count}: iyakar ba za ta gaza {count} ba.",
      other:
        "An riga an yi amfani da wannan takardar rangwame sau {count}: iyakar ba za ta gaza {count} ba.",
    },
  },
};

export default ha;
