import { BarChart, BarChartTable, type BarDatum } from "~/components/admin/chart-bar";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ANALYTICS_WEEKS, loadAnalytics } from "~/domain/admin/analytics.server";
import { pageTitle } from "~/lib/meta";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/analytics";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "analytics.read");
  const { db } = context.get(servicesContext);
  return { ...(await loadAnalytics(db)), weeks: ANALYTICS_WEEKS };
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

export function ChartCard({
  id,
  title,
  description,
  data,
  summary,
  labelHeader,
  valueHeader,
  empty,
}: {
  id: string;
  title: string;
  description: string;
  data: BarDatum[];
  summary: string;
  labelHeader: string;
  valueHeader: string;
  empty?: string;
}) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardHeader>
          <CardTitle id={id}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          {data.length === 0 ? (
            <p className="text-ink-muted">{empty}</p>
          ) : (
            <div className="space-y-3">
              <BarChart data={data} summary={summary} />
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
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Analytics" />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Analytics") }, { name: "robots", content: "noindex" }];
}
