import { data, redirect } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Form } from "~/components/ui/link";
import { testCheckoutFormSchema } from "~/domain/payments/checkout.schema";
import type { FakeCharge } from "~/domain/payments/gateways/fake-paystack.server";
import type { Payment } from "~/domain/payments/payment-records.server";
import { findOwnPayment } from "~/domain/payments/payments.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { checkout } from "~/i18n/messages/checkout";
import { metaT } from "~/i18n/meta";
import { useLocale, useT } from "~/i18n/react";
import { formatNaira } from "~/lib/format";
import { notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/page-title";
import { parseSubmission } from "~/lib/parse-submission";
import { readForm } from "~/routes/form-body.server";
import { requireUser } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/test-checkout";

/**
 * The built-in test gateway's hosted checkout (PAYMENTS_PROVIDER=test): the page a provider
 * would show, with the three things a payer can do there. It exists only in test mode, moves no
 * money, and what its buttons do reaches the site the way a provider's answer does (a signed
 * webhook and the return to our callback, both verified). Only the payer, signed in, sees it.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { charge, payment } = await ownTestCharge(context, request, params.reference);
  return {
    ...messagesFor(context.get(localeContext), checkout),
    reference: charge.reference,
    // A provider's page names what is bought (our description); ours reads it from the payment.
    courseTitle: payment.courseTitle ?? null,
    amountKobo: charge.amountKobo,
    email: charge.email,
    settled: charge.status !== "abandoned",
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { payments } = context.get(servicesContext);
  const { charge } = await ownTestCharge(context, request, params.reference);
  const submission = parseSubmission(await readForm(request), { schema: testCheckoutFormSchema });
  if (submission.status !== "success") {
    return data({ error: translate(context.get(localeContext), checkout).test.choose }, 400);
  }
  const done = payments.testProvider?.complete(charge.reference, submission.value.outcome);
  if (!done) throw notFound("No such test payment");
  return redirect(done.redirectTo);
}

/**
 * The test charge of one of the signed-in learner's own payments, or 404: the page shows the
 * payer's e-mail and its buttons pay or cancel, so it is the payer's alone (anyone else is
 * answered as if it did not exist). No test gateway: 404 before anything else.
 */
async function ownTestCharge(
  context: Route.LoaderArgs["context"],
  request: Request,
  reference: string,
): Promise<{ charge: FakeCharge; payment: Payment }> {
  const services = context.get(servicesContext);
  const provider = services.payments.testProvider;
  if (!provider) throw notFound("No such test payment");
  const user = requireUser(context, request);
  const payment = await findOwnPayment(services.db, { userId: user.id, reference });
  const charge = payment?.provider === "test" ? provider.charge(payment.reference) : null;
  if (!payment || !charge) throw notFound("No such test payment");
  return { charge, payment };
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaT(matches, checkout)?.test.metaTitle ?? "Test payment";
  return [{ title: pageTitle(matches, title) }, { name: "robots", content: "noindex" }];
}

export default function TestCheckout({ loaderData }: Route.ComponentProps) {
  const t = useT(checkout);
  const locale = useLocale();
  const amount = formatNaira(loaderData.amountKobo, locale);
  return (
    <div className="container-page max-w-lg py-10 sm:py-16">
      <div className="space-y-6 rounded-2xl border-2 border-dashed border-warning-border bg-surface p-6 shadow-sm sm:p-8">
        <Alert variant="warning" title={t.testModeNotice}>
          {t.test.notice}
        </Alert>
        <div>
          <h1 className="text-2xl font-extrabold text-ink">{t.test.title}</h1>
          {loaderData.courseTitle ? (
            <p className="mt-2 text-lg font-semibold text-ink">
              {t.test.course({ title: loaderData.courseTitle })}
            </p>
          ) : null}
          <p className="mt-1 text-ink-muted">{t.test.pays({ email: loaderData.email, amount })}</p>
          <p className="mt-1 text-sm text-ink-muted">
            {t.test.reference({ reference: loaderData.reference })}
          </p>
        </div>
        <Form method="post" className="grid gap-3 sm:grid-cols-3">
          <Button type="submit" name="outcome" value="success">
            {t.test.pay}
          </Button>
          <Button type="submit" name="outcome" value="failed" variant="destructive">
            {t.test.fail}
          </Button>
          <Button type="submit" name="outcome" value="cancelled" variant="outline">
            {t.test.cancel}
          </Button>
        </Form>
      </div>
    </div>
  );
}
