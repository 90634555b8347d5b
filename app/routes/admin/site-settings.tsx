import { data, useLocation } from "react-router";
import { SITE_SETTINGS_TITLE } from "~/components/admin/admin-tabs";
import { SiteSettingsForm, SiteStatsForm } from "~/components/admin/site-settings-forms";
import { NotificationActionToast } from "~/components/layout/notification-action-toast";
import { RouteErrorPanel } from "~/components/layout/route-error";
import {
  SITE_SETTINGS_TOASTS,
  siteSettingsFormSchema,
  siteStatsFormSchema,
} from "~/domain/admin/site-settings.schema";
import { saveSiteSettings, saveSiteStats } from "~/domain/admin/site-settings.server";
import { can } from "~/domain/auth/permissions";
import { getSiteSettings } from "~/domain/settings/settings.server";
import { getLatestSiteStats } from "~/domain/site/stats.server";
import type { Toast } from "~/domain/toast/toast";
import { formConstraints } from "~/lib/form-constraints.server";
import { pageTitle } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission";
import { readForm } from "~/routes/form-body.server";
import { requirePermission } from "~/routes/middleware/guards.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/site-settings";

const PAGE = "/admin-dashboard/site-settings";

const updatedFormat = new Intl.DateTimeFormat("en-NG", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Africa/Lagos",
});

// The tab holds two forms: site settings (settings.manage, admins only) and the site statistics
// (stats.manage, moderators too). Everyone allowed here has stats.manage.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePermission(context, request, "stats.manage");
  const { db } = context.get(servicesContext);
  const canEditSettings = can(user.role, "settings.manage");
  const [settings, stats] = await Promise.all([
    canEditSettings ? getSiteSettings(db) : null,
    getLatestSiteStats(db),
  ]);
  return {
    constraints: formConstraints({ "site-settings-form": siteSettingsFormSchema }),
    settings,
    stats: stats
      ? {
          farmersTrained: stats.farmersTrained,
          certificatesIssued: stats.certificatesIssued,
          yieldImprovement: stats.yieldImprovement,
          sustainableProjects: stats.sustainableProjects,
        }
      : null,
    statsUpdatedAt: stats ? updatedFormat.format(new Date(stats.updatedAt)) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, request, "stats.manage");
  const services = context.get(servicesContext);
  const formData = await readForm(request);
  const actorFor = (u: { id: string; name: string; email: string }) => ({
    id: u.id,
    name: u.name,
    email: u.email,
  });

  if (formData.get("intent") === "stats") {
    const user = requirePermission(context, request, "stats.manage");
    const submission = parseSubmission(formData, { schema: siteStatsFormSchema });
    // A blank or invalid figure counts as 0 (the schema's rule), so this form has no field errors.
    if (submission.status !== "success") {
      return data(
        {
          intent: "stats" as const,
          result: undefined,
          toast: SITE_SETTINGS_TOASTS.statsFailed as Toast,
        },
        { status: 400 },
      );
    }
    try {
      await saveSiteStats(services.db, actorFor(user), submission.value);
    } catch (error) {
      services.logger.error({ err: error }, "site statistics could not be saved");
      return data(
        {
          intent: "stats" as const,
          result: undefined,
          toast: SITE_SETTINGS_TOASTS.statsFailed as Toast,
        },
        { status: 500 },
      );
    }
    return redirectWithToast(services.toasts, request, PAGE, SITE_SETTINGS_TOASTS.statsSaved);
  }

  const user = requirePermission(context, request, "settings.manage");
  const submission = parseSubmission(formData, { schema: siteSettingsFormSchema });
  if (submission.status !== "success") {
    return data(
      { intent: "settings" as const, result: submission.reply(), toast: null as Toast | null },
      { status: 400 },
    );
  }
  try {
    await saveSiteSettings(services.db, actorFor(user), submission.value);
  } catch (error) {
    services.logger.error({ err: error }, "site settings could not be saved");
    return data(
      {
        intent: "settings" as const,
        result: submission.reply(),
        toast: SITE_SETTINGS_TOASTS.failed as Toast,
      },
      { status: 500 },
    );
  }
  return redirectWithToast(services.toasts, request, PAGE, SITE_SETTINGS_TOASTS.saved);
}

export default function SiteSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, stats, statsUpdatedAt } = loaderData;
  // A successful save redirects here; the new location remounts the forms with saved values.
  const { key } = useLocation();
  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast} />
      <div>
        <h1 className="text-2xl font-bold text-ink">{SITE_SETTINGS_TITLE}</h1>
        <p className="mt-1 text-ink-muted">
          {settings
            ? "The site's name, contact details and sign-up options, and the public statistics."
            : "The public statistics. The rest of the site's settings are for administrators."}
        </p>
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        {settings ? (
          <SiteSettingsForm
            key={`settings-${key}`}
            settings={settings}
            lastResult={actionData?.intent === "settings" ? actionData.result : undefined}
          />
        ) : null}
        <SiteStatsForm key={`stats-${key}`} stats={stats} updatedAt={statsUpdatedAt} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading={SITE_SETTINGS_TITLE} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, SITE_SETTINGS_TITLE) },
    { name: "robots", content: "noindex" },
  ];
}
