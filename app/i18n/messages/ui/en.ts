import { ROUTE_ERROR_TEXTS } from "~/components/layout/route-error-texts";
import { plural } from "~/i18n/define";

/**
 * The shared building blocks of every page (pagination, toasts, fields, error panels, the quick
 * contact button, the 404 page): sent by the root with `common`.
 */
const en = {
  pagination: {
    previous: "Previous",
    next: "Next",
    pageOf: "Page {page} of {pageCount}",
    newer: "Newer",
    older: "Older",
    nothingHere: "Nothing here",
    newest: "Showing the {shown} newest",
    olderShown: "Showing {shown} older",
  },
  search: {
    clear: "Clear",
  },
  password: {
    show: "Show password",
    hide: "Hide password",
  },
  toast: {
    region: "Status messages",
    dismiss: "Dismiss notification",
    dismissMessage: "Dismiss message",
  },
  rating: "Rated {filled} out of {max}",
  loading: "Loading…",
  quickContact: {
    open: "Contact us",
    help: "How can we help?",
    chat: "Chat with our team",
  },
  // The English panel texts are written once, beside the panel (a page whose root data never
  // arrived still needs them without this namespace).
  routeError: { ...ROUTE_ERROR_TEXTS, tryAgain: "Try again" },
  notFound: {
    findWayBack: "Let us help you find your way back.",
    browseCourses: "Browse courses",
    contactUs: "Contact us",
  },
  /** A course's length (3 weeks, 2 hours), written in the page's language. */
  durations: {
    hours: plural("{count} hour", "{count} hours"),
    days: plural("{count} day", "{count} days"),
    weeks: plural("{count} week", "{count} weeks"),
    months: plural("{count} month", "{count} months"),
  },
} as const;

export default en;
