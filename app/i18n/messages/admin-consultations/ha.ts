import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  title: "Shawarwari",
  intro:
    "Buƙatun ganawa, sababbi tukuna. Tabbatar ko soke buƙatun da ke jira, ka kuma sanya waɗanda aka tabbatar a matsayin an kammala; ana sanar da mai buƙata kowane lokaci.",
  filterLabel: "Tace shawarwari bisa matsayi",
  filters: {
    all: "Duka",
    pending: "Ana jira",
    confirmed: "An tabbatar",
    completed: "An kammala",
    cancelled: "An soke",
  },
  reload: "Don Allah a sake loda shafin nan ba da daɗewa ba.",
  empty: {
    all: "Babu buƙatar shawara tukuna.",
    pending: "Babu shawarar da ke jira.",
    confirmed: "Babu shawarar da aka tabbatar.",
    completed: "Babu shawarar da aka kammala.",
    cancelled: "Babu shawarar da aka soke.",
  },
  noOlder: "Babu tsofaffin shawarwari.",
  pagesLabel: "Shafukan shawarwari",
  statusWords: {
    pending: "mai jira",
    confirmed: "wadda aka tabbatar",
    completed: "wadda aka kammala",
    cancelled: "wadda aka soke",
  },
  toasts: {
    updated: "An sabunta matsayi",
    changed: "{name}: {from} → {to}.",
    updateFailed: "Sabuntawa ta kasa",
    gone: "Wannan shawara ba ta nan kuma.",
    invalidTransition: "Shawara {from} ba za ta iya zama {to} ba.",
    deleted: "An share shawara",
    notDeleted: "Ba a iya share shawarar ba.",
    fetchFailed: "An kasa ɗauko shawarwari",
  },
  /** A booking's plan (the Consulting page's three phases). */
  plans: { Beginner: "Na farko", Intermediate: "Na tsakiya", Advanced: "Na gaba" },
  card: {
    consultant: "Mai ba da shawara",
    requested: "Tsarin {plan} · an buƙata {date}",
    hasAccount: " · yana da asusu",
    email: "Imel",
    phone: "Waya",
    plan: "Tsari",
    farmSize: "Girman gona",
    cropType: "Amfanin gona ko dabbobi",
    preferred: "Ranar da lokacin da aka fi so",
    message: "Saƙo",
    notGiven: "Ba a bayar ba",
    noDate: "Babu ranar da aka fi so",
    at: " da ƙarfe {time}",
    actions: {
      pending: "Sanya a matsayin ana jira",
      confirmed: "Tabbatar",
      completed: "Sanya a matsayin an kammala",
      cancelled: "Soke shawara",
    },
    actionFor: "{action}: {name}",
    noFurther: "Babu ƙarin canjin matsayi.",
    delete: "Share",
    deleteFrom: "Share shawara daga {name}",
    deleteQuestion: "A share wannan shawara?",
    deleteWarning: "Za a cire buƙatar {name} har abada. Ba za a iya mayar da wannan ba.",
    yesDelete: "Ee, share",
  },
};

export default ha;
