import { admin } from "~/i18n/messages/admin";
import { useOptionalT } from "~/i18n/react";

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

/**
 * The presets above in the page's language (from the `admin` namespace, which the admin layout
 * sends, so an error boundary under it still has it); English when it did not arrive.
 */
export function useAdminPageError(kind: "course" | "user" | "payment") {
  const t = useOptionalT(admin)?.pageErrors;
  switch (kind) {
    case "course":
      return t
        ? { notFound: t.courseNotFound, ...backTo("courses", t.allCourses) }
        : COURSE_PAGE_ERROR;
    case "user":
      return t ? { notFound: t.userNotFound, ...backTo("users", t.backToUsers) } : USER_PAGE_ERROR;
    case "payment":
      return t
        ? { notFound: t.paymentNotFound, ...backTo("payments", t.backToPayments) }
        : PAYMENT_PAGE_ERROR;
  }
}
