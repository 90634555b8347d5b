import { courseThumbnailUrl } from "~/components/catalog/course-card";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { LockIcon } from "~/components/ui/icons";
import { Form } from "~/components/ui/link";
import { Picture } from "~/components/ui/picture";
import type { GatewayProvider } from "~/domain/payments/gateways/gateway";
import { formatVatRate } from "~/domain/payments/money";
import type { Quote } from "~/domain/payments/payments.server";
import type { Locale } from "~/i18n/locales";
import { checkout } from "~/i18n/messages/checkout";
import { useLocale, useT } from "~/i18n/react";
import { formatNaira } from "~/lib/format";

// The two halves of a course's checkout page: the course being bought, and the order summary
// with its coupon field and Pay.

/** Kobo as naira, in the page's language ("₦12,500"). */
function naira(kobo: number, locale: Locale): string {
  return formatNaira(kobo, locale);
}

type CheckoutCourse = {
  category: string;
  thumbnail: string | null;
  title: string;
  instructor: string;
  duration: string;
  lessonsCount: number;
};

/** The course being bought: its picture, teacher, lessons and length. */
export function CheckoutCourseCard({ course }: { course: CheckoutCourse }) {
  const t = useT(checkout);
  return (
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
  );
}

/** The amounts (price, coupon, total, VAT), the coupon field with Apply, and Pay or why not. */
export function OrderSummary({
  course,
  quote,
  lostCoupon,
  coupon: { code: couponCode, error: couponError },
  provider,
  attempt,
}: {
  course: { title: string };
  quote: Quote;
  /** The coupon an earlier attempt was to be paid with, and why it can no longer be used. */
  lostCoupon: { code: string; reason: string } | null;
  /** The code last applied and what was wrong with it. */
  coupon: { code: string; error: string | null };
  provider: GatewayProvider | null;
  /** The earlier attempt the page explains (Pay then says Try again, unless it is pending). */
  attempt: { status: string } | null;
}) {
  const t = useT(checkout);
  const locale = useLocale();
  return (
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
      {lostCoupon ? (
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
  );
}
