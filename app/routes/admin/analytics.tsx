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
import { TEST_MODE_NOTICE } from "~/domain/payments/checkout.messages";
import { formatKobo } from "~/domain/payments/money";
import { loadRevenue, type Revenue } from "~/domain/payments/revenue.server";
import { formatNumber } from "~/lib/format";
import { pageTitle } from "~/lib/meta";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/analytics";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePermission(context, request, "analytics.read");
  const { db, payments } = context.get(servicesContext);
  // Money is for admins only: for moderators the revenue is not even queried.
  const seesMoney = can(user.role, "payments.manage");
  const [analytics, revenue] = await Promise.all([
    loadAnalytics(db),
    seesMoney ? loadRevenue(db) : null,
  ]);
  return {
    ...analytics,
    weeks: ANALYTICS_WEEKS,
    revenue: revenue ? { ...revenue, testMode: payments.testMode } : null,
  };
}

const weekLabel = new Intl.DateTimeFormat("en-NG", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "Week of 6 Oct" from the Monday's YYYY-MM-DD (a calendar date, so read as UTC). */
function weekOf(weekStart: string): string {
  return `Week of ${weekLabel.format(new Date(`${weekStart}T00:00:00Z`))}`;
}

const STATUS_LABEL = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
} as const;

function total(data: readonly BarDatum[]): number {
  return data.reduce((sum, d) => sum + d.value, 0);
}

const compact = new Intl.NumberFormat("en-NG", { notation: "compact", maximumFractionDigits: 1 });

/**
 * An amount beside a bar: "₦12,500", or "₦1.8M" from ₦100,000 up, so the longest bar's value
 * still fits on a phone. The table under the chart gives every amount to the kobo.
 */
function shortKobo(kobo: number): string {
  return kobo < 10_000_000 ? formatKobo(kobo) : `₦${compact.format(kobo / 100)}`;
}

