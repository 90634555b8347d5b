import type { AdminFormLast } from "~/components/admin/admin-form";
import { CouponForm } from "~/components/admin/coupon-form";
import { useCouponPageError } from "~/components/admin/coupon-parts";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { couponFormSchema } from "~/domain/payments/coupon.schema";
import { listCouponCourses } from "~/domain/payments/coupons.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminCoupons } from "~/i18n/messages/admin-coupons";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { formConstraints } from "~/lib/form-constraints.server";
import { oneTimeFormHeaders } from "~/lib/one-time-form-headers";
import { pageTitle } from "~/lib/page-title";
import { readForm } from "~/routes/form-body.server";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/coupon-new";
import { submitCouponForm } from "./coupon-form.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "payments.manage");
  return {
    ...messagesFor(context.get(localeContext), adminCoupons),
    formKey: crypto.randomUUID(),
    constraints: formConstraints({ "coupon-form": couponFormSchema }),
    courses: await listCouponCourses(context.get(servicesContext).db),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, request, "payments.manage");
  const formData = await readForm(request);
  return submitCouponForm(
    context.get(servicesContext),
    request,
    formData,
    user,
    { mode: "create" },
    context.get(localeContext),
  );
}

export default function NewCoupon({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminCoupons);
  return (
    <div className="space-y-6">
      <PageHeader title={t.newCoupon} description={t.newDescription} />
      <CouponForm
        mode="create"
        formKey={loaderData.formKey}
        courses={loaderData.courses}
        last={actionData as AdminFormLast | undefined}
        defaults={{
          code: "",
          kind: "percent",
          value: "",
          courseId: "",
          expiresOn: "",
          maxUses: "",
          active: true,
        }}
      />
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, adminCoupons);
  return [
    { title: pageTitle(matches, t?.newCoupon ?? "New coupon") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminCoupons);
  const pageError = useCouponPageError();
  return <RouteErrorPanel error={error} heading={t?.newCoupon ?? "New coupon"} {...pageError} />;
}

/** The page renders a one-time form key: no cache may keep it. */
export const headers = oneTimeFormHeaders;
