/** The root error page's English words (the `common` namespace's `errors`). */
export const ERROR_PAGE_TEXTS = {
  notFoundTitle: "Page not found",
  notFoundMessage: "The page you are looking for does not exist or has moved.",
  errorTitle: "Something went wrong",
  errorMessage: "An unexpected error occurred. Please try again in a moment.",
  statusTitle: "Error {status}",
  maintenanceTitle: "We'll be back soon",
  maintenanceMessage:
    "{siteName} is down for scheduled maintenance. Please check back in a little while.",
  outageTitle: "We'll be right back",
  staffSignIn: "Staff sign-in",
  tryAgain: "Try again",
  goHome: "Go Home",
} as const;
