import type { Toast } from "~/domain/toast/toast";

/** What the enrol action tells the visitor, by outcome. */
export const ENROL_TOASTS = {
  loginRequired: {
    title: "Login Required",
    description: "Please login to enroll in a course.",
    variant: "destructive",
  },
  alreadyEnrolled: {
    title: "Already Enrolled",
    description: "You are already enrolled in this course.",
    variant: "destructive",
  },
  success: {
    title: "Enrollment successful!",
    description: "You have been enrolled in the course.",
  },
  failed: (message: string): Toast => ({
    title: "Enrollment failed",
    description: message,
    variant: "destructive",
  }),
} as const satisfies Record<string, Toast | ((message: string) => Toast)>;

/** Shown instead of a database error text, which may hold SQL and must not reach the page. */
export const ENROL_FAILED_MESSAGE =
  "We could not complete your enrolment just now. Please try again in a moment.";

/** The label of a course's enrol button: "Enroll Free" when the course costs nothing. */
export function enrolLabel(price: number): "Enroll Free" | "Enroll Now" {
  return price === 0 ? "Enroll Free" : "Enroll Now";
}
