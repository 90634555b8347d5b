/** What every learner page tells its RouteErrorPanel: the way back is the dashboard. */
export const LEARNER_PAGE_ERROR = {
  back: { to: "/dashboard", label: "Back to Dashboard" },
} as const;
