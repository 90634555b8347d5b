import { data } from "react-router";
import { PAYMENT_PAGE_ERROR } from "~/components/admin/page-errors";
import {
  PaymentStatusBadge,
  paymentPath,
  RefundNeededBadge,
} from "~/components/admin/payment-list";
import { RefundPayment } from "~/components/admin/payment-refund";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Alert } from "~/components/ui/alert";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { DownloadIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { REFUND_TOASTS } from "~/domain/payments/admin-payments.constants";
import { refundFormSchema } from "~/domain/payments/admin-payments.schema";
import { adminReceiptPdf, getPayment } from "~/domain/payments/admin-payments.server";
import { formatVatRate, vatPartOf } from "~/domain/payments/money";
import { requestRefund } from "~/domain/payments/payments.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminPayments } from "~/i18n/messages/admin-payments";
import { metaT } from "~/i18n/meta";
import { useLocale, useOptionalT, useT } from "~/i18n/react";
import { formatDateTime, formatNaira } from "~/lib/format";
import { notFound, notFoundFile } from "~/lib/http.server";
import { pageTitle } from "~/lib/page-title";
import { parseSubmission } from "~/lib/parse-submission";
import { isUuid } from "~/lib/uuid";
import { readForm } from "~/routes/form-body.server";
import { requirePermission } from "~/routes/middleware/guards.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/payment-view";

/** The receipt's address: this page with ?download=receipt (answered by the middleware below). */
function receiptDownloadPath(paymentId: string) {
  return `${paymentPath(paymentId)}?download=receipt`;
}

/**
 * "Download receipt" (?download=receipt): the PDF of the payment's receipt, for staff. A UI
 * route's loader cannot answer a file (React Router reads a returned Response as the page's
 * data), so this middleware answers the document request before the loaders run; the link is a
 * plain <a download>, never a client-side navigation. Guarded like the loader.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context, params }, next) => {
    const url = new URL(request.url);
    if (request.method !== "GET" || url.searchParams.get("download") !== "receipt") {
      return next();
    }
    return receiptResponse({ request, context, params });
  },
];

/** The receipt PDF of payment `params.paymentId`, or a plain 404 when it has none. */
async function receiptResponse({
  request,
  context,
  params,
}: Pick<Route.LoaderArgs, "request" | "context" | "params">): Promise<Response> {
  requirePermission(context, request, "payments.manage");
  if (!isUuid(params.paymentId)) return notFoundFile("Receipt not found");
  const services = context.get(servicesContext);
  const receipt = await adminReceiptPdf(services.db, {
    paymentId: params.paymentId,
    testMode: services.payments.testMode,
  });
  if (!receipt) return notFoundFile("Receipt not found");
  return new Response(receipt.pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${receipt.filename}"`,
      "Content-Length": String(receipt.pdf.byteLength),
      // A document with the payer's name: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requirePermission(context, request, "payments.manage");
  const locale = context.get(localeContext);
  const gone = translate(locale, adminPayments).toasts.notFound;
  if (!isUuid(params.paymentId)) throw notFound(gone);
  const services = context.get(servicesContext);
  const p = await getPayment(services.db, params.paymentId);
  if (!p) throw notFound(gone);
  const vat = vatPartOf(p.amountKobo, p.vatRateBps);
  return {
    ...messagesFor(locale, adminPayments),
    payment: {
      id: p.id,
      reference: p.reference,
      status: p.status,
      provider: p.provider,
      providerTransactionId: p.providerTransactionId,
      payer: p.payer,
      courseId: p.courseSlug ? p.courseId : null,
      courseTitle: p.courseTitle,
      listPriceKobo: p.listPriceKobo,
      discountKobo: p.discountKobo,
      couponCode: p.couponCode,
      amountKobo: p.amountKobo,
      currency: p.currency,
      vatRateBps: p.vatRateBps,
      vatKobo: vat.vatKobo,
      netKobo: vat.netKobo,
      failureReason: p.failureReason,
      needsRefund: p.needsRefund,
      receiptNumber: p.receiptNumber,
      createdAt: p.createdAt.toISOString(),
      paidAt: p.paidAt?.toISOString() ?? null,
      refundedAt: p.refundedAt?.toISOString() ?? null,
      refundRequester: p.refundRequester,
    },
    canRefund: p.status === "paid" && p.provider !== "none",
    testMode: services.payments.testMode || p.provider === "test",
  };
}

/**
 * Refund: without `confirm=yes` the page only asks (works without JavaScript); with it the
 * refund is requested of the payment's provider and the answer shown as a toast on this page.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requirePermission(context, request, "payments.manage");
  const t = translate(context.get(localeContext), adminPayments).toasts;
  if (!isUuid(params.paymentId)) throw notFound(t.notFound);
  const services = context.get(servicesContext);
  const submission = parseSubmission(await readForm(request), { schema: refundFormSchema });
  if (submission.status !== "success") {
    return data({ confirmRefund: false, error: t.chooseRefund }, 400);
  }
  const payment = await getPayment(services.db, params.paymentId);
  if (!payment) throw notFound(t.notFound);
  if (submission.value.confirm !== "yes") return { confirmRefund: true, error: null };

  const here = paymentPath(payment.id);
  const outcome = await requestRefund(services, { paymentId: payment.id, actor: user });
  switch (outcome.status) {
    case "requested":
      return redirectWithToast(services.toasts, request, here, {
        ...REFUND_TOASTS.requested,
        title: t.requested,
        description: t.requestedDescription,
      });
    case "refunded":
      return redirectWithToast(services.toasts, request, here, {
        ...REFUND_TOASTS.refunded,
        title: t.refunded,
        description: t.refundedDescription,
      });
    case "not-refundable":
      return redirectWithToast(services.toasts, request, here, {
        ...REFUND_TOASTS.notRefundable,
        title: t.notRefundable,
        description: t.notRefundableDescription,
      });
    case "gateway-error":
      return redirectWithToast(services.toasts, request, here, {
        ...REFUND_TOASTS.gatewayError,
        title: t.gatewayError,
        description: outcome.message,
      });
  }
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

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

export default function PaymentView({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminPayments);
  const v = t.view;
  const locale = useLocale();
  const money = (kobo: number) => formatNaira(kobo, locale);
  const when = (iso: string) => formatDateTime(iso, locale);
  const { payment: p, canRefund, testMode } = loaderData;
  const here = paymentPath(p.id);
  return (
    <div className="max-w-4xl space-y-5">
      <PageHeader
        title={t.paymentRef({ reference: p.reference })}
        description={v.created({ course: p.courseTitle, date: when(p.createdAt) })}
        actions={
          <ButtonLink to="/admin-dashboard/payments" variant="outline" size="sm">
            {v.back}
          </ButtonLink>
        }
      />
      {testMode ? (
        <Alert variant="warning" title={t.testMode}>
          {v.testMode}
        </Alert>
      ) : null}
      {p.needsRefund ? (
        <Alert variant="error" title={t.refundNeeded}>
          {p.failureReason ?? v.doubleCharge}
        </Alert>
      ) : null}
      {p.status === "refund_pending" ? (
        <Alert variant="info" title={v.refundRequested}>
          {v.refundPending}
        </Alert>
      ) : null}
      {actionData?.error ? <Alert variant="error">{actionData.error}</Alert> : null}

      <div className="flex flex-wrap items-center gap-2">
        <PaymentStatusBadge status={p.status} />
        {p.needsRefund ? <RefundNeededBadge /> : null}
      </div>

      <Section id="amounts" title={v.amounts}>
        <Detail label={v.coursePrice}>{money(p.listPriceKobo)}</Detail>
        <Detail label={v.discount}>
          {p.discountKobo > 0
            ? `−${money(p.discountKobo)}${p.couponCode ? v.couponNote({ code: p.couponCode }) : ""}`
            : v.none}
        </Detail>
        <Detail label={v.amount}>
          <strong>{money(p.amountKobo)}</strong> {v.vatIncluded({ currency: p.currency })}
        </Detail>
        <Detail label={v.vat({ rate: formatVatRate(p.vatRateBps) })}>
          {v.vatSplit({ vat: money(p.vatKobo), net: money(p.netKobo) })}
        </Detail>
      </Section>

      <Section id="payment" title={v.payment}>
        <Detail label={v.reference}>
          <span className="font-mono break-all">{p.reference}</span>
        </Detail>
        <Detail label={v.provider}>{t.providers[p.provider]}</Detail>
        <Detail label={v.transactionId}>
          {p.providerTransactionId ? (
            <span className="font-mono break-all">{p.providerTransactionId}</span>
          ) : (
            v.notKnown
          )}
        </Detail>
        <Detail label={v.createdLabel}>
          <time dateTime={p.createdAt}>{when(p.createdAt)}</time>
        </Detail>
        <Detail label={v.paid}>
          {p.paidAt ? <time dateTime={p.paidAt}>{when(p.paidAt)}</time> : v.notPaid}
        </Detail>
        {p.refundedAt ? (
          <Detail label={v.refunded}>
            <time dateTime={p.refundedAt}>{when(p.refundedAt)}</time>
          </Detail>
        ) : null}
        {p.refundRequester ? (
          <Detail label={v.refundRequestedBy}>
            {p.refundRequester.name} ({p.refundRequester.email})
          </Detail>
        ) : null}
        <Detail label={v.receipt}>
          {p.receiptNumber ? (
            <span className="flex flex-wrap items-center gap-3">
              <span className="font-mono">{p.receiptNumber}</span>
              {/* A plain link: the browser downloads the file (no client-side navigation). */}
              <a
                href={receiptDownloadPath(p.id)}
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
        </Detail>
        {p.failureReason && !p.needsRefund ? (
          <Detail label={v.note}>{p.failureReason}</Detail>
        ) : null}
      </Section>

      <Section id="learner-and-course" title={v.learnerAndCourse}>
        <Detail label={v.learner}>
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
        </Detail>
        <Detail label={v.course}>
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
        </Detail>
      </Section>

      {canRefund ? (
        <section aria-labelledby="refund-title" className="space-y-2">
          <h2 id="refund-title" className="sr-only">
            {v.refund}
          </h2>
          <RefundPayment
            action={here}
            amountKobo={p.amountKobo}
            email={p.payer?.email ?? null}
            open={actionData?.confirmRefund === true}
          />
        </section>
      ) : null}
    </div>
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaT(matches, adminPayments);
  const title = loaderData
    ? (t?.paymentRef({ reference: loaderData.payment.reference }) ??
      `Payment ${loaderData.payment.reference}`)
    : (t?.paymentTitle ?? "Payment");
  return [{ title: pageTitle(matches, title) }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminPayments);
  return (
    <RouteErrorPanel error={error} heading={t?.paymentTitle ?? "Payment"} {...PAYMENT_PAGE_ERROR} />
  );
}
