import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { AlertTriangleIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import type { PaymentProvider, PaymentStatus } from "~/db/schema/enums";
import { adminPayments } from "~/i18n/messages/admin-payments";
import { useLocale, useT } from "~/i18n/react";
import { formatDateTime, formatNaira, formatNumber } from "~/lib/format";

/** A payment row as the list receives it from the loader (dates as ISO strings). */
export type PaymentListItem = {
  id: string;
  reference: string;
  createdAt: string;
  paidAt: string | null;
  payer: { email: string; name: string | null } | null;
  courseTitle: string;
  amountKobo: number;
  discountKobo: number;
  couponCode: string | null;
  provider: PaymentProvider;
  status: PaymentStatus;
  needsRefund: boolean;
  receiptNumber: string | null;
};

export function paymentPath(paymentId: string) {
  return `/admin-dashboard/payments/${encodeURIComponent(paymentId)}`;
}

const STATUS_VARIANTS: Record<PaymentStatus, BadgeVariant> = {
  pending: "info",
  paid: "success",
  failed: "danger",
  cancelled: "neutral",
  expired: "neutral",
  refund_pending: "warning",
  refunded: "accent",
};

/** A payment's status in words and colour (the word carries the meaning). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT(adminPayments);
  return <Badge variant={STATUS_VARIANTS[status]}>{t.statuses[status]}</Badge>;
}

/** The mark of a payment staff must refund (a second charge, an amount mismatch…). */
export function RefundNeededBadge() {
  const t = useT(adminPayments);
  return (
    <Badge variant="danger">
      <AlertTriangleIcon className="size-3.5" />
      {t.refundNeeded}
    </Badge>
  );
}

/**
 * The payments of one page: a table from 1024 px up, stacked cards below (both from the same
 * rows; the hidden one is display:none, so assistive technology meets only one).
 */
export function PaymentList({ payments }: { payments: readonly PaymentListItem[] }) {
  const t = useT(adminPayments);
  const locale = useLocale();
  return (
    <>
      <ul className="divide-y divide-border lg:hidden">
        {payments.map((p) => (
          <li key={p.id} className="space-y-2 p-4" data-testid="payment-card">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <PaymentReference payment={p} />
              <p className="text-base font-bold text-ink">{formatNaira(p.amountKobo, locale)}</p>
            </div>
            <PayerCell payer={p.payer} />
            <p className="break-words text-sm text-ink">{p.courseTitle}</p>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <PaymentStatusBadge status={p.status} />
              {p.needsRefund ? <RefundNeededBadge /> : null}
              <span className="text-ink-muted">{t.providers[p.provider]}</span>
            </div>
            <PaymentExtras payment={p} />
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm lg:table">
        <caption className="sr-only">{t.list.caption}</caption>
        <thead className="border-b border-border bg-surface-sunken text-xs font-semibold tracking-wide text-ink-muted uppercase">
          <tr>
            {[t.list.payment, t.list.learner, t.list.course].map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right">
              {t.list.amount}
            </th>
            {[t.list.provider, t.list.status, t.list.receipt].map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {payments.map((p) => (
            <tr key={p.id} className="align-top">
              <th scope="row" className="px-4 py-3 font-normal">
                <PaymentReference payment={p} />
              </th>
              <td className="max-w-56 px-4 py-3">
                <PayerCell payer={p.payer} />
              </td>
              <td className="max-w-56 px-4 py-3 break-words text-ink">{p.courseTitle}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <span className="font-semibold text-ink">{formatNaira(p.amountKobo, locale)}</span>
                {p.couponCode ? (
                  <span className="block text-xs text-ink-muted">
                    −{formatNaira(p.discountKobo, locale)} ({p.couponCode})
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-muted">
                {t.providers[p.provider]}
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-col items-start gap-1">
                  <PaymentStatusBadge status={p.status} />
                  {p.needsRefund ? <RefundNeededBadge /> : null}
                </div>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-muted">
                {p.receiptNumber ?? "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The reference (the link to the payment's page) and when it was created and paid. */
function PaymentReference({ payment }: { payment: PaymentListItem }) {
  const t = useT(adminPayments);
  const locale = useLocale();
  return (
    <div className="min-w-0">
      <Link
        to={paymentPath(payment.id)}
        className="font-mono font-semibold break-all text-brand-700 hover:underline focus-visible:focus-ring"
      >
        {payment.reference}
      </Link>
      <p className="text-xs text-ink-muted">
        <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt, locale)}</time>
      </p>
      {payment.paidAt ? (
        <p className="text-xs text-ink-muted">
          {t.list.paid}{" "}
          <time dateTime={payment.paidAt}>{formatDateTime(payment.paidAt, locale)}</time>
        </p>
      ) : null}
    </div>
  );
}

function PayerCell({ payer }: { payer: PaymentListItem["payer"] }) {
  const t = useT(adminPayments);
  if (!payer) return <p className="text-sm text-ink-muted italic">{t.accountDeleted}</p>;
  return (
    <div className="min-w-0 text-sm">
      {payer.name ? <p className="font-semibold break-words text-ink">{payer.name}</p> : null}
      <p className="break-all text-ink-muted">{payer.email}</p>
    </div>
  );
}

/** The card's last line: coupon and receipt number, when there are any. */
function PaymentExtras({ payment }: { payment: PaymentListItem }) {
  const t = useT(adminPayments);
  const locale = useLocale();
  if (!payment.couponCode && !payment.receiptNumber) return null;
  return (
    <p className="flex flex-wrap gap-x-4 text-xs text-ink-muted">
      {payment.couponCode ? (
        <span>
          {t.list.coupon({
            code: payment.couponCode,
            amount: formatNaira(payment.discountKobo, locale),
          })}
        </span>
      ) : null}
      {payment.receiptNumber ? (
        <span>{t.list.receiptNumber({ number: payment.receiptNumber })}</span>
      ) : null}
    </p>
  );
}

/** The totals of every payment matching the filters (not only the page shown). */
export function PaymentTotalsStrip({
  totals,
}: {
  totals: {
    paid: { count: number; amountKobo: number };
    refunded: { count: number; amountKobo: number };
    needsRefund: number;
  };
}) {
  const t = useT(adminPayments);
  const locale = useLocale();
  const items = [
    {
      key: "paid",
      label: t.totals.paid,
      value: formatNaira(totals.paid.amountKobo, locale),
      note: t.totals.payments({ count: totals.paid.count }),
    },
    {
      key: "refunded",
      label: t.totals.refunded,
      value: formatNaira(totals.refunded.amountKobo, locale),
      note: t.totals.payments({ count: totals.refunded.count }),
    },
    {
      key: "needs-refund",
      label: t.refundNeeded,
      value: formatNumber(totals.needsRefund),
      note: totals.needsRefund === 0 ? t.totals.nothingToDo : t.totals.openToRefund,
    },
  ];
  return (
    <section aria-labelledby="payment-totals-title">
      <h2 id="payment-totals-title" className="sr-only">
        {t.totals.title}
      </h2>
      {/* One line each on a phone (a sum such as ₦12,345,678 needs the width), three across above. */}
      <dl className="grid gap-2 sm:grid-cols-3 sm:gap-3">
        {items.map((item) => (
          <div
            key={item.key}
            className={cn(
              "flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 rounded-xl border p-3 shadow-xs sm:block sm:p-4",
              item.key === "needs-refund" && totals.needsRefund > 0
                ? "border-danger-border bg-danger-bg"
                : "border-border bg-surface",
            )}
          >
            <dt className="text-sm leading-snug font-medium text-ink-muted">{item.label}</dt>
            <dd className="text-lg font-bold text-ink sm:mt-1 sm:text-2xl">{item.value}</dd>
            <dd className="w-full text-xs text-ink-muted sm:mt-0.5">{item.note}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
