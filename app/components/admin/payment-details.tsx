import { buttonClasses } from "~/components/ui/button";
import { DownloadIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import type { PaymentProvider } from "~/db/schema/enums";
import type { Payer } from "~/domain/payments/admin-payments.server";
import { formatVatRate } from "~/domain/payments/money";
import { adminPayments } from "~/i18n/messages/admin-payments";
import { useLocale, useT } from "~/i18n/react";
import { formatDateTime, formatNaira } from "~/lib/format";
import { DetailItem } from "./detail-item";

// A payment's page in Administration: its amounts, the payment itself, and its learner and
// course, each a section of label and value pairs.

function Section({
  id: name,
  title,
  children,
}: {
  /** Names the section's heading: payment-{id}. */
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  const id = `payment-${name}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-base font-bold text-ink">
        {title}
      </h2>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">{children}</dl>
    </section>
  );
}

/** One payment as its page shows it (dates as ISO strings, amounts in kobo). */
export type PaymentDetail = {
  reference: string;
  provider: PaymentProvider;
  providerTransactionId: string | null;
  payer: Payer | null;
  /** Null once the course is deleted. */
  courseId: string | null;
  courseTitle: string;
  listPriceKobo: number;
  discountKobo: number;
  couponCode: string | null;
  amountKobo: number;
  currency: string;
  vatRateBps: number;
  vatKobo: number;
  netKobo: number;
  failureReason: string | null;
  needsRefund: boolean;
  receiptNumber: string | null;
  createdAt: string;
  paidAt: string | null;
  refundedAt: string | null;
  refundRequester: { name: string; email: string } | null;
};

/** The payment's three sections: amounts, the payment, and its learner and course. */
export function PaymentDetails({
  payment: p,
  receiptHref,
}: {
  payment: PaymentDetail;
  /** Where the receipt PDF downloads from (this page with ?download=receipt). */
  receiptHref: string;
}) {
  const t = useT(adminPayments);
  const v = t.view;
  const locale = useLocale();
  const money = (kobo: number) => formatNaira(kobo, locale);
  const when = (iso: string) => formatDateTime(iso, locale);
  return (
    <>
      <Section id="amounts" title={v.amounts}>
        <DetailItem label={v.coursePrice}>{money(p.listPriceKobo)}</DetailItem>
        <DetailItem label={v.discount}>
          {p.discountKobo > 0
            ? `−${money(p.discountKobo)}${p.couponCode ? v.couponNote({ code: p.couponCode }) : ""}`
            : v.none}
        </DetailItem>
        <DetailItem label={v.amount}>
          <strong>{money(p.amountKobo)}</strong> {v.vatIncluded({ currency: p.currency })}
        </DetailItem>
        <DetailItem label={v.vat({ rate: formatVatRate(p.vatRateBps) })}>
          {v.vatSplit({ vat: money(p.vatKobo), net: money(p.netKobo) })}
        </DetailItem>
      </Section>

      <Section id="payment" title={v.payment}>
        <DetailItem label={v.reference}>
          <span className="font-mono break-all">{p.reference}</span>
        </DetailItem>
        <DetailItem label={v.provider}>{t.providers[p.provider]}</DetailItem>
        <DetailItem label={v.transactionId}>
          {p.providerTransactionId ? (
            <span className="font-mono break-all">{p.providerTransactionId}</span>
          ) : (
            v.notKnown
          )}
        </DetailItem>
        <DetailItem label={v.createdLabel}>
          <time dateTime={p.createdAt}>{when(p.createdAt)}</time>
        </DetailItem>
        <DetailItem label={v.paid}>
          {p.paidAt ? <time dateTime={p.paidAt}>{when(p.paidAt)}</time> : v.notPaid}
        </DetailItem>
        {p.refundedAt ? (
          <DetailItem label={v.refunded}>
            <time dateTime={p.refundedAt}>{when(p.refundedAt)}</time>
          </DetailItem>
        ) : null}
        {p.refundRequester ? (
          <DetailItem label={v.refundRequestedBy}>
            {p.refundRequester.name} ({p.refundRequester.email})
          </DetailItem>
        ) : null}
        <DetailItem label={v.receipt}>
          {p.receiptNumber ? (
            <span className="flex flex-wrap items-center gap-3">
              <span className="font-mono">{p.receiptNumber}</span>
              {/* A plain link: the browser downloads the file (no client-side navigation). */}
              <a
                href={receiptHref}
                download
                className={buttonClasses({ variant: "outline", size: "sm" })}
              >
                <DownloadIcon className="size-4" />
                {v.downloadReceipt}
              </a>
            </span>
          ) : (
            v.noReceipt
          )}
        </DetailItem>
        {p.failureReason && !p.needsRefund ? (
          <DetailItem label={v.note}>{p.failureReason}</DetailItem>
        ) : null}
      </Section>

      <Section id="learner-and-course" title={v.learnerAndCourse}>
        <DetailItem label={v.learner}>
          {p.payer ? (
            <>
              {p.payer.name ? <span className="block font-semibold">{p.payer.name}</span> : null}
              <a className="break-all text-brand-700 underline" href={`mailto:${p.payer.email}`}>
                {p.payer.email}
              </a>
            </>
          ) : (
            <span className="text-ink-muted italic">{t.accountDeleted}</span>
          )}
        </DetailItem>
        <DetailItem label={v.course}>
          {p.courseId ? (
            <Link
              to={`/admin-dashboard/courses/${p.courseId}`}
              className="text-brand-700 underline"
            >
              {p.courseTitle}
            </Link>
          ) : (
            v.deletedCourse({ title: p.courseTitle })
          )}
        </DetailItem>
      </Section>
    </>
  );
}
