import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  title: "Coupons",
  payments: "Payments",
  count: {
    $plural: {
      one: "{count} coupon, di new ones first.",
      other: "{count} coupons, di new ones first.",
    },
  },
  intro: "Discount codes wey learners dey type for checkout.",
  newCoupon: "New coupon",
  newDescription:
    "Code wey learners go type for checkout to get discount for course wey get price.",
  pagesLabel: "Coupon pages",
  empty: {
    beyondTitle: "No coupon for dis page",
    noneTitle: "No coupon yet",
    beyond: "Dis page don pass di end of di list. Go back to di first page.",
    none: "Make code wey go remove percentage or fixed ₦ amount, for one course or all of dem.",
  },
  pageError: {
    notFound: "We no see dis coupon",
    backToCoupons: "Go back to coupons",
    backToPayments: "Go back to payments",
  },
  edit: {
    title: "Change coupon",
    deleteTitle: "Delete coupon",
    allCoupons: "All coupons",
    used: {
      $plural: { one: "dem don use am {count} time", other: "dem don use am {count} times" },
    },
    coupon: "Coupon",
    status: "Status",
    uses: "How many times dem use am",
    created: "Day wey dem make am",
    lastChanged: "Last time dem change am",
    usesNote: "We dey count one use when payment wey get dis code finish; you no fit change am.",
  },
  statuses: {
    active: "E dey work",
    inactive: "E no dey work",
    expired: "E don expire",
    "used-up": "Dem don use am finish",
  },
  kinds: {
    percent: "Percentage comot",
    fixed: "Fixed amount comot (₦)",
  },
  list: {
    label: "Coupons",
    caption: "Coupons, di new ones first",
    code: "Code",
    discount: "Discount",
    course: "Course",
    uses: "Uses",
    expires: "E go expire",
    status: "Status",
    anyCourse: "Any course wey get price",
    usesNoLimit: "{uses} / no limit",
    usesOf: "{uses} / {max}",
    never: "E no go expire",
    editCoupon: "Change coupon {code}",
    editCode: "Change {code}",
    edit: "Change",
  },
  form: {
    required: "Di fields wey get * must get answer.",
    code: "Code *",
    codePlaceholder: "e.g. HARVEST-2026",
    codeHint:
      "3 to 30 letters, numbers or hyphens. We go save am for capital letters; learners fit type am anyhow.",
    kind: "Type of discount *",
    valuePercent: "Discount (%) *",
    valueFixed: "Discount (₦) *",
    valueHintPercent: "Full percentage from 1 reach 100 (100 go make di course free).",
    valueHintFixed: "For naira, up to 2 decimals, e.g. 2500 or 2500.50.",
    course: "Course",
    courseOption: "{title} ({price})",
    courseHintNone:
      "No course get price yet: dis coupon go work for any course wey later get price.",
    courseHint:
      "Make di coupon work for only one course, or make e work for every course wey get price.",
    expiresOn: "Day wey e go expire",
    expiresHint: "You fit leave am. E go work reach di end of dat day, Lagos time.",
    maxUses: "Highest number of uses",
    maxUsesHintEdit: {
      $plural: {
        one: "You fit leave am. Dem don use am {count} time so far, so e no fit dey below {min}.",
        other:
          "You fit leave am. Dem don use am {count} times so far, so e no fit dey below {min}.",
      },
    },
    maxUsesHintNew:
      "You fit leave am. If e empty, no limit. We dey count one use when payment finish.",
    active: "E dey work: learners fit use dis code for checkout",
    summaryTitle: "Wetin di learner go get",
    summaryEmpty: "Put di discount make you see wetin learner go pay with dis coupon.",
    create: "Make coupon",
    save: "Save di changes",
    cancel: "Cancel",
  },
  summary: {
    percentOff: "{percent}% comot",
    amountOff: "{amount} comot",
    courseFree:
      "Learners go get {course} free ({off} from im {price} price), dem go join without paying.",
    coursePays: "Learners go pay {pays} instead of {price} for {course} ({off}).",
    allFree: "Learners go get any course wey get price free, dem go join without paying.",
    percentOfPrice: "Learners go pay {percent}% of di price of any course wey get price ({off}).",
    fixedLess:
      "Learners go pay {amount} less for any course wey get price; course wey cost {amount} or less go dey free.",
    until: "E go work reach di end of {date}.",
    neverExpires: "E no go ever expire.",
    uses: {
      $plural: {
        one: "Dem fit use am {count} time in total.",
        other: "Dem fit use am {count} times in total.",
      },
    },
    anyUses: "Dem fit use am as many times as dem want.",
    inactive: "E no dey work now: nobody fit use am until you tick Active.",
  },
  delete: {
    title: "Delete coupon",
    unused: "Nobody don use {code} yet, so you fit delete am.",
    button: "Delete coupon",
    used: {
      $plural: {
        one: "Dem don use {code} {count} time, and payments dey keep dia coupon code, so you no fit delete am. To stop am, untick Active and save.",
        other:
          "Dem don use {code} {count} times, and payments dey keep dia coupon code, so you no fit delete am. To stop am, untick Active and save.",
      },
    },
    onPayments: {
      $plural: {
        one: "{code} dey for {count} payment, and payments dey keep dia coupon code, so you no fit delete am. To stop am, untick Active and save.",
        other:
          "{code} dey for {count} payments, and payments dey keep dia coupon code, so you no fit delete am. To stop am, untick Active and save.",
      },
    },
    question: "Delete coupon {code}?",
    warningTitle: "You no fit undo dis one",
    warning:
      "Learners no go fit use {code} again. If you fit need am later, untick Active instead.",
    cancel: "Cancel",
  },
  toasts: {
    created: "Coupon don dey",
    createdDescription: "We don make coupon {code}.",
    updated: "Coupon don change",
    savedDescription: "We don save coupon {code}.",
    deleted: "Coupon don delete",
    deletedDescription: "We don delete coupon {code}.",
    fetchFailed: "We no fit load di coupons",
    saveFailed: "We no fit save di coupon",
    deleteFailed: "Coupon no delete",
    nothingDeleted: "Nothing delete. Abeg try again.",
    inUse:
      "Dem don use {code}, and payments dey keep dia coupon code. Untick Active to stop am instead.",
  },
  validation: {
    code: "Abeg put code wey get 3 to 30 letters, numbers or hyphens.",
    codeCharacters: "Use only letters, numbers and hyphens (-), e.g. HARVEST-2026.",
    codeTaken: "Another coupon don already get dis code. Abeg choose different one.",
    kind: "Abeg choose percentage or fixed amount.",
    value: "Abeg put di discount.",
    percent: "Put full percentage from 1 reach 100.",
    fixed: "Put amount for naira wey pass ₦0, with 2 decimals at most, e.g. 2500 or 2500.50.",
    fixedTooLarge: "Make di amount no pass ₦10,000,000.",
    course: "Choose course wey get price, or Any course wey get price.",
    expires: "Put correct date, e.g. 31/12/2026.",
    expiresPast: "Choose today or day wey never reach.",
    maxUses: "Put full number of uses from 1 reach 1,000,000, or leave am empty for no limit.",
    notFound: "Dis coupon no dey again. Maybe dem don delete am.",
    unsaved: "We no fit save di coupon. Abeg try again small time.",
  },
  maxUsesBelowUses: {
    $plural: {
      one: "Dem don use dis coupon {count} time already: di highest number no fit dey below {count}.",
      other:
        "Dem don use dis coupon {count} times already: di highest number no fit dey below {count}.",
    },
  },
};

export default pcm;
