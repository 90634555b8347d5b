import type { Toast } from "~/domain/toast/toast";
import type { Compiled } from "~/i18n/define";
import type en from "~/i18n/messages/catalog/en";

type EnrolMessages = Pick<Compiled<typeof en>, "toasts">;

/**
 * What the enrol action tells the visitor, by outcome, in the request's language:
 * `enrolToasts(translate(locale, catalog))`.
 */
export function enrolToasts({ toasts: t }: EnrolMessages) {
  // Being asked to log in, or finding the course already yours, is a next step, not a failure:
  // plain toasts (the destructive red, which a learner reads as "wrong", is for failures only).
  return {
    loginRequired: { title: t.loginRequiredTitle, description: t.loginRequired },
    alreadyEnrolled: { title: t.alreadyEnrolledTitle, description: t.alreadyEnrolled },
    success: { title: t.successTitle, description: t.success },
    failed: (message: string): Toast => ({
      title: t.failedTitle,
      description: message,
      variant: "destructive",
    }),
    /** Shown instead of a database error text, which may hold SQL and must not reach the page. */
    failedMessage: t.failed,
  } as const satisfies Record<string, Toast | string | ((message: string) => Toast)>;
}

/** Shown instead of a database error text, which may hold SQL and must not reach the page. */
export const ENROL_FAILED_MESSAGE =
  "We could not complete your enrollment just now. Please try again in a moment.";

/** The label of a course's enrol button: "Enroll Free" when the course costs nothing. */
export function enrolLabel(priceKobo: number): "Enroll Free" | "Enroll Now" {
  return priceKobo === 0 ? "Enroll Free" : "Enroll Now";
}
