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
import { TEST_MODE_NOTICE } from "~/domain/payments/checkout.messages";
import { formatNumber } from "~/lib/format";
import { pageTitle } from "~/lib/meta";
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
  const filtered = isFilteredPayments(query);
  const summary = filtered
    ? `${formatNumber(total)} payment${total === 1 ? " matches" : "s match"} your search.`
    : `${formatNumber(total)} payment${total === 1 ? "" : "s"}, newest first.`;
  return (
    <div className="space-y-5">
      <PageHeader
        title="Payments"
        description={summary}
        actions={
          <>
            <Link
              to={`${PAGE}/coupons`}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              Coupons
            </Link>
            {/* A plain link: the browser downloads the file (no client-side navigation). */}
            <a
              href={`${PAGE}/export.csv${paymentsQueryString(query)}`}
              download
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              <DownloadIcon className="size-4" />
              Export CSV
            </a>
          </>
        }
      />
      {testMode ? (
        <Alert variant="warning" title={TEST_MODE_NOTICE}>
          Payments go through the built-in test gateway: nothing here was charged to anyone.
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
        label="Payments pages"
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => `${PAGE}${paymentsQueryString(query, { page: p })}`}
      />
    </div>
  );
}

function EmptyState({ filtered, beyondLastPage }: { filtered: boolean; beyondLastPage: boolean }) {
  return (
    <AdminListEmpty
      framed={false}
      Icon={FileTextIcon}
      title={
        beyondLastPage
          ? "No payments on this page"
          : filtered
            ? "No matching payments"
            : "No payments yet"
      }
    >
      {beyondLastPage
        ? "This page is past the end of the list. Go back to the first page."
        : filtered
          ? "No payment matches this search and these filters. Try other filters or dates."
          : "Payments appear here as learners buy priced courses."}
    </AdminListEmpty>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Payments") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Payments" {...PAYMENT_PAGE_ERROR} />;
}
