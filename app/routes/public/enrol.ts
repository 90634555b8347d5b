import { redirect } from "react-router";
import { safeRedirectTo } from "~/domain/auth/session.server";
import { enrolFormSchema } from "~/domain/catalog/catalog.schema";
import { enrolToasts } from "~/domain/catalog/enrol.messages";
import { enrolInCourse } from "~/domain/learning/enrolments.server";
import { loadCheckout } from "~/domain/payments/payments.server";
import { translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { catalog } from "~/i18n/messages/catalog";
import { notFound } from "~/lib/http.server";
import { parseSubmission } from "~/lib/parse-submission";
import { readForm } from "~/routes/form-body.server";
import { userContext } from "~/routes/middleware/user-context.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/enrol";

/** Enrolment is a POST; a GET (a bookmarked or typed URL) goes to the course page. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/academy/${encodeURIComponent(params.slug)}`);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const toasts = enrolToasts(translate(context.get(localeContext), catalog));
  // A body that is not a form (a stray fetch, a bot) is treated as an empty form, never a 500.
  const formData = await readForm(request);
  const submission = parseSubmission(formData, { schema: enrolFormSchema });
  // The form has no field to show a message beside: a bad redirectTo only means the course page.
  const back =
    safeRedirectTo(submission.status === "success" ? submission.value.redirectTo : null) ??
    `/academy/${encodeURIComponent(params.slug)}`;

  const checkout = `/academy/${encodeURIComponent(params.slug)}/checkout`;
  const user = context.get(userContext);
  if (!user) {
    // After signing in, a priced course continues at its checkout, a free one where it was.
    const priced =
      (await loadCheckout(services.db, { userId: null, courseSlug: params.slug })).status ===
      "ready";
    return redirectWithToast(
      services.toasts,
      request,
      `/login?redirectTo=${encodeURIComponent(priced ? checkout : back)}`,
      toasts.loginRequired,
    );
  }

  const result = await enrolInCourse(services.db, { userId: user.id, courseSlug: params.slug });
  switch (result.status) {
    case "not-found":
      throw notFound("Course not found");
    case "payment-required":
      return redirect(checkout);
    case "already-enrolled":
      return redirectWithToast(services.toasts, request, back, toasts.alreadyEnrolled);
    case "failed":
      services.logger.error(
        { err: result.error, userId: user.id, course: params.slug },
        "enrolment failed",
      );
      return redirectWithToast(services.toasts, request, back, toasts.failed(toasts.failedMessage));
    case "enrolled":
      return redirectWithToast(services.toasts, request, back, toasts.success);
  }
}
