import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { LEARNER_PAGE_ERROR } from "~/components/learner/page-error";
import { EmptyState } from "~/components/learner/panel";
import { receiptPdfPath } from "~/components/settings/settings-paths";
import { Alert } from "~/components/ui/alert";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon, BookIcon, DownloadIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import type { PaymentStatus } from "~/db/schema/enums";
import { TEST_MODE_NOTICE } from "~/domain/payments/checkout.messages";
import { formatKobo } from "~/domain/payments/money";
import { listMyPayments, type MyPayment } from "~/domain/payments/my-payments.server";
import { formatDate } from "~/lib/format";
import { pageTitle } from "~/lib/meta";
import { requireUser } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/payments";

// Settings → Payments: the courses the signed-in person bought (or tried to), each with its
// receipt once paid. Staff see their own payments here too; everyone's are in the admin area.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  return {
    payments: await listMyPayments(services.db, user.id),
    testNotice: services.payments.testMode ? TEST_MODE_NOTICE : null,
  };
}

const STATUS: Record<PaymentStatus, { label: string; variant: BadgeVariant }> = {
  paid: { label: "Paid", variant: "success" },
  refund_pending: { label: "Refund in progress", variant: "warning" },
  refunded: { label: "Refunded", variant: "neutral" },
  failed: { label: "Failed", variant: "danger" },
  cancelled: { label: "Cancelled", variant: "neutral" },
  expired: { label: "Expired", variant: "neutral" },
  pending: { label: "Waiting for confirmation", variant: "info" },
};

export default function Payments({ loaderData }: Route.ComponentProps) {
  const { payments, testNotice } = loaderData;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Payments"
        description={
          payments.length === 0
            ? "The courses you buy, with a receipt for each payment."
            : "The courses you bought or began to buy. Each paid one has a receipt to download."
        }
        actions={
          <ButtonLink to="/settings" variant="outline" size="sm">
            Back to Settings
          </ButtonLink>
        }
      />

      {testNotice ? (
        <Alert variant="warning" title={testNotice}>
          <p>
            Payments on this site go through a test gateway: no money moves, and receipts say so.
          </p>
        </Alert>
      ) : null}

      {payments.length === 0 ? (
        <EmptyState
          Icon={BookIcon}
          action={
            <ButtonLink to="/academy">
              Browse the academy
              <ArrowRightIcon className="size-5" />
            </ButtonLink>
          }
        >
          <p className="text-base font-semibold text-ink">You have not bought a course yet.</p>
          <p className="mt-1">
            When you buy a course, its payment and receipt appear here. Free courses need no
            payment.
          </p>
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
  const status = STATUS[payment.status];
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
            <Badge variant={status.variant}>{status.label}</Badge>
            {payment.test ? <Badge variant="warning">Test payment</Badge> : null}
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
            <dt className="text-ink-muted">{settled ? "Paid on" : "Started on"}</dt>
            <dd className="font-semibold text-ink">{formatDate(payment.date)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">Amount</dt>
            <dd className="font-semibold text-ink">{formatKobo(payment.amountKobo)}</dd>
          </div>
          {payment.receiptNumber ? (
            <div>
              <dt className="text-ink-muted">Receipt number</dt>
              <dd className="font-semibold text-ink">{payment.receiptNumber}</dd>
            </div>
          ) : null}
          {payment.refundedAt ? (
            <div>
              <dt className="text-ink-muted">Refunded on</dt>
              <dd className="font-semibold text-ink">{formatDate(payment.refundedAt)}</dd>
            </div>
          ) : null}
          {payment.couponCode ? (
            <div>
              <dt className="text-ink-muted">Coupon</dt>
              <dd className="font-semibold break-all text-ink">{payment.couponCode}</dd>
            </div>
          ) : null}
          <div className="col-span-2">
            <dt className="text-ink-muted">Reference</dt>
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
              Download receipt (PDF)
              <span className="sr-only"> for {payment.courseTitle}</span>
            </ButtonLink>
          ) : null}
          {continueTo ? (
            <ButtonLink to={continueTo} size="sm">
              Continue payment
              <span className="sr-only"> for {payment.courseTitle}</span>
              <ArrowRightIcon className="size-4" />
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorPanel
      error={error}
      heading="Payments"
      failed={{ title: "Error", message: "Could not load payments." }}
      {...LEARNER_PAGE_ERROR}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Payments") }, { name: "robots", content: "noindex" }];
}
