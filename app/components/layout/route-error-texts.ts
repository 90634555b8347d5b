/** The kinds of failure a signed-in page tells apart; anything else is `failed`. */
export type RouteErrorKind = "forbidden" | "notFound" | "tooMany" | "unavailable" | "failed";

/**
 * What every signed-in page says when it has nothing more specific, in English (the panel shows
 * them in the page's language, from the `ui` messages the root sends).
 */
export const ROUTE_ERROR_TEXTS = {
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
} as const satisfies Record<RouteErrorKind, { title: string; message: string }>;
