import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { useLearnerPageError } from "~/components/learner/page-error";
import { EmptyState } from "~/components/learner/panel";
import { receiptPdfPath } from "~/components/settings/settings-paths";
import { Alert } from "~/components/ui/alert";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon, BookIcon, DownloadIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import type { PaymentStatus } from "~/db/schema/enums";
import { listMyPayments, type MyPayment } from "~/domain/payments/my-payments.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { learner } from "~/i18n/messages/learner";
import { learnerPayments } from "~/i18n/messages/learner-payments";
import { metaT } from "~/i18n/meta";
import { useLocale, useT } from "~/i18n/react";
import { formatDate, formatNaira } from "~/lib/format";
import { pageTitle } from "~/lib/page-title";
import { requireUser } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/payments";

// Settings → Payments: the courses the signed-in person bought (or tried to), each with its
// receipt once paid. Staff see their own payments here too; everyone's are in the admin area.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  return {
    ...messagesFor(context.get(localeContext), learnerPayments),
    payments: await listMyPayments(
      services.db,
      user.id,
      translate(context.get(localeContext), learnerPayments).notes,
    ),
    testMode: services.payments.testMode,
  };
}

const STATUS_BADGE: Record<PaymentStatus, BadgeVariant> = {
  paid: "success",
  refund_pending: "warning",
  refunded: "neutral",
  failed: "danger",
  cancelled: "neutral",
  expired: "neutral",
  pending: "info",
};

export default function Payments({ loaderData }: Route.ComponentProps) {
  const { payments, testMode } = loaderData;
  const t = useT(learnerPayments);
  const l = useT(learner);
  return (
    <div className="space-y-6">
      <PageHeader
        title={l.titles.payments}
        description={payments.length === 0 ? t.emptyIntro : t.intro}
        actions={
          <ButtonLink to="/settings" variant="outline" size="sm">
            {t.backToSettings}
          </ButtonLink>
        }
      />

      {testMode ? (
        <Alert variant="warning" title={t.testMode}>
          <p>{t.testGateway}</p>
        </Alert>
      ) : null}

      {payments.length === 0 ? (
        <EmptyState
          Icon={BookIcon}
          action={
            <ButtonLink to="/academy">
              {l.browseAcademy}
              <ArrowRightIcon className="size-5" />
            </ButtonLink>
          }
        >
          <p className="text-base font-semibold text-ink">{t.emptyTitle}</p>
          <p className="mt-1">{t.emptyText}</p>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 xl:grid-cols-2">
          {payments.map((payment) => (
            <li key={payment.reference} className="flex">
              <PaymentCard payment={payment} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PaymentCard({ payment }: { payment: MyPayment }) {
  const t = useT(learnerPayments);
  const locale = useLocale();
  const settled = payment.receiptNumber !== null;
  const continueTo =
    payment.status === "pending" && payment.courseSlug
      ? `/academy/${encodeURIComponent(payment.courseSlug)}/checkout?payment=${encodeURIComponent(payment.reference)}`
      : null;
  return (
    <article className="flex w-full min-w-0 flex-col rounded-xl border border-border bg-surface shadow-xs">
      <div className="flex-1 space-y-4 p-4 sm:p-5">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={STATUS_BADGE[payment.status]}>{t.status[payment.status]}</Badge>
            {payment.test ? <Badge variant="warning">{t.testPayment}</Badge> : null}
          </div>
          <h2 className="mt-2 text-lg leading-snug font-bold break-words text-ink">
            {payment.courseSlug ? (
              <Link
                to={`/academy/${encodeURIComponent(payment.courseSlug)}`}
                className="rounded-sm hover:text-brand-700 hover:underline focus-visible:focus-ring"
              >
                {payment.courseTitle}
              </Link>
            ) : (
              payment.courseTitle
            )}
          </h2>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <div>
            <dt className="text-ink-muted">{settled ? t.paidOn : t.startedOn}</dt>
            <dd className="font-semibold text-ink">{formatDate(payment.date, locale)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t.amount}</dt>
            <dd className="font-semibold text-ink">{formatNaira(payment.amountKobo, locale)}</dd>
          </div>
          {payment.receiptNumber ? (
            <div>
              <dt className="text-ink-muted">{t.receiptNumber}</dt>
              <dd className="font-semibold text-ink">{payment.receiptNumber}</dd>
            </div>
          ) : null}
          {payment.refundedAt ? (
            <div>
              <dt className="text-ink-muted">{t.refundedOn}</dt>
              <dd className="font-semibold text-ink">{formatDate(payment.refundedAt, locale)}</dd>
            </div>
          ) : null}
          {payment.couponCode ? (
            <div>
              <dt className="text-ink-muted">{t.coupon}</dt>
              <dd className="font-semibold break-all text-ink">{payment.couponCode}</dd>
            </div>
          ) : null}
          <div className="col-span-2">
            <dt className="text-ink-muted">{t.reference}</dt>
            <dd className="font-mono text-ink break-all">{payment.reference}</dd>
          </div>
        </dl>
        {payment.note ? <p className="text-sm text-ink">{payment.note}</p> : null}
      </div>
      {settled || continueTo ? (
        <div className="flex flex-wrap gap-2 border-t border-border px-4 py-4 sm:px-5">
          {settled ? (
            // A file, not a page: the browser downloads it.
            <ButtonLink to={receiptPdfPath(payment.reference)} reloadDocument size="sm">
              <DownloadIcon className="size-4" />
              {t.downloadReceipt}
              <span className="sr-only"> {t.forCourse({ course: payment.courseTitle })}</span>
            </ButtonLink>
          ) : null}
          {continueTo ? (
            <ButtonLink to={continueTo} size="sm">
              {t.continuePayment}
              <span className="sr-only"> {t.forCourse({ course: payment.courseTitle })}</span>
              <ArrowRightIcon className="size-4" />
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, back, errorTitle } = useLearnerPageError();
  return (
    <RouteErrorPanel
      error={error}
      heading={t?.titles.payments ?? "Payments"}
      failed={{ title: errorTitle, message: t?.errors.payments ?? "Could not load payments." }}
      back={back}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, metaT(matches, learner)?.titles.payments ?? "Payments") },
    { name: "robots", content: "noindex" },
  ];
}
