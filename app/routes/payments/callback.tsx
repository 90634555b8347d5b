import { redirect } from "react-router";
import { enrolToasts } from "~/domain/catalog/enrol.messages";
import { gatewayFor } from "~/domain/payments/payment-services.server";
import {
  confirmPayment,
  courseSlugOf,
  isPaymentReference,
} from "~/domain/payments/payments.server";
import { translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { catalog } from "~/i18n/messages/catalog";
import { checkout } from "~/i18n/messages/checkout";
import { notFound } from "~/lib/http.server";
import { requireUser } from "~/routes/middleware/guards.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/callback";

/**
 * Where the provider sends the learner back, signed in (a signed-out return logs in and comes
 * back here). Its query string only says which of the learner's own payments to look at: confirmPayment asks the provider itself, so a hand-made "?status=successful" changes
 * nothing. Paid → the course page with 'Enrollment successful!'; anything else → the checkout,
 * which explains what happened and offers to try again.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const gateway = gatewayFor(services.payments, params.provider);
  if (!gateway) throw notFound();
  const callback = gateway.readCallback(new URL(request.url));
  if (!callback.reference) throw redirect("/dashboard");
  if (!isPaymentReference(callback.reference)) throw notFound("Payment not found");
  // Only the payer's own session acts on a return: a reference is no secret (it travels in
  // addresses and e-mails), and anyone else is answered 404, as for another learner's record.
  // The provider's signed webhook confirms the payment with no session at all.
  const user = requireUser(context, request);
  const result = await confirmPayment(services, {
    reference: callback.reference,
    payerId: user.id,
    // Only ever used to ask the provider; a value no provider gives is dropped.
    providerTransactionId: isPaymentReference(callback.providerTransactionId)
      ? callback.providerTransactionId
      : null,
    cancelled: callback.cancelled,
  });
  if (result.status === "not-found") throw notFound("Payment not found");
  const slug = await courseSlugOf(services.db, result.payment.courseId);
  if (!slug) return redirect("/settings/payments");
  const coursePath = `/academy/${encodeURIComponent(slug)}`;
  if (result.status === "paid") {
    const duplicate = result.payment.needsRefund && result.payment.status === "paid";
    const locale = context.get(localeContext);
    const t = translate(locale, checkout);
    return redirectWithToast(
      services.toasts,
      request,
      coursePath,
      duplicate
        ? { title: t.toasts.alreadyPaidTitle, description: t.toasts.alreadyPaid }
        : enrolToasts(translate(locale, catalog)).success,
    );
  }
  return redirect(`${coursePath}/checkout?payment=${encodeURIComponent(result.payment.reference)}`);
}

/**
 * Never drawn: the loader always redirects. It makes this a page rather than a resource route,
 * so a learner who returns while the database is down gets the friendly outage page (the root
 * error boundary) instead of a bare 503 body.
 */
export default function PaymentCallback() {
  return null;
}
