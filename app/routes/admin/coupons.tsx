import { AdminListEmpty } from "~/components/admin/admin-list";
import { COUPON_PAGE_ERROR, CouponList } from "~/components/admin/coupon-list";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ChevronLeftIcon, FileTextIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { Pagination } from "~/components/ui/pagination";
import { COUPONS_PATH, describeCouponDiscount } from "~/domain/payments/coupon.constants";
import { parseCouponListPage } from "~/domain/payments/coupon.schema";
import { listCoupons } from "~/domain/payments/coupons.server";
import { formatNumber } from "~/lib/format";
import { pageTitle } from "~/lib/meta";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/coupons";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "payments.manage");
  const page = parseCouponListPage(new URL(request.url).searchParams);
  const list = await listCoupons(context.get(servicesContext).db, { page });
  return {
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    coupons: list.coupons.map((c) => ({
      id: c.id,
      code: c.code,
      discount: describeCouponDiscount(c),
      courseTitle: c.courseTitle,
      uses: c.uses,
      maxUses: c.maxUses,
      expiresAt: c.expiresAt?.toISOString() ?? null,
      status: c.status,
    })),
  };
}

export default function Coupons({ loaderData }: Route.ComponentProps) {
  const { total, page, pageCount, coupons } = loaderData;
  return (
    <div className="space-y-5">
      <Link
        to="/admin-dashboard/payments"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline focus-visible:focus-ring"
      >
        <ChevronLeftIcon className="size-4" />
        Payments
      </Link>
      <PageHeader
        title="Coupons"
        description={
          total > 0
            ? `${formatNumber(total)} coupon${total === 1 ? "" : "s"}, newest first.`
            : "Discount codes learners enter at checkout."
        }
        actions={<ButtonLink to={`${COUPONS_PATH}/new`}>New coupon</ButtonLink>}
      />
      <Card className="overflow-hidden">
        {coupons.length === 0 ? (
          <AdminListEmpty
            framed={false}
            Icon={FileTextIcon}
            title={page > 1 && total > 0 ? "No coupons on this page" : "No coupons yet"}
            add={
              page > 1 && total > 0 ? undefined : { to: `${COUPONS_PATH}/new`, label: "New coupon" }
            }
          >
            {page > 1 && total > 0
              ? "This page is past the end of the list. Go back to the first page."
              : "Create a code for a percentage or a fixed ₦ amount off, for one course or all of them."}
          </AdminListEmpty>
        ) : (
          <CouponList coupons={coupons} />
        )}
      </Card>
      <Pagination
        label="Coupon pages"
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => (p === 1 ? COUPONS_PATH : `${COUPONS_PATH}?page=${p}`)}
      />
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Coupons") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorPanel
      error={error}
      heading="Coupons"
      {...COUPON_PAGE_ERROR}
      back={{ to: "/admin-dashboard/payments", label: "Back to payments" }}
    />
  );
}