const plural = (n: number, one: string, many: string) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;

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
                  Show the figures as a table
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
}: {
  revenue: Revenue & { testMode: boolean };
  weeks: number;
}) {
  const { totals } = revenue;
  const perWeek = revenue.perWeek.map((w) => ({ label: weekOf(w.weekStart), value: w.netKobo }));
  const refunded = revenue.perWeek.map((w) => ({
    label: weekOf(w.weekStart),
    value: w.refundedKobo,
  }));
  const perCourse = revenue.topCourses.map((c) => ({
    label: `${c.courseId ? c.title : `${c.title} (deleted)`} · ${plural(c.sales, "sale", "sales")}`,
    value: c.amountKobo,
  }));
  const noPayments = totals.sales === 0 && totals.refunds === 0;
  return (
    <section aria-labelledby="revenue-title" className="space-y-4">
      <div>
        <h2 id="revenue-title" className="text-xl font-bold text-ink">
          Revenue
        </h2>
        <p className="mt-1 text-ink-muted">
          {noPayments
            ? "No payments yet. Revenue appears here once a learner pays for a course."
            : `${formatKobo(totals.netKobo)} from ${plural(totals.sales, "sale", "sales")} since the first one, net of refunds; ${formatKobo(totals.refundedKobo)} refunded (${plural(totals.refunds, "payment", "payments")}). Courses made free by a coupon are not sales. Only admins see these figures.`}
        </p>
      </div>
      {revenue.testMode ? (
        <Alert variant="warning" title={TEST_MODE_NOTICE}>
          <p>These payments went through the built-in test gateway.</p>
        </Alert>
      ) : null}
      {noPayments ? null : (
        <div className="grid gap-6">
          <ChartCard
            id="chart-revenue"
            heading="h3"
            title="Revenue per week"
            description={`Net of refunds, in the week each payment was made, in the last ${weeks} weeks.`}
            data={perWeek}
            summary={`Bar chart of revenue per week: ${formatKobo(total(perWeek))} in the last ${weeks} weeks, net of refunds. The table under it lists every week.`}
            labelHeader="Week"
            valueHeader="Revenue"
            format={formatKobo}
            chartFormat={shortKobo}
          />
          {total(refunded) > 0 ? (
            <ChartCard
              id="chart-refunds"
              heading="h3"
              title="Refunded per week"
              description="Payments made in each week that were refunded later: they are not in the revenue above."
              data={refunded}
              summary={`Bar chart of refunds by the week of the payment: ${formatKobo(total(refunded))} in the last ${weeks} weeks. The table under it lists every week.`}
              labelHeader="Week"
              valueHeader="Refunded"
              format={formatKobo}
              chartFormat={shortKobo}
            />
          ) : null}
          <ChartCard
            id="chart-revenue-courses"
            heading="h3"
            title="Revenue per course"
            description="The courses that brought the most since the first sale, net of refunds."
            data={perCourse}
            summary={`Bar chart of revenue per course: ${perCourse.map((c) => `${c.label} ${formatKobo(c.value)}`).join(", ")}.`}
            labelHeader="Course"
            valueHeader="Revenue"
            format={formatKobo}
            chartFormat={shortKobo}
            empty="Every sale was refunded."
          />
        </div>
      )}
    </section>
  );
}

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  const a = loaderData;
  const enrolments = a.enrolmentsPerWeek.map((w) => ({
    label: weekOf(w.weekStart),
    value: w.count,
  }));
  const completions = a.completionsPerWeek.map((w) => ({
    label: weekOf(w.weekStart),
    value: w.count,
  }));
  const statuses = a.consultationsByStatus.map((s) => ({
    label: STATUS_LABEL[s.status],
    value: s.count,
  }));
  const popular = a.popularCourses.map((c) => ({
    label: c.isPublished ? c.title : `${c.title} (draft)`,
    value: c.enrolments,
  }));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">Analytics</h1>
        <p className="mt-1 text-ink-muted">
          {a.totals.enrolments} {a.totals.enrolments === 1 ? "enrolment" : "enrolments"} and{" "}
          {a.totals.completions}{" "}
          {a.totals.completions === 1 ? "course completion" : "course completions"} in all. Weeks
          run Monday to Sunday, Lagos time.
        </p>
      </div>
      <div className="grid gap-6">
        <ChartCard
          id="chart-enrolments"
          title="Enrolments per week"
          description={`New course enrolments in the last ${a.weeks} weeks.`}
          data={enrolments}
          summary={`Bar chart of enrolments per week: ${total(enrolments)} in the last ${a.weeks} weeks. The table under it lists every week.`}
          labelHeader="Week"
          valueHeader="Enrolments"
        />
        <ChartCard
          id="chart-completions"
          title="Completions per week"
          description={`Courses finished (100%) in the last ${a.weeks} weeks.`}
          data={completions}
          summary={`Bar chart of course completions per week: ${total(completions)} in the last ${a.weeks} weeks. The table under it lists every week.`}
          labelHeader="Week"
          valueHeader="Completions"
        />
        <ChartCard
          id="chart-consultations"
          title="Consultations by status"
          description="Every consultation request, by its current status."
          data={statuses}
          summary={`Bar chart of consultations by status: ${statuses.map((s) => `${s.label} ${s.value}`).join(", ")}.`}
          labelHeader="Status"
          valueHeader="Consultations"
        />
        <ChartCard
          id="chart-popular"
          title="Most popular courses"
          description="The courses with the most enrolments."
          data={popular}
          summary={`Bar chart of the most popular courses by enrolments: ${popular.map((c) => `${c.label} ${c.value}`).join(", ")}.`}
          labelHeader="Course"
          valueHeader="Enrolments"
          empty="No enrolments yet."
        />
      </div>
      {a.revenue ? <RevenueSection revenue={a.revenue} weeks={a.weeks} /> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Analytics" />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Analytics") }, { name: "robots", content: "noindex" }];
}
