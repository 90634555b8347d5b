import {
  BarChart,
  BarChartTable,
  type BarDatum,
  type BarValueFormat,
} from "~/components/admin/chart-bar";
import { Alert } from "~/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import type { Revenue } from "~/domain/payments/revenue.server";
import { adminAnalytics } from "~/i18n/messages/admin-analytics";
import { useLocale, useT } from "~/i18n/react";
import { formatNaira } from "~/lib/format";

// The charts of Administration's Analytics page: a card per chart with its table one click
// away, and the admins' revenue section.

/** From ₦100,000 up, an amount beside a bar is written short ("₦1.8M", which the loader writes). */
export const COMPACT_FROM = 10_000_000;

/** The sum of a chart's values, for its summary. */
export function total(data: readonly BarDatum[]): number {
  return data.reduce((sum, d) => sum + d.value, 0);
}

/**
 * An amount beside a bar: "₦12,500", or "₦1.8M" from ₦100,000 up (written by the loader), so the
 * longest bar's value still fits on a phone. The table under the chart gives every amount to the
 * kobo.
 */
function useShortKobo(compactAmounts: Record<string, string>): BarValueFormat {
  const locale = useLocale();
  return (kobo) =>
    kobo < COMPACT_FROM
      ? formatNaira(kobo, locale)
      : (compactAmounts[kobo] ?? formatNaira(kobo, locale));
}

export function ChartCard({
  id,
  title,
  description,
  data,
  summary,
  labelHeader,
  valueHeader,
  empty,
  heading = "h2",
  format,
  chartFormat = format,
}: {
  id: string;
  title: string;
  description: string;
  data: BarDatum[];
  summary: string;
  labelHeader: string;
  valueHeader: string;
  empty?: string;
  heading?: "h2" | "h3";
  /** How the table writes a value (a count by default). */
  format?: BarValueFormat;
  /** How the chart writes a value beside its bar, when shorter than the table's. */
  chartFormat?: BarValueFormat;
}) {
  const t = useT(adminAnalytics);
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardHeader>
          <CardTitle id={id} as={heading}>
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          {data.length === 0 ? (
            <p className="text-ink-muted">{empty}</p>
          ) : (
            <div className="space-y-3">
              <BarChart data={data} summary={summary} format={chartFormat} />
              {/* The chart's text alternative, one click away rather than a second copy. */}
              <details className="group rounded-md border border-border">
                <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-brand-800 focus-visible:focus-ring">
                  {t.showTable}
                </summary>
                <div className="border-t border-border px-3 pb-2">
                  <BarChartTable
                    caption={title}
                    labelHeader={labelHeader}
                    valueHeader={valueHeader}
                    data={data}
                    format={format}
                  />
                </div>
              </details>
            </div>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

/** The admins' money figures: net revenue per week and per course, and what was refunded. */
export function RevenueSection({
  revenue,
  weeks,
  weekOf,
  compactAmounts,
}: {
  revenue: Revenue & { testMode: boolean };
  weeks: number;
  weekOf: (weekStart: string) => string;
  compactAmounts: Record<string, string>;
}) {
  const t = useT(adminAnalytics);
  const r = t.revenue;
  const locale = useLocale();
  const kobo = (value: number) => formatNaira(value, locale);
  const shortKobo = useShortKobo(compactAmounts);
  const { totals } = revenue;
  const perWeek = revenue.perWeek.map((w) => ({ label: weekOf(w.weekStart), value: w.netKobo }));
  const refunded = revenue.perWeek.map((w) => ({
    label: weekOf(w.weekStart),
    value: w.refundedKobo,
  }));
  const perCourse = revenue.topCourses.map((c) => ({
    label: r.courseSales({
      course: c.courseId ? c.title : t.deleted({ title: c.title }),
      sales: r.sales({ count: c.sales }),
    }),
    value: c.amountKobo,
  }));
  const noPayments = totals.sales === 0 && totals.refunds === 0;
  return (
    <section aria-labelledby="revenue-title" className="space-y-4">
      <div>
        <h2 id="revenue-title" className="text-xl font-bold text-ink">
          {r.title}
        </h2>
        <p className="mt-1 text-ink-muted">
          {noPayments
            ? r.none
            : r.totals({
                net: kobo(totals.netKobo),
                sales: r.sales({ count: totals.sales }),
                refunded: kobo(totals.refundedKobo),
                refunds: r.payments({ count: totals.refunds }),
              })}
        </p>
      </div>
      {revenue.testMode ? (
        <Alert variant="warning" title={r.testMode}>
          <p>{r.testModeText}</p>
        </Alert>
      ) : null}
      {noPayments ? null : (
        <div className="grid gap-6">
          <ChartCard
            id="chart-revenue"
            heading="h3"
            title={r.perWeek.title}
            description={r.perWeek.description({ weeks })}
            data={perWeek}
            summary={r.perWeek.summary({ total: kobo(total(perWeek)), weeks })}
            labelHeader={t.week}
            valueHeader={r.perWeek.value}
            format={kobo}
            chartFormat={shortKobo}
          />
          {total(refunded) > 0 ? (
            <ChartCard
              id="chart-refunds"
              heading="h3"
              title={r.refunded.title}
              description={r.refunded.description}
              data={refunded}
              summary={r.refunded.summary({ total: kobo(total(refunded)), weeks })}
              labelHeader={t.week}
              valueHeader={r.refunded.value}
              format={kobo}
              chartFormat={shortKobo}
            />
          ) : null}
          <ChartCard
            id="chart-revenue-courses"
            heading="h3"
            title={r.perCourse.title}
            description={r.perCourse.description}
            data={perCourse}
            summary={r.perCourse.summary({
              figures: perCourse.map((c) => `${c.label} ${kobo(c.value)}`).join(", "),
            })}
            labelHeader={t.course}
            valueHeader={r.perCourse.value}
            format={kobo}
            chartFormat={shortKobo}
            empty={r.perCourse.empty}
          />
        </div>
      )}
    </section>
  );
}
