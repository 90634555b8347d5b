import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import {
  COUPON_STATUS_LABELS,
  COUPON_TOASTS,
  COUPONS_PATH,
  type CouponStatus,
} from "~/domain/payments/coupon.constants";
import { formatDate, formatNumber } from "~/lib/format";

/** What the coupon pages tell their RouteErrorPanel (spread into it). */
export const COUPON_PAGE_ERROR = {
  failed: COUPON_TOASTS.fetchFailed,
  notFound: "Coupon not found",
  back: { to: COUPONS_PATH, label: "Back to coupons" },
} as const;

/** A coupon as the list receives it: words and ISO dates, worked out by the loader. */
export type CouponRow = {
  id: string;
  code: string;
  /** "10% off", "₦2,500 off". */
  discount: string;
  /** Null: any priced course. */
  courseTitle: string | null;
  uses: number;
  maxUses: number | null;
  /** ISO string; null: never expires. */
  expiresAt: string | null;
  status: CouponStatus;
};

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
  return <Badge variant={STATUS_VARIANTS[status]}>{COUPON_STATUS_LABELS[status]}</Badge>;
}

function usesText(c: CouponRow) {
  return c.maxUses === null
    ? `${formatNumber(c.uses)} / no limit`
    : `${formatNumber(c.uses)} / ${formatNumber(c.maxUses)}`;
}

function expiryText(c: CouponRow) {
  return c.expiresAt ? formatDate(c.expiresAt) : "Never";
}

function CodeLink({ coupon }: { coupon: CouponRow }) {
  return (
    <Link
      to={couponEditPath(coupon.id)}
      className="font-mono font-semibold break-all text-brand-700 hover:underline focus-visible:focus-ring"
      aria-label={`Edit coupon ${coupon.code}`}
    >
      {coupon.code}
    </Link>
  );
}

/**
 * One page of coupons: stacked cards below 768 px, a table from there up (both from the same
 * rows; the hidden one is display:none, so assistive technology meets only one). Each code links
 * to its edit page.
 */
export function CouponList({ coupons }: { coupons: readonly CouponRow[] }) {
  return (
    <>
      <ul className="divide-y divide-border md:hidden" aria-label="Coupons">
        {coupons.map((c) => (
          <li key={c.id} className="space-y-2 p-4" data-testid="coupon-card">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CodeLink coupon={c} />
              <CouponStatusBadge status={c.status} />
            </div>
            <p className="font-semibold text-ink">{c.discount}</p>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-ink-muted">Course</dt>
              <dd className="break-words">{c.courseTitle ?? "Any priced course"}</dd>
              <dt className="text-ink-muted">Uses</dt>
              <dd>{usesText(c)}</dd>
              <dt className="text-ink-muted">Expires</dt>
              <dd>{expiryText(c)}</dd>
            </dl>
            <ButtonLink
              to={couponEditPath(c.id)}
              variant="outline"
              size="sm"
              aria-label={`Edit ${c.code}`}
            >
              Edit
            </ButtonLink>
          </li>
        ))}
      </ul>
      {/* Scrolls sideways rather than clipping, should a long code or title need the room. */}
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Coupons, newest first</caption>
          <thead className="border-b border-border bg-surface-sunken text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              {["Code", "Discount", "Course", "Uses", "Expires", "Status"].map((column) => (
                <th key={column} scope="col" className="px-3 py-3 whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {coupons.map((c) => (
              <tr key={c.id} className="align-middle">
                <th scope="row" className="px-3 py-3 font-normal">
                  <CodeLink coupon={c} />
                </th>
                <td className="px-3 py-3 whitespace-nowrap">{c.discount}</td>
                <td className="px-3 py-3 break-words text-ink-muted">
                  {c.courseTitle ?? "Any priced course"}
                </td>
                <td className="px-3 py-3 whitespace-nowrap tabular-nums">{usesText(c)}</td>
                <td className="px-3 py-3 whitespace-nowrap">{expiryText(c)}</td>
                <td className="px-3 py-3">
                  <CouponStatusBadge status={c.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
