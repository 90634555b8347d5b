// What the pages of one admin list tell their RouteErrorPanel, spread into it. The way back is
// the list, which the panel leaves out on the list itself.

/** The way back to the admin list at /admin-dashboard/{list}. */
export function backTo(list: string, label: string) {
  return { back: { to: `/admin-dashboard/${list}`, label } } as const;
}

/** A course's pages: a 404 (also another instructor's course, which answers the same). */
export const COURSE_PAGE_ERROR = {
  notFound: "Course not found",
  ...backTo("courses", "All courses"),
};

export const USER_PAGE_ERROR = {
  notFound: "User not found",
  ...backTo("users", "Back to all users"),
};

/** The Payments tab's pages: a 404 for a payment that does not exist. */
export const PAYMENT_PAGE_ERROR = {
  notFound: "Payment not found",
  ...backTo("payments", "Back to all payments"),
};
