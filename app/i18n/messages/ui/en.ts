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
  routeError: {
    forbidden: { title: "Not allowed", message: "You do not have permission to do this." },
    notFound: { title: "Not found", message: "This record no longer exists." },
    tooMany: { title: "Too many attempts", message: "Please wait a minute, then try again." },
    unavailable: {
      title: "Temporarily unavailable",
      message:
        "We cannot reach our records just now. Anything you sent us before this page is safe. Please try again in a minute.",
    },
    failed: {
      title: "Something went wrong",
      message: "Something went wrong while loading this page. Please refresh it.",
    },
    tryAgain: "Try again",
  },
  notFound: {
    findWayBack: "Let us help you find your way back.",
    browseCourses: "Browse courses",
    contactUs: "Contact us",
  },
} as const;

export default en;
