import { redirect } from "react-router";
import { z } from "zod";
import { PublishedBadge } from "~/components/admin/admin-list";
import { OverviewItem, OverviewList } from "~/components/admin/overview-list";
import { StatsStrip } from "~/components/admin/stats-strip";
import { UserRoleBadge } from "~/components/admin/user-badges";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { Form, Link } from "~/components/ui/link";
import { SLOT, withNode } from "~/components/ui/message-parts";
import {
  listRecentContent,
  listRecentCourses,
  listRecentUsers,
  listSiteRecordTrends,
} from "~/domain/admin/overview.server";
import { can } from "~/domain/auth/permissions";
import { getConsultantSchedule } from "~/domain/consultations/hours.server";
import { countPaymentsNeedingRefund } from "~/domain/payments/revenue.server";
import { seededContactSettings } from "~/domain/settings/seed-notice";
import { getSiteSettings, updateSiteSettings } from "~/domain/settings/settings.server";
import { messagesFor } from "~/i18n/catalog.server";
import type { Compiled } from "~/i18n/define";
import { localeContext } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { admin } from "~/i18n/messages/admin";
import { adminConsulting } from "~/i18n/messages/admin-consulting";
import { adminOverview } from "~/i18n/messages/admin-overview";
import type overviewEn from "~/i18n/messages/admin-overview/en";
import { metaT } from "~/i18n/meta";
import { useLocale, useLocalizePath, useOptionalT, useT } from "~/i18n/react";
import { formatDate } from "~/lib/format";
import { pageTitle } from "~/lib/page-title";
import { parseSubmission } from "~/lib/parse-submission";
import { readForm } from "~/routes/form-body.server";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/dashboard";

// The overview shows the 3 newest users and content items; other recent lists 5.
const RECENT_USERS = 3;
const RECENT_CONTENT = 3;
const RECENT_COURSES = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePermission(context, request, "admin.access");
  const { db, payments } = context.get(servicesContext);
  const seesAllCourses = can(user.role, "courses.manageAll");
  const seesUsers = can(user.role, "users.manage");
  const seesContent = can(user.role, "content.manage");
  const managesSettings = can(user.role, "settings.manage");
  const managesPayments = can(user.role, "payments.manage");
  // Each list only for the roles that may use it; an instructor sees their own courses.
  const [trends, users, content, courses, settings, refundsNeeded, consultant] = await Promise.all([
    can(user.role, "analytics.read") ? listSiteRecordTrends(db) : null,
    seesUsers ? listRecentUsers(db, RECENT_USERS) : null,
    seesContent ? listRecentContent(db, RECENT_CONTENT) : null,
    seesAllCourses || can(user.role, "courses.manageOwn")
      ? listRecentCourses(db, {
          limit: RECENT_COURSES,
          ownerId: seesAllCourses ? undefined : user.id,
        })
      : null,
    managesSettings ? getSiteSettings(db) : null,
    managesPayments ? countPaymentsNeedingRefund(db) : null,
    getConsultantSchedule(db, user.id),
  ]);
  const iso = <T extends { createdAt: Date }>(rows: T[] | null) =>
    rows?.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) ?? null;
  return {
    ...messagesFor(context.get(localeContext), adminOverview, adminConsulting),
    name: user.name,
    // A consultant sets their own consulting hours.
    consultingHours: consultant ? `/admin-dashboard/consulting-hours/${user.id}` : null,
    ownCoursesOnly: !seesAllCourses,
    analytics: can(user.role, "analytics.read"),
    // The stats strip: moderators and admins (analytics.read).
    trends,
    users: iso(users),
    content: iso(content),
    courses: iso(courses),
    // Contact details a fresh site starts with, until staff set the academy's own.
    seededSettings: settings ? seededContactSettings(settings) : [],
    // Money is for admins only: others learn nothing about payments here.
    payments: refundsNeeded === null ? null : { testMode: payments.testMode, refundsNeeded },
  };
}

const dismissSchema = z.object({ intent: z.literal("dismiss-seed-notice") });

/** Closes the list of contact settings still at their seed values, for good. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, request, "settings.manage");
  const submission = parseSubmission(await readForm(request), { schema: dismissSchema });
  if (submission.status !== "success") {
    return new Response("Bad request.", { status: 400 });
  }
  const { db } = context.get(servicesContext);
  await updateSiteSettings(db, { seedNoticeDismissed: true }, user.id);
  return redirect("/admin-dashboard", 303);
}

type OverviewMessages = Compiled<typeof overviewEn>;

type RecentPanel = Omit<React.ComponentProps<typeof OverviewList>, "children"> & {
  items: (React.ComponentProps<typeof OverviewItem> & { key: string })[];
};
type RecentItem = Omit<React.ComponentProps<typeof OverviewItem>, "to">;

/** The panel of one tab's newest rows (`/admin-dashboard/<tab>`), each linking to its page. */
function recentPanel<T extends { id: string }>(
  tab: "users" | "content" | "courses",
  copy: { title: string; viewAll: string; empty: string },
  rows: T[] | null,
  item: (row: T) => RecentItem,
): RecentPanel | null {
  if (!rows) return null;
  const to = `/admin-dashboard/${tab}`;
  return {
    id: `recent-${tab}`,
    title: copy.title,
    viewAll: { to, label: copy.viewAll },
    empty: copy.empty,
    items: rows.map((row) => ({ key: row.id, to: `${to}/${row.id}`, ...item(row) })),
  };
}

