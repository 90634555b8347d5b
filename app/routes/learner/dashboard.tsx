import { RouteErrorPanel } from "~/components/layout/route-error";
import {
  ContinueLearning,
  DashboardActivity,
  DashboardStats,
  LatestNotifications,
  QuickActions,
  UpcomingEvents,
} from "~/components/learner/dashboard-panels";
import { useLearnerPageError } from "~/components/learner/page-error";
import { useOfflineApp } from "~/components/learner/use-offline-app";
import { WelcomeBanner } from "~/components/learner/welcome-banner";
import { getDashboard } from "~/domain/learning/dashboard.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { learner } from "~/i18n/messages/learner";
import { learnerDashboard } from "~/i18n/messages/learner-dashboard";
import { metaT } from "~/i18n/meta";
import { pageTitle } from "~/lib/page-title";
import { requireUser } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { db } = context.get(servicesContext);
  const now = new Date();
  const locale = context.get(localeContext);
  const dashboard = await getDashboard(db, user.id, now, locale);
  const roles = translate(locale, learner).roles;
  return {
    ...messagesFor(locale, learnerDashboard),
    name: user.name,
    // The learner UI labels every non-admin "Student".
    roleLabel: user.isAdmin ? roles.admin : roles.student,
    now: now.toISOString(),
    ...dashboard,
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { summary, now } = loaderData;
  useOfflineApp();
  return (
    <div className="space-y-6">
      <WelcomeBanner name={loaderData.name} roleLabel={loaderData.roleLabel} summary={summary} />

      <DashboardStats summary={summary} />

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <ContinueLearning
            items={loaderData.continueLearning}
            allCompleted={loaderData.allCompleted}
          />
          <DashboardActivity
            enrolments={loaderData.recentEnrolments}
            consultation={loaderData.latestConsultation}
            now={now}
          />
        </div>
        <div className="space-y-6">
          <UpcomingEvents events={loaderData.upcoming} />
          <LatestNotifications items={loaderData.notifications} now={now} />
        </div>
      </div>

      <QuickActions />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, back, errorTitle } = useLearnerPageError();
  return (
    <RouteErrorPanel
      error={error}
      heading={t?.titles.dashboard ?? "Dashboard"}
      failed={{
        title: errorTitle,
        message: t?.errors.dashboard ?? "Could not load dashboard data.",
      }}
      back={back}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, metaT(matches, learner)?.titles.dashboard ?? "Dashboard") },
    { name: "robots", content: "noindex" },
  ];
}
