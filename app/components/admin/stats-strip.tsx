import { cn } from "~/components/ui/cn";
import { type RecordTrend, TREND_PERIOD, trendLabel } from "~/domain/admin/trends";
import { formatNumber } from "~/lib/format";

const DIRECTION_CLASSES = {
  up: "text-success",
  flat: "text-ink-muted",
} as const;

/** The admin stats strip: five counts, each with what was added in the last 30 days. */
export function StatsStrip({ trends }: { trends: readonly RecordTrend[] }) {
  return (
    <section aria-labelledby="admin-stats-title">
      <h2 id="admin-stats-title" className="sr-only">
        Site in numbers
      </h2>
      {/* Three across on a phone, so the five counts take two short rows above every tab. */}
      <dl className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-5">
        {trends.map((t) => {
          const change = trendLabel(t);
          return (
            <div
              key={t.key}
              className="min-w-0 rounded-xl border border-border bg-surface p-3 shadow-xs sm:p-4"
            >
              <dt className="text-xs leading-snug font-medium text-ink-muted sm:text-sm">
                {t.label}
              </dt>
              <dd className="mt-1 text-xl font-bold text-ink sm:text-2xl">
                {formatNumber(t.total)}
              </dd>
              <dd
                className={cn("mt-0.5 text-xs font-semibold", DIRECTION_CLASSES[change.direction])}
              >
                {change.text}
                <span className="sr-only font-normal text-ink-muted sm:not-sr-only">
                  {" "}
                  {TREND_PERIOD}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
      <p aria-hidden="true" className="mt-2 text-xs text-ink-muted sm:hidden">
        Changes count what was added in the last 30 days.
      </p>
    </section>
  );
}
