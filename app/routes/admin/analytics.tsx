import {
  ChartCard,
  COMPACT_FROM,
  RevenueSection,
  total,
} from "~/components/admin/analytics-charts";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { ANALYTICS_WEEKS, loadAnalytics } from "~/domain/admin/analytics.server";
import { can } from "~/domain/auth/permissions";
import { loadRevenue } from "~/domain/payments/revenue.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { adminAnalytics } from "~/i18n/messages/admin-analytics";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
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
