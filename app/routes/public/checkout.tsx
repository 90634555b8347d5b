import { data, redirect } from "react-router";
import { courseThumbnailUrl } from "~/components/catalog/course-card";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { ChevronLeftIcon, LockIcon } from "~/components/ui/icons";
import { Form, Link } from "~/components/ui/link";
import { Picture } from "~/components/ui/picture";
import { requestClientKey } from "~/domain/abuse/rate-limit.server";
import { enrolToasts } from "~/domain/catalog/enrol.messages";
import { PAYMENT_NOTICES } from "~/domain/payments/checkout.messages";
import { checkoutFormSchema } from "~/domain/payments/checkout.schema";
import { spendCouponTry } from "~/domain/payments/coupon-tries.server";
import { formatVatRate } from "~/domain/payments/money";
import {
  findOwnPayment,
  loadCheckout,
  quoteCheckout,
  startCheckout,
} from "~/domain/payments/payments.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { catalog } from "~/i18n/messages/catalog";
import { checkout } from "~/i18n/messages/checkout";
import { metaT } from "~/i18n/meta";
import { useLocale, useT } from "~/i18n/react";
import { formatNaira } from "~/lib/format";
import { notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/page-title";
import { parseSubmission } from "~/lib/parse-submission";
import { readForm } from "~/routes/form-body.server";
import { requireUser } from "~/routes/middleware/guards.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/checkout";

/** A coupon problem (worded in English by the payments domain) in the request's language. */
function couponMessage(message: string | null, locale: Locale): string | null {
  if (message === null) return null;
  const english = translate("en", checkout).couponErrors;
  // The messages the domain and the form's schema word (the one for every unusable code).
  const key = (["check", "tooLong", "notValid"] as const).find((k) => english[k] === message);
  return key ? translate(locale, checkout).couponErrors[key] : message;
}

/**
 * The test gateway's page is one of ours: sent as a path, the language layer keeps the
 * checkout's language on it (/yo/payments/test-checkout/…). A provider's page stays as it is.
 */
function ownPath(url: string, appUrl: string): string {
  const target = new URL(url);
  return target.origin === new URL(appUrl).origin ? `${target.pathname}${target.search}` : url;
}

/** Kobo as naira, in the page's language ("₦12,500"). */
function naira(kobo: number, locale: Locale): string {
  return formatNaira(kobo, locale);
}

/**
 * The checkout of a priced course. Signed out → log in and come back; enrolled → the course;
 * free → the course page, where 'Enroll Free' is. `?payment=` names an earlier attempt of this
 * learner's (the owner is in the query), whose outcome the page explains.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  const locale = context.get(localeContext);
  const page = await loadCheckout(services.db, { userId: user.id, courseSlug: params.slug });
  const coursePath = `/academy/${encodeURIComponent(params.slug)}`;
  if (page.status === "not-found") throw notFound("Course not found");
  if (page.status === "free") throw redirect(coursePath);
  if (page.status === "enrolled") {
    throw await redirectWithToast(
      services.toasts,
      request,
      coursePath,
      enrolToasts(translate(locale, catalog)).alreadyEnrolled,
    );
  }
  const reference = new URL(request.url).searchParams.get("payment");
  const found = reference
    ? await findOwnPayment(services.db, { userId: user.id, reference })
    : null;
  const attempt =
    found && found.courseId === page.course.id && found.status in PAYMENT_NOTICES ? found : null;
  // Back from a failed or cancelled payment, Try again keeps the coupon the learner agreed to
  // pay with; it is checked again now, and one that can no longer be used is said to be gone.
  const { quote, couponError } = await quoteCheckout(services.db, {
    courseId: page.course.id,
    priceKobo: page.priceKobo,
    vatRateBps: page.vatRateBps,
    couponCode: attempt?.couponCode ?? null,
  });
  return {
    ...messagesFor(locale, checkout),
    course: page.course,
    quote,
    couponError: null as string | null,
    couponCode: "",
    lostCoupon:
      attempt?.couponCode && couponError
        ? { code: attempt.couponCode, reason: couponMessage(couponError, locale) ?? couponError }
        : null,
    attempt: attempt
      ? {
          status: attempt.status as keyof typeof PAYMENT_NOTICES,
          reason: attempt.failureReason,
        }
      : null,
    provider: services.payments.checkout?.provider ?? null,
    testMode: services.payments.testMode,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  const locale = context.get(localeContext);
  const t = translate(locale, checkout);
  const toasts = enrolToasts(translate(locale, catalog));
  const submission = parseSubmission(await readForm(request), { schema: checkoutFormSchema });
  if (submission.status !== "success") {
    return data(
      {
        couponError:
          couponMessage(submission.error?.couponCode?.[0] ?? null, locale) ?? t.couponErrors.check,
      },
      { status: 400 },
    );
  }
  const { intent, couponCode } = submission.value;
  const coursePath = `/academy/${encodeURIComponent(params.slug)}`;

  // Every code tried (Apply, or Pay with a code) is counted per account and per address before it
  // is looked at, so codes cannot be guessed at speed (budgets in coupon-tries.server.ts).
  if (couponCode) {
    const tried = await spendCouponTry(services, {
      userId: user.id,
      clientKey: requestClientKey(request),
    });
    if (!tried.allowed) {
      return data(
        {
          couponError: t.couponErrors.tooMany({
            count: Math.max(1, Math.ceil(tried.retryAfterSeconds / 60)),
          }),
          couponCode,
          quote: null,
        },
        { status: 429, headers: { "Retry-After": String(tried.retryAfterSeconds) } },
      );
    }
  }

  if (intent === "apply") {
    const page = await loadCheckout(services.db, { userId: user.id, courseSlug: params.slug });
    if (page.status !== "ready") throw redirect(coursePath);
    const { quote, couponError } = await quoteCheckout(services.db, {
      courseId: page.course.id,
      priceKobo: page.priceKobo,
      vatRateBps: page.vatRateBps,
      couponCode: couponCode ?? null,
      userId: user.id,
    });
    return data(
      { quote, couponError: couponMessage(couponError, locale), couponCode: couponCode ?? "" },
      { status: couponError ? 400 : 200 },
    );
  }

  const result = await startCheckout(services, {
    user: { id: user.id, email: user.email, name: user.name },
    courseSlug: params.slug,
    couponCode: couponCode ?? null,
    locale,
  });
  switch (result.status) {
    case "not-found":
      throw notFound("Course not found");
    case "free-course":
      return redirect(coursePath);
    case "already-enrolled":
      return redirectWithToast(services.toasts, request, coursePath, toasts.alreadyEnrolled);
    case "coupon-invalid":
      return data(
        {
          couponError: couponMessage(result.message, locale),
          couponCode: couponCode ?? "",
          quote: null,
        },
        { status: 400 },
      );
    case "unavailable":
      return redirect(`${coursePath}/checkout`);
    case "redirect":
      return redirect(ownPath(result.checkoutUrl, services.env.APP_URL));
    case "enrolled":
      return redirectWithToast(services.toasts, request, coursePath, toasts.success);
    case "gateway-error":
      return redirectWithToast(
        services.toasts,
        request,
        result.reference
          ? `${coursePath}/checkout?payment=${encodeURIComponent(result.reference)}`
          : `${coursePath}/checkout`,
        {
          title: t.toasts.failedToStartTitle,
          description: t.toasts.failedToStart,
          variant: "destructive",
        },
      );
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaT(matches, checkout);
  const title = loaderData
    ? (t?.metaCourseTitle({ title: loaderData.course.title }) ??
      `Checkout: ${loaderData.course.title}`)
    : (t?.metaTitle ?? "Checkout");
  return [{ title: pageTitle(matches, title) }, { name: "robots", content: "noindex" }];
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { course, attempt, lostCoupon, provider, testMode } = loaderData;
  // An answer to "Apply" carries the new quote; a refused payment keeps the page's.
  const quote = (actionData && "quote" in actionData ? actionData.quote : null) ?? loaderData.quote;
  const couponError = actionData?.couponError ?? null;
  const couponCode = actionData && "couponCode" in actionData ? actionData.couponCode : "";
  const t = useT(checkout);
  const locale = useLocale();
  const notice = attempt ? t.notices[attempt.status] : null;
  return (
    <div className="container-page max-w-5xl py-8 sm:py-12">
      <Link
        to={`/academy/${course.slug}`}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ChevronLeftIcon className="size-4" />
        {t.back}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        {t.title}
      </h1>

      {testMode ? (
        <Alert variant="warning" title={t.testModeNotice} className="mt-6">
          {t.testModeText}
        </Alert>
      ) : null}
      {notice ? (
        <Alert
          variant={attempt?.status === "pending" ? "info" : "error"}
          title={notice.title}
          className="mt-6"
        >
          {notice.description}
        </Alert>
      ) : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_380px] lg:items-start">
        <section
          aria-labelledby="checkout-course"
          className="overflow-hidden rounded-2xl border border-border bg-surface shadow-sm"
        >
          <Picture
            src={courseThumbnailUrl(course)}
            sizes="(min-width: 1024px) 560px, 100vw"
            width={640}
            height={360}
            className="hidden aspect-video w-full object-cover sm:block"
          />
          <div className="space-y-2 p-5 sm:p-6">
            <h2 id="checkout-course" className="text-xl font-bold text-ink">
              {course.title}
            </h2>
            <p className="text-ink-muted">
              {t.taughtBy} <strong className="text-ink">{course.instructor}</strong>
            </p>
            <p className="text-sm text-ink-muted">
              {t.lessons({ count: course.lessonsCount })} · {course.duration} ·{" "}
              {t.certificateWhenComplete}
            </p>
          </div>
        </section>

        <section
          aria-labelledby="order-summary"
          className="space-y-5 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
        >
          <div>
            <h2 id="order-summary" className="text-lg font-bold text-ink">
              {t.orderSummary}
            </h2>
            {/* What is paid for, beside its amount: on a phone the course card is a screen up. */}
            <p className="mt-1 text-ink-muted">{course.title}</p>
          </div>
          {lostCoupon && !actionData ? (
            <Alert variant="warning" title={t.couponLost.title({ code: lostCoupon.code })}>
              {`${lostCoupon.reason} ${t.couponLost.fullPrice}`}
            </Alert>
          ) : null}
          <dl className="space-y-2 text-ink">
            <div className="flex justify-between gap-4">
              <dt>{t.coursePrice}</dt>
              <dd>{naira(quote.listKobo, locale)}</dd>
            </div>
            {quote.discountKobo > 0 ? (
              <div className="flex justify-between gap-4 text-success">
                <dt>{t.coupon({ code: quote.couponCode ?? "" })}</dt>
                <dd>−{naira(quote.discountKobo, locale)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4 border-t border-border pt-2 text-lg font-bold">
              <dt>{t.total}</dt>
              <dd>{naira(quote.amountKobo, locale)}</dd>
            </div>
            <div className="flex justify-between gap-4 text-sm text-ink-muted">
              <dt>{t.includesVat({ rate: formatVatRate(quote.vatRateBps) })}</dt>
              <dd>{naira(quote.vatKobo, locale)}</dd>
            </div>
          </dl>

          <Form method="post" className="space-y-5" noValidate>
            <div className="flex items-end gap-2">
              <Field
                label={t.couponLabel}
                name="couponCode"
                defaultValue={couponCode || quote.couponCode || ""}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={40}
                error={couponError ?? undefined}
                className="flex-1"
              />
              <Button
                type="submit"
                name="intent"
                value="apply"
                variant="outline"
                className={couponError ? "mb-7" : undefined}
              >
                {t.apply}
              </Button>
            </div>
            {provider || quote.amountKobo === 0 ? (
              <>
                <Button type="submit" name="intent" value="pay" size="lg" className="w-full">
                  <LockIcon className="size-5" />
                  {quote.amountKobo === 0
                    ? t.enrolWithCoupon
                    : (attempt && attempt.status !== "pending" ? t.tryAgain : t.pay)({
                        amount: naira(quote.amountKobo, locale),
                      })}
                </Button>
                {provider && quote.amountKobo > 0 ? (
                  <p className="text-sm text-ink-muted">
                    {provider === "test"
                      ? t.testGatewayHint
                      : t.providerHint({ provider: t.providers[provider] })}{" "}
                    {t.returnHint}
                  </p>
                ) : null}
              </>
            ) : (
              <Alert variant="info" title={t.unavailable.title}>
                {t.unavailable.description}{" "}
                <ButtonLink to="/contact" variant="outline" size="sm" className="mt-3">
                  {t.contactUs}
                </ButtonLink>
              </Alert>
            )}
          </Form>
        </section>
      </div>
    </div>
  );
}
