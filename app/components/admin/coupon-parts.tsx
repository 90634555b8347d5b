import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { COUPON_TOASTS, COUPONS_PATH, type CouponStatus } from "~/domain/payments/coupon.constants";
import { adminCoupons } from "~/i18n/messages/admin-coupons";
import { useOptionalT, useT } from "~/i18n/react";

// What every coupon page shares (its error page, a coupon's address and status badge), apart
// from the list so the new and edit pages do not download the list.

/** What the coupon pages tell their RouteErrorPanel (spread into it), in English. */
export const COUPON_PAGE_ERROR = {
  failed: COUPON_TOASTS.fetchFailed,
  notFound: "Coupon not found",
  back: { to: COUPONS_PATH, label: "Back to coupons" },
} as const;

/**
 * COUPON_PAGE_ERROR in the page's language (English when the page's words never arrived);
 * `toPayments` points the way back at Payments (the list's own error page).
 */
export function useCouponPageError(toPayments = false) {
  const t = useOptionalT(adminCoupons);
  if (!t) {
    return toPayments
      ? {
          ...COUPON_PAGE_ERROR,
          back: { to: "/admin-dashboard/payments", label: "Back to payments" },
        }
      : COUPON_PAGE_ERROR;
  }
  return {
    failed: { ...COUPON_TOASTS.fetchFailed, title: t.toasts.fetchFailed },
    notFound: t.pageError.notFound,
    back: toPayments
      ? { to: "/admin-dashboard/payments", label: t.pageError.backToPayments }
      : { to: COUPONS_PATH, label: t.pageError.backToCoupons },
  };
}

export function couponEditPath(id: string) {
  return `${COUPONS_PATH}/${encodeURIComponent(id)}`;
}

const STATUS_VARIANTS: Record<CouponStatus, BadgeVariant> = {
  active: "success",
  inactive: "neutral",
  expired: "warning",
  "used-up": "info",
};

export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  const t = useT(adminCoupons);
  return <Badge variant={STATUS_VARIANTS[status]}>{t.statuses[status]}</Badge>;
}
