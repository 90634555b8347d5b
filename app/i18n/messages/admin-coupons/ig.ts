import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  title: "Kupọn",
  payments: "Ịkwụ ụgwọ",
  count: {
    $plural: {
      one: "Kupọn {count}, ndị ọhụrụ na mbụ.",
      other: "Kupọn {count}, ndị ọhụrụ na mbụ.",
    },
  },
  intro: "Koodu mbelata ụmụ akwụkwọ na-ede mgbe ha na-akwụ ụgwọ.",
  newCoupon: "Kupọn ọhụrụ",
  newDescription:
    "Koodu ụmụ akwụkwọ na-ede mgbe ha na-akwụ ụgwọ iji nweta mbelata na kọọsụ nwere ọnụahịa.",
  pagesLabel: "Ibe kupọn",
  empty: {
    beyondTitle: "Enweghị kupọn na ibe a",
    noneTitle: "Enwebeghị kupọn",
    beyond: "Ibe a agafeela njedebe ndepụta. Laghachi na ibe mbụ.",
    none: "Mepụta koodu maka mbelata pasentị ma ọ bụ ego ₦ kapịrị ọnụ, maka otu kọọsụ ma ọ bụ ha niile.",
  },
  pageError: {
    notFound: "Ahụghị kupọn ahụ",
    backToCoupons: "Laghachi na kupọn",
    backToPayments: "Laghachi na ịkwụ ụgwọ",
  },
  edit: {
    title: "Dezie kupọn",
    deleteTitle: "Hichapụ kupọn",
    allCoupons: "Kupọn niile",
    used: { $plural: { one: "ejirila ya ugboro {count}", other: "ejirila ya ugboro {count}" } },
    coupon: "Kupọn",
    status: "Ọnọdụ",
    uses: "Ojiji",
    created: "E mepụtara",
    lastChanged: "Mgbanwe ikpeazụ",
    usesNote: "A na-agụ otu ojiji mgbe ịkwụ ụgwọ nwere koodu a gwụchara; enweghị ike idezi ya.",
  },
  statuses: {
    active: "Ọ na-arụ ọrụ",
    inactive: "Ọ naghị arụ ọrụ",
    expired: "Oge ya agafeela",
    "used-up": "Ejirila ya gwụ",
  },
  kinds: {
    percent: "Mbelata pasentị",
    fixed: "Mbelata ego kapịrị ọnụ (₦)",
  },
  list: {
    label: "Kupọn",
    caption: "Kupọn, ndị ọhụrụ na mbụ",
    code: "Koodu",
    discount: "Mbelata",
    course: "Kọọsụ",
    uses: "Ojiji",
    expires: "Ọ ga-agwụ",
    status: "Ọnọdụ",
    anyCourse: "Kọọsụ ọ bụla nwere ọnụahịa",
    usesNoLimit: "{uses} / enweghị oke",
    usesOf: "{uses} / {max}",
    never: "Ọ gaghị agwụ",
    editCoupon: "Dezie kupọn {code}",
    editCode: "Dezie {code}",
    edit: "Dezie",
  },
  form: {
    required: "Ebe ndị nwere * ka a ga-ejupụta.",
    code: "Koodu *",
    codePlaceholder: "dịka HARVEST-2026",
    codeHint:
      "Mkpụrụedemede, ọnụọgụ ma ọ bụ akara (-) 3 ruo 30. A na-echekwa ya na mkpụrụedemede ukwu; ụmụ akwụkwọ nwere ike ide ya n'ụdị ọ bụla.",
    kind: "Ụdị mbelata *",
    valuePercent: "Mbelata (%) *",
    valueFixed: "Mbelata (₦) *",
    valueHintPercent: "Pasentị zuru ezu site na 1 ruo 100 (100 na-eme kọọsụ ahụ n’efu).",
    valueHintFixed: "Na naira, ruo ntụpọ ọnụọgụ 2, dịka 2500 ma ọ bụ 2500.50.",
    course: "Kọọsụ",
    courseOption: "{title} ({price})",
    courseHintNone:
      "Enwebeghị kọọsụ nwere ọnụahịa: kupọn a ga-arụ ọrụ maka kọọsụ ọ bụla nwetara ọnụahịa.",
    courseHint:
      "Kpachie kupọn ahụ n'otu kọọsụ, ma ọ bụ hapụ ya ka ọ rụọ ọrụ maka kọọsụ ọ bụla nwere ọnụahịa.",
    expiresOn: "Ụbọchị ọ ga-agwụ",
    expiresHint: "Ọ bụghị iwu. Ọ na-arụ ọrụ ruo njedebe ụbọchị a, oge Legọs.",
    maxUses: "Ojiji kachasị",
    maxUsesHintEdit: {
      $plural: {
        one: "Ọ bụghị iwu. Ejirila ya ugboro {count} ruo ugbu a, ya mere ọ gaghị ala n'okpuru {min}.",
        other:
          "Ọ bụghị iwu. Ejirila ya ugboro {count} ruo ugbu a, ya mere ọ gaghị ala n'okpuru {min}.",
      },
    },
    maxUsesHintNew:
      "Ọ bụghị iwu. Ọ bụrụ na ọ tọgbọ chakoo, enweghị oke. A na-agụ otu ojiji mgbe ịkwụ ụgwọ gwụchara.",
    active: "Ọ na-arụ ọrụ: ụmụ akwụkwọ nwere ike iji koodu a mgbe ha na-akwụ ụgwọ",
    summaryTitle: "Ihe nwa akwụkwọ ga-enweta",
    summaryEmpty: "Tinye mbelata ka ị hụ ihe nwa akwụkwọ ga-akwụ site na kupọn a.",
    create: "Mepụta kupọn",
    save: "Chekwaa mgbanwe",
    cancel: "Kagbuo",
  },
  summary: {
    percentOff: "mbelata {percent}%",
    amountOff: "mbelata {amount}",
    courseFree:
      "Ụmụ akwụkwọ ga-enweta {course} n’efu ({off} n'ọnụahịa ya {price}), a ga-edebanye aha ha n'akwụghị ụgwọ.",
    coursePays: "Ụmụ akwụkwọ ga-akwụ {pays} kama {price} maka {course} ({off}).",
    allFree:
      "Ụmụ akwụkwọ ga-enweta kọọsụ ọ bụla nwere ọnụahịa n’efu, a ga-edebanye aha ha n'akwụghị ụgwọ.",
    percentOfPrice:
      "Ụmụ akwụkwọ ga-akwụ {percent}% nke ọnụahịa kọọsụ ọ bụla nwere ọnụahịa ({off}).",
    fixedLess:
      "Ụmụ akwụkwọ ga-akwụ {amount} obere maka kọọsụ ọ bụla nwere ọnụahịa; kọọsụ ọnụahịa ya bụ {amount} ma ọ bụ obere ga-abụ n’efu.",
    until: "Ọ na-arụ ọrụ ruo njedebe {date}.",
    neverExpires: "Ọ gaghị agwụ ma ọlị.",
    uses: {
      $plural: {
        one: "Enwere ike iji ya ugboro {count} n'ozuzu.",
        other: "Enwere ike iji ya ugboro {count} n'ozuzu.",
      },
    },
    anyUses: "Enwere ike iji ya ugboro ole ọ bụla.",
    inactive: "Ọ naghị arụ ọrụ: ọ dịghị onye nwere ike iji ya ruo mgbe ị kara Ọ na-arụ ọrụ.",
  },
  delete: {
    title: "Hichapụ kupọn",
    unused: "Ọ dịbeghị onye jiri {code}, ya mere enwere ike ihichapụ ya.",
    button: "Hichapụ kupọn",
    used: {
      $plural: {
        one: "Ejirila {code} ugboro {count}, ịkwụ ụgwọ na-echekwa koodu kupọn ha, ya mere enweghị ike ihichapụ ya. Iji kwụsị ya, wepụ akara Ọ na-arụ ọrụ ma chekwaa.",
        other:
          "Ejirila {code} ugboro {count}, ịkwụ ụgwọ na-echekwa koodu kupọn ha, ya mere enweghị ike ihichapụ ya. Iji kwụsị ya, wepụ akara Ọ na-arụ ọrụ ma chekwaa.",
      },
    },
    onPayments: {
      $plural: {
        one: "{code} dị n'ịkwụ ụgwọ {count}, ịkwụ ụgwọ na-echekwa koodu kupọn ha, ya mere enweghị ike ihichapụ ya. Iji kwụsị ya, wepụ akara Ọ na-arụ ọrụ ma chekwaa.",
        other:
          "{code} dị n'ịkwụ ụgwọ {count}, ịkwụ ụgwọ na-echekwa koodu kupọn ha, ya mere enweghị ike ihichapụ ya. Iji kwụsị ya, wepụ akara Ọ na-arụ ọrụ ma chekwaa.",
      },
    },
    question: "Hichapụ kupọn {code}?",
    warningTitle: "Enweghị ike imeghari nke a",
    warning:
      "Ụmụ akwụkwọ agaghị enwe ike iji {code} ọzọ. Ọ bụrụ na ị nwere ike ịchọ ya ọzọ, wepụ akara Ọ na-arụ ọrụ kama.",
    cancel: "Kagbuo",
  },
  toasts: {
    created: "E mepụtala kupọn",
    createdDescription: "E mepụtala kupọn {code}.",
    updated: "Emelitela kupọn",
    savedDescription: "Echekwala kupọn {code}.",
    deleted: "Ehichapụla kupọn",
    deletedDescription: "Ehichapụla kupọn {code}.",
    fetchFailed: "Enweghị ike ibute kupọn",
    saveFailed: "Enweghị ike ichekwa kupọn",
    deleteFailed: "Ehichapụghị kupọn",
    nothingDeleted: "Ọ dịghị ihe ehichapụrụ. Biko nwaa ọzọ.",
    inUse:
      "Ejirila {code}, ịkwụ ụgwọ na-echekwa koodu kupọn ha. Wepụ akara Ọ na-arụ ọrụ iji kwụsị ya kama.",
  },
  validation: {
    code: "Biko tinye koodu nwere mkpụrụedemede, ọnụọgụ ma ọ bụ akara (-) 3 ruo 30.",
    codeCharacters: "Jiri naanị mkpụrụedemede, ọnụọgụ na akara (-), dịka HARVEST-2026.",
    codeTaken: "Kupọn ọzọ nwere koodu a. Biko họrọ nke ọzọ.",
    kind: "Biko họrọ pasentị ma ọ bụ ego kapịrị ọnụ.",
    value: "Biko tinye mbelata.",
    percent: "Tinye pasentị zuru ezu site na 1 ruo 100.",
    fixed: "Tinye ego na naira karịrị ₦0, ruo ntụpọ ọnụọgụ 2, dịka 2500 ma ọ bụ 2500.50.",
    fixedTooLarge: "Ka ego ahụ ghara ịkarị ₦10,000,000.",
    course: "Họrọ kọọsụ nwere ọnụahịa, ma ọ bụ Kọọsụ ọ bụla nwere ọnụahịa.",
    expires: "Tinye ụbọchị ziri ezi, dịka 31/12/2026.",
    expiresPast: "Họrọ taa ma ọ bụ ụbọchị na-abịa.",
    maxUses:
      "Tinye ọnụọgụ ojiji zuru ezu site na 1 ruo 1,000,000, ma ọ bụ hapụ ya ka ọ tọgbọ chakoo maka enweghị oke.",
    notFound: "Kupọn a adịkwaghị. Ikekwe ehichapụla ya.",
    unsaved: "Enweghị ike ichekwa kupọn. Biko nwaa ọzọ n'oge na-adịghị anya.",
  },
  maxUsesBelowUses: {
    $plural: {
      one: "Ejirila kupọn a ugboro {count}: ojiji kachasị enweghị ike ịdị n'okpuru {count}.",
      other: "Ejirila kupọn a ugboro {count}: ojiji kachasị enweghị ike ịdị n'okpuru {count}.",
    },
  },
};

export default ig;
