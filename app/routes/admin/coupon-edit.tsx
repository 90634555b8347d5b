import type { AdminFormLast } from "~/components/admin/admin-form";
import { CouponDeleteCard, CouponDeleteConfirm } from "~/components/admin/coupon-delete";
import { CouponForm } from "~/components/admin/coupon-form";
import {
  CouponStatusBadge,
  couponEditPath,
  useCouponPageError,
} from "~/components/admin/coupon-parts";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Card, CardContent } from "~/components/ui/card";
import { ChevronLeftIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import {
  COUPON_TOASTS,
  COUPONS_PATH,
  couponFormValue,
  couponStatus,
  lagosDateOf,
} from "~/domain/payments/coupon.constants";
import { couponDeleteSchema, couponFormSchema } from "~/domain/payments/coupon.schema";
import { deleteCoupon, getCoupon, listCouponCourses } from "~/domain/payments/coupons.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminCoupons } from "~/i18n/messages/admin-coupons";
import { metaT } from "~/i18n/meta";
import { useLocale, useOptionalT, useT } from "~/i18n/react";
import { formConstraints } from "~/lib/form-constraints.server";
import { formatDate, formatNumber } from "~/lib/format";
import { notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/page-title";
import { parseSubmission } from "~/lib/parse-submission";
import { isUuid } from "~/lib/uuid";
import { readForm } from "~/routes/form-body.server";
import { requirePermission } from "~/routes/middleware/guards.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/coupon-edit";
import { submitCouponForm } from "./coupon-form.server";

// A coupon's page: its form, its uses (never edited), and Delete while nobody has used it, with
// its confirm step at ?confirm=delete (a page state of its own, so it works without JavaScript).

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requirePermission(context, request, "payments.manage");
  const locale = context.get(localeContext);
  const gone = translate(locale, adminCoupons).validation.notFound;
  if (!isUuid(params.couponId)) throw notFound(gone);
  const { db } = context.get(servicesContext);
  const coupon = await getCoupon(db, params.couponId);
  if (!coupon) throw notFound(gone);
  const deletable = coupon.uses === 0 && coupon.payments === 0;
  return {
    ...messagesFor(locale, adminCoupons),
    constraints: formConstraints({ "coupon-form": couponFormSchema }),
    courses: await listCouponCourses(db, { include: coupon.courseId }),
    coupon: {
      id: coupon.id,
      code: coupon.code,
      uses: coupon.uses,
      payments: coupon.payments,
      status: couponStatus(coupon, new Date()),
      createdAt: coupon.createdAt.toISOString(),
      updatedAt: coupon.updatedAt.toISOString(),
    },
    confirmDelete: deletable && new URL(request.url).searchParams.get("confirm") === "delete",
    defaults: {
      code: coupon.code,
      kind: coupon.kind,
      value: couponFormValue(coupon.kind, coupon.value),
      courseId: coupon.courseId ?? "",
      expiresOn: coupon.expiresAt ? lagosDateOf(coupon.expiresAt) : "",
      maxUses: coupon.maxUses === null ? "" : String(coupon.maxUses),
      active: coupon.isActive,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requirePermission(context, request, "payments.manage");
  const locale = context.get(localeContext);
  const t = translate(locale, adminCoupons);
  if (!isUuid(params.couponId)) throw notFound(t.validation.notFound);
  const services = context.get(servicesContext);
  const formData = await readForm(request);
  if (parseSubmission(formData, { schema: couponDeleteSchema }).status !== "success") {
    return submitCouponForm(
      services,
      request,
      formData,
      user,
      { mode: "edit", id: params.couponId },
      locale,
    );
  }
  let outcome: Awaited<ReturnType<typeof deleteCoupon>>;
  try {
    outcome = await deleteCoupon(services.db, user, params.couponId);
  } catch (error) {
    services.logger.error({ err: error }, "coupon deletion failed");
    return redirectWithToast(services.toasts, request, couponEditPath(params.couponId), {
      ...COUPON_TOASTS.deleteFailed,
      title: t.toasts.deleteFailed,
      description: t.toasts.nothingDeleted,
    });
  }
  switch (outcome.status) {
    case "not-found":
      throw notFound(t.validation.notFound);
    case "in-use":
      return redirectWithToast(services.toasts, request, couponEditPath(params.couponId), {
        ...COUPON_TOASTS.deleteFailed,
        title: t.toasts.deleteFailed,
        description: t.toasts.inUse({ code: outcome.code }),
      });
    case "deleted":
      return redirectWithToast(services.toasts, request, COUPONS_PATH, {
        ...COUPON_TOASTS.deleted,
        title: t.toasts.deleted,
        description: t.toasts.deletedDescription({ code: outcome.code }),
      });
  }
}

export default function EditCoupon({ loaderData, actionData }: Route.ComponentProps) {
  const { coupon, defaults, courses, confirmDelete } = loaderData;
  const editTo = couponEditPath(coupon.id);
  const t = useT(adminCoupons).edit;
  const locale = useLocale();
  return (
    <div className="space-y-5">
      <Link
        to={COUPONS_PATH}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline focus-visible:focus-ring"
      >
        <ChevronLeftIcon className="size-4" />
        {t.allCoupons}
      </Link>
      <PageHeader
        title={confirmDelete ? t.deleteTitle : t.title}
        description={
          <>
            <span className="font-mono font-semibold text-ink">{coupon.code}</span> ·{" "}
            {t.used({ count: coupon.uses })}
          </>
        }
      />
      {confirmDelete ? (
        <CouponDeleteConfirm code={coupon.code} cancelTo={editTo} />
      ) : (
        <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <CouponForm
            // A saved change brings new defaults: remount so the form shows them.
            key={JSON.stringify(defaults)}
            mode="edit"
            defaults={defaults}
            courses={courses}
            uses={coupon.uses}
            last={actionData as AdminFormLast | undefined}
          />
          <div className="space-y-5">
            <Card>
              <CardContent className="space-y-3 text-sm">
                <h2 className="text-base font-bold text-ink">{t.coupon}</h2>
                <dl className="space-y-2">
                  <div className="flex flex-wrap justify-between gap-2">
                    <dt className="text-ink-muted">{t.status}</dt>
                    <dd>
                      <CouponStatusBadge status={coupon.status} />
                    </dd>
                  </div>
                  <div className="flex flex-wrap justify-between gap-2">
                    <dt className="text-ink-muted">{t.uses}</dt>
                    <dd>{formatNumber(coupon.uses)}</dd>
                  </div>
                  <div className="flex flex-wrap justify-between gap-2">
                    <dt className="text-ink-muted">{t.created}</dt>
                    <dd>{formatDate(coupon.createdAt, locale)}</dd>
                  </div>
                  <div className="flex flex-wrap justify-between gap-2">
                    <dt className="text-ink-muted">{t.lastChanged}</dt>
                    <dd>{formatDate(coupon.updatedAt, locale)}</dd>
                  </div>
                </dl>
                <p className="text-ink-muted">{t.usesNote}</p>
              </CardContent>
            </Card>
            <CouponDeleteCard
              code={coupon.code}
              uses={coupon.uses}
              payments={coupon.payments}
              confirmTo={`${editTo}?confirm=delete`}
            />
          </div>
        </div>
      )}
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, adminCoupons);
  return [
    { title: pageTitle(matches, t?.edit.title ?? "Edit coupon") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminCoupons);
  const pageError = useCouponPageError();
  return <RouteErrorPanel error={error} heading={t?.edit.title ?? "Edit coupon"} {...pageError} />;
}