/** The recent users, content and courses panels, each only when the loader sent its list. */
function recentPanels(
  { users, content, courses, ownCoursesOnly }: Route.ComponentProps["loaderData"],
  t: OverviewMessages,
  locale: Locale,
): RecentPanel[] {
  const day = (iso: string) => formatDate(iso, locale);
  return [
    recentPanel(
      "users",
      { title: t.users.title, viewAll: t.users.viewAll, empty: t.users.empty },
      users,
      (u) => ({
        title: u.name,
        detail: t.users.detail({ email: u.email, date: day(u.createdAt) }),
        aside: <UserRoleBadge role={u.role} />,
      }),
    ),
    recentPanel(
      "content",
      { title: t.content.title, viewAll: t.content.viewAll, empty: t.content.empty },
      content,
      (c) => ({
        title: c.title,
        detail: t.content.detail({ type: t.content.types[c.type], date: day(c.createdAt) }),
        aside: <PublishedBadge published={c.isPublished} />,
      }),
    ),
    recentPanel(
      "courses",
      ownCoursesOnly
        ? { title: t.courses.ownTitle, viewAll: t.courses.viewAll, empty: t.courses.ownEmpty }
        : { title: t.courses.title, viewAll: t.courses.viewAll, empty: t.courses.empty },
      courses,
      (c) => ({
        title: c.title,
        detail: `${c.instructor} · ${t.courses.lessons({ count: c.lessonsCount })} · ${t.courses.students({ count: c.students })}`,
        aside: <PublishedBadge published={c.isPublished} />,
      }),
    ),
  ].filter((p) => p !== null);
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { content, analytics, name, seededSettings, payments, trends, consultingHours } =
    loaderData;
  const consulting = useT(adminConsulting);
  // The Upload Content button, for those who may add content.
  const uploadContent = content !== null;
  const t = useT(adminOverview);
  const shared = useT(admin);
  const locale = useLocale();
  const localize = useLocalizePath();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink">{shared.title}</h1>
          <p className="mt-1 text-ink-muted">{t.welcome({ name })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {uploadContent ? (
            <ButtonLink to="/admin-dashboard/content/new">{t.uploadContent}</ButtonLink>
          ) : null}
          {analytics ? (
            <ButtonLink to="/admin-dashboard/analytics" variant="outline">
              {t.viewAnalytics}
            </ButtonLink>
          ) : null}
          {consultingHours ? (
            <ButtonLink to={consultingHours} variant="outline">
              {consulting.yourHours}
            </ButtonLink>
          ) : null}
        </div>
      </div>
      {/* The stats strip, under the page's title. */}
      {trends ? <StatsStrip trends={trends} /> : null}
      {payments?.testMode ? (
        <Alert variant="warning" title={t.testMode}>
          <p>{t.testModeBody}</p>
        </Alert>
      ) : null}
      {payments && payments.refundsNeeded > 0 ? (
        <p className="text-sm">
          <Link
            to="/admin-dashboard/payments?status=needs_refund"
            className="font-semibold text-brand-800 underline focus-visible:focus-ring"
          >
            {t.refundsFlagged({ count: payments.refundsNeeded })}
          </Link>
        </p>
      ) : null}
      {seededSettings.length > 0 ? (
        <Alert variant="warning" title={t.seed.title}>
          <p>
            {t.seed.body}{" "}
            {withNode(
              t.seed.setIn({ link: SLOT }),
              <a href={localize("/admin-dashboard/site-settings")}>{shared.nav.settings}</a>,
            )}
          </p>
          <ul className="mt-2 list-disc space-y-0.5 pl-5">
            {seededSettings.map((setting) => (
              <li key={setting.key}>
                {t.seed.labels[setting.key]}: <span className="break-all">{setting.value}</span>
              </li>
            ))}
          </ul>
          <Form method="post" className="mt-3">
            <Button
              type="submit"
              name="intent"
              value="dismiss-seed-notice"
              variant="outline"
              size="sm"
            >
              {t.seed.dismiss}
            </Button>
          </Form>
        </Alert>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        {recentPanels(loaderData, t, locale).map(({ items, ...panel }) => (
          <OverviewList key={panel.id} {...panel}>
            {items.map(({ key, ...item }) => (
              <OverviewItem key={key} {...item} />
            ))}
          </OverviewList>
        ))}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(admin);
  return <RouteErrorPanel error={error} heading={t?.title ?? "Admin dashboard"} />;
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaT(matches, admin)?.title ?? "Admin dashboard";
  return [{ title: pageTitle(matches, title) }, { name: "robots", content: "noindex" }];
}
