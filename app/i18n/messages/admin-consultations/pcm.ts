import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  title: "Consultations",
  intro:
    "Booking requests, di new ones first. Confirm or cancel di ones wey dey wait, and mark di confirmed ones as finish; we go tell di person each time.",
  filterLabel: "Filter consultations by status",
  filters: {
    all: "All",
    pending: "E dey wait",
    confirmed: "Dem don confirm",
    completed: "E don finish",
    cancelled: "Dem don cancel",
  },
  reload: "Abeg reload di page small time.",
  empty: {
    all: "No consultation request yet.",
    pending: "No consultation wey dey wait.",
    confirmed: "No consultation wey dem don confirm.",
    completed: "No consultation wey don finish.",
    cancelled: "No consultation wey dem don cancel.",
  },
  noOlder: "No older consultations.",
  pagesLabel: "Consultations pages",
  statusWords: {
    pending: "e dey wait",
    confirmed: "confirmed",
    completed: "e don finish",
    cancelled: "cancelled",
  },
  toasts: {
    updated: "Status don change",
    changed: "{name}: {from} → {to}.",
    updateFailed: "We no fit change am",
    gone: "Dis consultation no dey again.",
    invalidTransition: "Consultation wey be {from} no fit turn {to}.",
    deleted: "Consultation don delete",
    notDeleted: "We no fit delete di consultation.",
    fetchFailed: "We no fit load di consultations",
  },
  /** A booking's plan (the Consulting page's three phases). */
  plans: { Beginner: "Beginner", Intermediate: "Intermediate", Advanced: "Advanced" },
  card: {
    consultant: "Consultant",
    requested: "{plan} plan · dem ask for am {date}",
    hasAccount: " · e get account",
    email: "Email",
    phone: "Phone",
    plan: "Plan",
    farmSize: "Farm size",
    cropType: "Crop or animal",
    preferred: "Date and time wey dem want",
    message: "Message",
    notGiven: "Dem no give am",
    noDate: "No date wey dem choose",
    at: " by {time}",
    actions: {
      pending: "Mark am as e dey wait",
      confirmed: "Confirm",
      completed: "Mark am as finish",
      cancelled: "Cancel consultation",
    },
    actionFor: "{action}: {name}",
    noFurther: "No other status change.",
    delete: "Delete",
    deleteFrom: "Delete consultation from {name}",
    deleteQuestion: "Delete dis consultation?",
    deleteWarning: "Di request from {name} go comot forever. You no fit undo am.",
    yesDelete: "Yes, delete",
  },
};

export default pcm;
