import {
  BarChart,
  BarChartTable,
  type BarDatum,
  type BarValueFormat,
} from "~/components/admin/chart-bar";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Alert } from "~/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ANALYTICS_WEEKS, loadAnalytics } from "~/domain/admin/analytics.server";
import { can } from "~/domain/auth/permissions";

import { loadRevenue, type Revenue } from "~/domain/payments/revenue.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { adminAnalytics } from "~/i18n/messages/admin-analytics";
import { metaT } from "~/i18n/meta";
import { useLocale, useOptionalT, useT } from "~/i18n/react";
import { formatNaira } from "~/lib/format";
import { pageTitle } from "~/lib/page-title";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/analytics";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePermission(context, request, "analytics.read");
  const { db, payments } = context.get(servicesContext);
  const locale = context.get(localeContext);
  // Money is for admins only: for moderators the revenue is not even queried.
  const seesMoney = can(user.role, "payments.manage");
  const [analytics, revenue] = await Promise.all([
    loadAnalytics(db),
    seesMoney ? loadRevenue(db) : null,
  ]);
  const weekStarts = [
    ...analytics.enrolmentsPerWeek,
    ...analytics.completionsPerWeek,
    ...(revenue?.perWeek ?? []),
  ].map((w) => w.weekStart);
  const amounts = revenue
    ? [
        ...revenue.perWeek.flatMap((w) => [w.netKobo, w.refundedKobo]),
        ...revenue.topCourses.map((c) => c.amountKobo),
      ]
    : [];
  return {
    ...messagesFor(locale, adminAnalytics),
    ...analytics,
    weeks: ANALYTICS_WEEKS,
    revenue: revenue ? { ...revenue, testMode: payments.testMode } : null,
    // Written here, on the server, in the page's language (a browser's Intl may lack it).
    weekLabels: Object.fromEntries(weekStarts.map((w) => [w, shortDate(w, locale)])),
    compactAmounts: Object.fromEntries(
      amounts.filter((k) => k >= COMPACT_FROM).map((k) => [k, compactNaira(k, locale)]),
    ),
  };
}

/** From ₦100,000 up, an amount beside a bar is written short ("₦1.8M"). */
const COMPACT_FROM = 10_000_000;

/** "6 Oct" from the Monday's YYYY-MM-DD (a calendar date, so read as UTC). Server only. */
function shortDate(weekStart: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "en" ? "en-NG" : locale, {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${weekStart}T00:00:00Z`));
}

/** "₦1.8M" for 180,000,000 kobo, in the language's short form. Server only. */
function compactNaira(kobo: number, locale: Locale): string {
  const compact = new Intl.NumberFormat(locale === "en" ? "en-NG" : locale, {
    notation: "compact",
    maximumFractionDigits: 1,
  });
  return `₦${locale === "ha" ? "\u00a0" : ""}${compact.format(kobo / 100)}`;
}

function total(data: readonly BarDatum[]): number {
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

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  const a = loaderData;
  const t = useT(adminAnalytics);
  const c = t.charts;
  const weekOf = (weekStart: string) => t.weekOf({ date: a.weekLabels[weekStart] ?? weekStart });
  const enrolments = a.enrolmentsPerWeek.map((w) => ({
    label: weekOf(w.weekStart),
    value: w.count,
  }));
  const completions = a.completionsPerWeek.map((w) => ({
    label: weekOf(w.weekStart),
    value: w.count,
  }));
  const statuses = a.consultationsByStatus.map((s) => ({
    label: t.statuses[s.status],
    value: s.count,
  }));
  const popular = a.popularCourses.map((p) => ({
    label: p.isPublished ? p.title : t.draft({ title: p.title }),
    value: p.enrolments,
  }));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
        <p className="mt-1 text-ink-muted">
          {t.intro({
            enrolments: t.enrolments({ count: a.totals.enrolments }),
            completions: t.completions({ count: a.totals.completions }),
          })}
        </p>
      </div>
      <div className="grid gap-6">
        <ChartCard
          id="chart-enrolments"
          title={c.enrolments.title}
          description={c.enrolments.description({ weeks: a.weeks })}
          data={enrolments}
          summary={c.enrolments.summary({ total: String(total(enrolments)), weeks: a.weeks })}
          labelHeader={t.week}
          valueHeader={c.enrolments.value}
        />
        <ChartCard
          id="chart-completions"
          title={c.completions.title}
          description={c.completions.description({ weeks: a.weeks })}
          data={completions}
          summary={c.completions.summary({ total: String(total(completions)), weeks: a.weeks })}
          labelHeader={t.week}
          valueHeader={c.completions.value}
        />
        <ChartCard
          id="chart-consultations"
          title={c.consultations.title}
          description={c.consultations.description}
          data={statuses}
          summary={c.consultations.summary({
            figures: statuses.map((s) => `${s.label} ${s.value}`).join(", "),
          })}
          labelHeader={t.status}
          valueHeader={c.consultations.value}
        />
        <ChartCard
          id="chart-popular"
          title={c.popular.title}
          description={c.popular.description}
          data={popular}
          summary={c.popular.summary({
            figures: popular.map((p) => `${p.label} ${p.value}`).join(", "),
          })}
          labelHeader={t.course}
          valueHeader={c.popular.value}
          empty={c.popular.empty}
        />
      </div>
      {a.revenue ? (
        <RevenueSection
          revenue={a.revenue}
          weeks={a.weeks}
          weekOf={weekOf}
          compactAmounts={a.compactAmounts}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminAnalytics);
  return <RouteErrorPanel error={error} heading={t?.title ?? "Analytics"} />;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, adminAnalytics);
  return [
    { title: pageTitle(matches, t?.title ?? "Analytics") },
    { name: "robots", content: "noindex" },
  ];
}
