import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  title: "Ndụmọdụ",
  intro:
    "Arịrịọ nzukọ, ndị ọhụrụ na mbụ. Kwado ma ọ bụ kagbuo arịrịọ ndị na-eche, ma kaa ndị akwadoro dịka emechara; a na-agwa onye rịọrọ oge ọ bụla.",
  filterLabel: "Họrọ ndụmọdụ dịka ọnọdụ",
  filters: {
    all: "Niile",
    pending: "Na-eche",
    confirmed: "Akwadoro",
    completed: "Emechara",
    cancelled: "Akagbuola",
  },
  reload: "Biko megharịa ibe a n'oge na-adịghị anya.",
  empty: {
    all: "Enwebeghị arịrịọ ndụmọdụ.",
    pending: "Enweghị ndụmọdụ na-eche.",
    confirmed: "Enweghị ndụmọdụ akwadoro.",
    completed: "Enweghị ndụmọdụ emechara.",
    cancelled: "Enweghị ndụmọdụ akagbuola.",
  },
  noOlder: "Enweghị ndụmọdụ ochie ọzọ.",
  pagesLabel: "Ibe ndụmọdụ",
  statusWords: {
    pending: "na-eche",
    confirmed: "akwadoro",
    completed: "emechara",
    cancelled: "akagbuola",
  },
  toasts: {
    updated: "Emelitela ọnọdụ",
    changed: "{name}: {from} → {to}.",
    updateFailed: "Mmelite adaghị",
    gone: "Ndụmọdụ a adịkwaghị.",
    invalidTransition: "Ndụmọdụ {from} enweghị ike ịghọ {to}.",
    deleted: "Ehichapụla ndụmọdụ",
    notDeleted: "Enweghị ike ihichapụ ndụmọdụ ahụ.",
    fetchFailed: "Enweghị ike ibute ndụmọdụ",
  },
  /** A booking's plan (the Consulting page's three phases). */
  plans: { Beginner: "Mbido", Intermediate: "Etiti", Advanced: "Elu" },
  card: {
    consultant: "Onye ndụmọdụ",
    requested: "Atụmatụ {plan} · arịọrọ ya {date}",
    hasAccount: " · o nwere akaụntụ",
    email: "Email",
    phone: "Ekwentị",
    plan: "Atụmatụ",
    farmSize: "Nha ugbo",
    cropType: "Ihe ọkụkụ ma ọ bụ anụ ụlọ",
    preferred: "Ụbọchị na oge ọ chọrọ",
    message: "Ozi",
    notGiven: "Enyeghị ya",
    noDate: "Enweghị ụbọchị ọ chọrọ",
    at: " n'elekere {time}",
    actions: {
      pending: "Kaa dịka na-eche",
      confirmed: "Kwado",
      completed: "Kaa dịka emechara",
      cancelled: "Kagbuo ndụmọdụ",
    },
    actionFor: "{action}: {name}",
    noFurther: "Enweghị mgbanwe ọnọdụ ọzọ.",
    delete: "Hichapụ",
    deleteFrom: "Hichapụ ndụmọdụ sitere n'aka {name}",
    deleteQuestion: "Hichapụ ndụmọdụ a?",
    deleteWarning: "A ga-ewepụ arịrịọ {name} ruo mgbe ebighị ebi. Enweghị ike imeghari nke a.",
    yesDelete: "Ee, hichapụ",
  },
};

export default ig;
