import { RouteErrorPanel } from "~/components/layout/route-error";
import {
  ContinueLearning,
  DashboardActivity,
  DashboardStats,
  LatestNotifications,
  QuickActions,
  UpcomingEvents,
} from "~/components/learner/dashboard-panels";
import { LEARNER_PAGE_ERROR } from "~/components/learner/page-error";
import { WelcomeBanner } from "~/components/learner/welcome-banner";
import { getDashboard } from "~/domain/learning/dashboard.server";
import { pageTitle } from "~/lib/meta";
import { requireUser } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { db } = context.get(servicesContext);
  const now = new Date();
  const dashboard = await getDashboard(db, user.id, now);
  return {
    name: user.name,
    // The learner UI labels every non-admin "Student".
    roleLabel: user.isAdmin ? "Admin" : "Student",
    now: now.toISOString(),
    ...dashboard,
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { summary, now } = loaderData;
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
  return (
    <RouteErrorPanel
      error={error}
      heading="Dashboard"
      failed={{ title: "Error", message: "Could not load dashboard data." }}
      {...LEARNER_PAGE_ERROR}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Dashboard") }, { name: "robots", content: "noindex" }];
}
