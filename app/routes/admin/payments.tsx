import { AdminListEmpty } from "~/components/admin/admin-list";
import { PAYMENT_PAGE_ERROR } from "~/components/admin/page-errors";
import { PaymentFiltersForm } from "~/components/admin/payment-filters";
import { PaymentList, PaymentTotalsStrip } from "~/components/admin/payment-list";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Alert } from "~/components/ui/alert";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DownloadIcon, FileTextIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { Pagination } from "~/components/ui/pagination";
import { parsePaymentsQuery } from "~/domain/admin/list-params";
import {
  isFilteredPayments,
  paymentsQueryString,
} from "~/domain/payments/admin-payments.constants";
import { listPayments, paymentCourseOptions } from "~/domain/payments/admin-payments.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminPayments } from "~/i18n/messages/admin-payments";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/payments";

const PAGE = "/admin-dashboard/payments";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "payments.manage");
  const { db, payments: paymentServices } = context.get(servicesContext);
  const query = parsePaymentsQuery(new URL(request.url).searchParams);
  const [list, courses] = await Promise.all([listPayments(db, query), paymentCourseOptions(db)]);
  return {
    ...messagesFor(context.get(localeContext), adminPayments),
    query,
    courses,
    testMode: paymentServices.testMode,
    total: list.total,
    totals: list.totals,
    page: list.page,
    pageCount: list.pageCount,
    payments: list.payments.map((p) => ({
      id: p.id,
      reference: p.reference,
      createdAt: p.createdAt.toISOString(),
      paidAt: p.paidAt?.toISOString() ?? null,
      payer: p.payer,
      courseTitle: p.courseTitle,
      amountKobo: p.amountKobo,
      discountKobo: p.discountKobo,
      couponCode: p.couponCode,
      provider: p.provider,
      status: p.status,
      needsRefund: p.needsRefund,
      receiptNumber: p.receiptNumber,
    })),
  };
}

export default function Payments({ loaderData }: Route.ComponentProps) {
  const { query, courses, testMode, total, totals, page, pageCount, payments } = loaderData;
  const t = useT(adminPayments);
  const filtered = isFilteredPayments(query);
  const summary = filtered ? t.summaryFiltered({ count: total }) : t.summary({ count: total });
  return (
    <div className="space-y-5">
      <PageHeader
        title={t.title}
        description={summary}
        actions={
          <>
            <Link
              to={`${PAGE}/coupons`}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              {t.coupons}
            </Link>
            {/* A plain link: the browser downloads the file (no client-side navigation). */}
            <a
              href={`${PAGE}/export.csv${paymentsQueryString(query)}`}
              download
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              <DownloadIcon className="size-4" />
              {t.exportCsv}
            </a>
          </>
        }
      />
      {testMode ? (
        <Alert variant="warning" title={t.testMode}>
          {t.testModeList}
        </Alert>
      ) : null}
      <PaymentFiltersForm action={PAGE} query={query} courses={courses} />
      <PaymentTotalsStrip totals={totals} />
      <Card className="overflow-hidden">
        {payments.length === 0 ? (
          <EmptyState filtered={filtered} beyondLastPage={page > 1 && total > 0} />
        ) : (
          <PaymentList payments={payments} />
        )}
      </Card>
      <Pagination
        label={t.pagesLabel}
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => `${PAGE}${paymentsQueryString(query, { page: p })}`}
      />
    </div>
  );
}

function EmptyState({ filtered, beyondLastPage }: { filtered: boolean; beyondLastPage: boolean }) {
  const t = useT(adminPayments).empty;
  return (
    <AdminListEmpty
      framed={false}
      Icon={FileTextIcon}
      title={beyondLastPage ? t.beyondTitle : filtered ? t.filteredTitle : t.noneTitle}
    >
      {beyondLastPage ? t.beyond : filtered ? t.filtered : t.none}
    </AdminListEmpty>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, adminPayments);
  return [
    { title: pageTitle(matches, t?.title ?? "Payments") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminPayments);
  return <RouteErrorPanel error={error} heading={t?.title ?? "Payments"} {...PAYMENT_PAGE_ERROR} />;
}
