import { Outlet } from "react-router";
import { AdminNav } from "~/components/admin/admin-nav";
import { StatsStrip } from "~/components/admin/stats-strip";
import { ButtonLink } from "~/components/ui/button";
import { listSiteRecordTrends } from "~/domain/admin/overview.server";
import { can } from "~/domain/auth/permissions";
import { requirePermission } from "~/domain/auth/session.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/layout";

// Signed out → /login (and back afterwards); signed in without admin-area access → /dashboard.
// Each tab's loader and action checks its own permission again.
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }, next) => {
    requirePermission(context, request, "admin.access");
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePermission(context, request, "admin.access");
  const { db } = context.get(servicesContext);
  const trends = can(user.role, "analytics.read") ? await listSiteRecordTrends(db) : null;
  return { role: user.role, trends };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { role, trends } = loaderData;
  const siteSettings = can(role, "settings.manage");
  return (
    <div className="container-page space-y-6 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Admin dashboard
        </p>
        <div className="flex flex-wrap gap-2">
          {can(role, "content.manage") ? (
            <ButtonLink to="/admin-dashboard/content/new" size="sm">
              Upload Content
            </ButtonLink>
          ) : null}
          <ButtonLink
            to={siteSettings ? "/admin-dashboard/site-settings" : "/admin-dashboard/settings"}
            variant="outline"
            size="sm"
          >
            {siteSettings ? "Settings" : "Account settings"}
          </ButtonLink>
        </div>
      </div>
      {trends ? <StatsStrip trends={trends} /> : null}
      <AdminNav role={role} />
      <Outlet />
    </div>
  );
}
