import { ButtonLink } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import type { CouponStatus } from "~/domain/payments/coupon.constants";
import type { Compiled } from "~/i18n/define";
import { adminCoupons } from "~/i18n/messages/admin-coupons";
import type en from "~/i18n/messages/admin-coupons/en";
import { useLocale, useT } from "~/i18n/react";
import { formatDate, formatNumber } from "~/lib/format";
import { CouponStatusBadge, couponEditPath } from "./coupon-parts";

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

type ListWords = Compiled<typeof en>["list"];

function usesText(c: CouponRow, t: ListWords) {
  return c.maxUses === null
    ? t.usesNoLimit({ uses: formatNumber(c.uses) })
    : t.usesOf({ uses: formatNumber(c.uses), max: formatNumber(c.maxUses) });
}

function CodeLink({ coupon }: { coupon: CouponRow }) {
  const t = useT(adminCoupons).list;
  return (
    <Link
      to={couponEditPath(coupon.id)}
      className="font-mono font-semibold break-all text-brand-700 hover:underline focus-visible:focus-ring"
      aria-label={t.editCoupon({ code: coupon.code })}
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
  const t = useT(adminCoupons).list;
  const locale = useLocale();
  const expiryText = (c: CouponRow) => (c.expiresAt ? formatDate(c.expiresAt, locale) : t.never);
  const columns = [t.code, t.discount, t.course, t.uses, t.expires, t.status];
  return (
    <>
      <ul className="divide-y divide-border md:hidden" aria-label={t.label}>
        {coupons.map((c) => (
          <li key={c.id} className="space-y-2 p-4" data-testid="coupon-card">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CodeLink coupon={c} />
              <CouponStatusBadge status={c.status} />
            </div>
            <p className="font-semibold text-ink">{c.discount}</p>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-ink-muted">{t.course}</dt>
              <dd className="break-words">{c.courseTitle ?? t.anyCourse}</dd>
              <dt className="text-ink-muted">{t.uses}</dt>
              <dd>{usesText(c, t)}</dd>
              <dt className="text-ink-muted">{t.expires}</dt>
              <dd>{expiryText(c)}</dd>
            </dl>
            <ButtonLink
              to={couponEditPath(c.id)}
              variant="outline"
              size="sm"
              aria-label={t.editCode({ code: c.code })}
            >
              {t.edit}
            </ButtonLink>
          </li>
        ))}
      </ul>
      {/* Scrolls sideways rather than clipping, should a long code or title need the room. */}
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t.caption}</caption>
          <thead className="border-b border-border bg-surface-sunken text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              {columns.map((column) => (
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
                  {c.courseTitle ?? t.anyCourse}
                </td>
                <td className="px-3 py-3 whitespace-nowrap tabular-nums">{usesText(c, t)}</td>
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
