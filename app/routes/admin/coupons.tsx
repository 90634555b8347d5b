import { AdminListEmpty } from "~/components/admin/admin-list";
import { CouponList } from "~/components/admin/coupon-list";
import { useCouponPageError } from "~/components/admin/coupon-parts";
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
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminCoupons } from "~/i18n/messages/admin-coupons";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/coupons";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "payments.manage");
  const page = parseCouponListPage(new URL(request.url).searchParams);
  const list = await listCoupons(context.get(servicesContext).db, { page });
  const locale = context.get(localeContext);
  const words = translate(locale, adminCoupons).summary;
  return {
    ...messagesFor(locale, adminCoupons),
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    coupons: list.coupons.map((c) => ({
      id: c.id,
      code: c.code,
      discount: describeCouponDiscount(c, words, locale),
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
  const t = useT(adminCoupons);
  const beyondLastPage = page > 1 && total > 0;
  return (
    <div className="space-y-5">
      <Link
        to="/admin-dashboard/payments"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline focus-visible:focus-ring"
      >
        <ChevronLeftIcon className="size-4" />
        {t.payments}
      </Link>
      <PageHeader
        title={t.title}
        description={total > 0 ? t.count({ count: total }) : t.intro}
        actions={<ButtonLink to={`${COUPONS_PATH}/new`}>{t.newCoupon}</ButtonLink>}
      />
      <Card className="overflow-hidden">
        {coupons.length === 0 ? (
          <AdminListEmpty
            framed={false}
            Icon={FileTextIcon}
            title={beyondLastPage ? t.empty.beyondTitle : t.empty.noneTitle}
            add={beyondLastPage ? undefined : { to: `${COUPONS_PATH}/new`, label: t.newCoupon }}
          >
            {beyondLastPage ? t.empty.beyond : t.empty.none}
          </AdminListEmpty>
        ) : (
          <CouponList coupons={coupons} />
        )}
      </Card>
      <Pagination
        label={t.pagesLabel}
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => (p === 1 ? COUPONS_PATH : `${COUPONS_PATH}?page=${p}`)}
      />
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, adminCoupons);
  return [
    { title: pageTitle(matches, t?.title ?? "Coupons") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminCoupons);
  const pageError = useCouponPageError(true);
  return <RouteErrorPanel error={error} heading={t?.title ?? "Coupons"} {...pageError} />;
}
