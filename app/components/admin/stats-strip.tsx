import { cn } from "~/components/ui/cn";
import { type RecordTrend, trendLabel } from "~/domain/admin/trends";
import { formatNumber } from "~/lib/format";

const DIRECTION_CLASSES = {
  up: "text-success",
  down: "text-danger",
  flat: "text-ink-muted",
} as const;

/** Spec 001 §2's stats strip: five counts, each with its real change over the last 30 days. */
export function StatsStrip({ trends }: { trends: readonly RecordTrend[] }) {
  return (
    <section aria-labelledby="admin-stats-title">
      <h2 id="admin-stats-title" className="sr-only">
        Site in numbers
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {trends.map((t) => {
          const change = trendLabel(t);
          return (
            <div key={t.key} className="rounded-xl border border-border bg-surface p-4 shadow-xs">
              <dt className="text-sm font-medium text-ink-muted">{t.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-ink">{formatNumber(t.total)}</dd>
              <dd
                className={cn("mt-0.5 text-xs font-semibold", DIRECTION_CLASSES[change.direction])}
              >
                {change.text}
                <span className="font-normal text-ink-muted"> vs previous 30 days</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
