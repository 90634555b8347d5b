import { cn } from "~/components/ui/cn";
import { type RecordTrend, trendLabel } from "~/domain/admin/trends";
import { admin } from "~/i18n/messages/admin";
import { useT } from "~/i18n/react";
import { formatNumber } from "~/lib/format";

const DIRECTION_CLASSES = {
  up: "text-success",
  flat: "text-ink-muted",
} as const;

/** The admin stats strip: five counts, each with what was added in the last 30 days. */
export function StatsStrip({ trends }: { trends: readonly RecordTrend[] }) {
  const t = useT(admin);
  /** trendLabel's wording in the page's language: "No change", "+3 new" or "+3 (+25%)". */
  const changeText = ({ total, last30 }: RecordTrend) => {
    if (last30 <= 0) return t.stats.noChange;
    const before = total - last30;
    if (before <= 0) return t.stats.newCount({ count: String(last30) });
    return t.stats.growth({
      count: String(last30),
      percent: String(Math.round((last30 / before) * 100)),
    });
  };
  return (
    <section aria-labelledby="admin-stats-title">
      <h2 id="admin-stats-title" className="sr-only">
        {t.stats.title}
      </h2>
      {/* Three across on a phone, so the five counts take two short rows above every tab. */}
      <dl className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-5">
        {trends.map((trend) => {
          const change = trendLabel(trend);
          return (
            <div
              key={trend.key}
              className="min-w-0 rounded-xl border border-border bg-surface p-3 shadow-xs sm:p-4"
            >
              <dt className="text-xs leading-snug font-medium text-ink-muted sm:text-sm">
                {t.stats[trend.key] ?? trend.label}
              </dt>
              <dd className="mt-1 text-xl font-bold text-ink sm:text-2xl">
                {formatNumber(trend.total)}
              </dd>
              <dd
                className={cn("mt-0.5 text-xs font-semibold", DIRECTION_CLASSES[change.direction])}
              >
                {changeText(trend)}
                <span className="sr-only font-normal text-ink-muted sm:not-sr-only">
                  {" "}
                  {t.stats.period}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
      <p aria-hidden="true" className="mt-2 text-xs text-ink-muted sm:hidden">
        {t.stats.periodNote}
      </p>
    </section>
  );
}
