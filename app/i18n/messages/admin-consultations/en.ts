import { plural } from "~/i18n/define";

/**
 * The admin Consultations tab: the booking requests, their status changes and deletion; and its
 * week view.
 */
const en = {
  title: "Consultations",
  intro:
    "Booking requests, newest first. Confirm or cancel pending requests and mark confirmed ones completed; the requester is told each time.",
  filterLabel: "Filter consultations by status",
  filters: {
    all: "All",
    pending: "Pending",
    confirmed: "Confirmed",
    completed: "Completed",
    cancelled: "Cancelled",
  },
  reload: "Please reload the page in a moment.",
  empty: {
    all: "No consultation requests yet.",
    pending: "No pending consultations.",
    confirmed: "No confirmed consultations.",
    completed: "No completed consultations.",
    cancelled: "No cancelled consultations.",
  },
  noOlder: "No older consultations.",
  pagesLabel: "Consultations pages",
  /** A status inside a sentence (the toasts). */
  statusWords: {
    pending: "pending",
    confirmed: "confirmed",
    completed: "completed",
    cancelled: "cancelled",
  },
  toasts: {
    updated: "Status updated",
    changed: "{name}: {from} → {to}.",
    updateFailed: "Update failed",
    gone: "This consultation no longer exists.",
    invalidTransition: "A {from} consultation cannot become {to}.",
    deleted: "Consultation deleted",
    notDeleted: "The consultation could not be deleted.",
    fetchFailed: "Error fetching consultations",
  },
  /** A booking's plan (the Consulting page's three phases). */
  messagesSent: "Messages to the requester",
  channels: { email: "E-mail", sms: "SMS", whatsapp: "WhatsApp" },
  deliveries: {
    queued: "waiting",
    sending: "sending",
    sent: "sent",
    failed: "failed",
    skipped: "skipped (out of date)",
    delivered: "delivered",
    read: "read",
    scheduled: "scheduled",
  },
  plans: { Beginner: "Beginner", Intermediate: "Intermediate", Advanced: "Advanced" },
  card: {
    consultant: "Consultant",
    requested: "{plan} plan · requested {date}",
    hasAccount: " · has an account",
    email: "Email",
    phone: "Phone",
    plan: "Plan",
    farmSize: "Farm size",
    cropType: "Crop or livestock",
    preferred: "Preferred date and time",
    message: "Message",
    notGiven: "Not given",
    noDate: "No preferred date",
    at: " at {time}",
    actions: {
      pending: "Mark pending",
      confirmed: "Confirm",
      completed: "Mark completed",
      cancelled: "Cancel consultation",
    },
    actionFor: "{action}: {name}",
    noFurther: "No further status change.",
    delete: "Delete",
    deleteFrom: "Delete consultation from {name}",
    deleteQuestion: "Delete this consultation?",
    deleteWarning: "The request from {name} is removed for good. This cannot be undone.",
    yesDelete: "Yes, delete",
  },
  /** The link from the list to the week view. */
  weekView: "Week view",
  /** The week view: every consultant's booked hours, on the days someone works or has a booking. */
  week: {
    title: "Consultations by week",
    intro:
      "Every consultant's booked hours for the week, in Lagos time. Cancelled bookings are left out; requests without a booked hour are in the list.",
    range: "{from} – {to}",
    weeksLabel: "Choose a week",
    previous: "Previous week",
    thisWeek: "This week",
    next: "Next week",
    dateLabel: "Week of the date",
    show: "Show week",
    backToList: "All consultations",
    perConsultant: "Bookings per consultant this week",
    count: plural("{count} booking", "{count} bookings"),
    unassigned: "Unassigned",
    empty: "No consultations are booked this week.",
    nextBookings: "Next bookings: week of {date}",
    daysShown: "Days with consulting hours or bookings: {days}.",
    emptyDay: "No bookings.",
    today: "Today",
    truncated: "Only the first {count} bookings of this week are shown.",
  },
} as const;

export default en;
