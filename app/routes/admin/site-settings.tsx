import { data, useLocation } from "react-router";
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
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminSiteSettings } from "~/i18n/messages/admin-site-settings";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { formConstraints } from "~/lib/form-constraints.server";
import { formatDateTime } from "~/lib/format";
import { pageTitle } from "~/lib/page-title";
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
  const locale = context.get(localeContext);
  const [settings, stats] = await Promise.all([
    canEditSettings ? getSiteSettings(db) : null,
    getLatestSiteStats(db),
  ]);
  return {
    ...messagesFor(locale, adminSiteSettings),
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
    // Written here, on the server: English keeps its en-NG style; the others use the site's tables.
    statsUpdatedAt: stats
      ? locale === "en"
        ? updatedFormat.format(new Date(stats.updatedAt))
        : formatDateTime(new Date(stats.updatedAt), locale)
      : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, request, "stats.manage");
  const services = context.get(servicesContext);
  const formData = await readForm(request);
  const t = translate(context.get(localeContext), adminSiteSettings).toasts;
  const statsFailed = { ...SITE_SETTINGS_TOASTS.statsFailed, title: t.statsFailed } as Toast;
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
          toast: statsFailed,
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
          toast: statsFailed,
        },
        { status: 500 },
      );
    }
    return redirectWithToast(services.toasts, request, PAGE, {
      ...SITE_SETTINGS_TOASTS.statsSaved,
      title: t.statsSaved,
    });
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
        toast: { ...SITE_SETTINGS_TOASTS.failed, title: t.failed } as Toast,
      },
      { status: 500 },
    );
  }
  return redirectWithToast(services.toasts, request, PAGE, {
    ...SITE_SETTINGS_TOASTS.saved,
    title: t.saved,
    description: t.savedDescription,
  });
}

export default function SiteSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, stats, statsUpdatedAt } = loaderData;
  // A successful save redirects here; the new location remounts the forms with saved values.
  const { key } = useLocation();
  const t = useT(adminSiteSettings);
  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast} />
      <div>
        <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
        <p className="mt-1 text-ink-muted">{settings ? t.introAll : t.introStats}</p>
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
  const t = useOptionalT(adminSiteSettings);
  return <RouteErrorPanel error={error} heading={t?.title ?? "Site settings"} />;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, adminSiteSettings);
  return [
    { title: pageTitle(matches, t?.title ?? "Site settings") },
    { name: "robots", content: "noindex" },
  ];
}
