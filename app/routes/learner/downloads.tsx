import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { DownloadList } from "~/components/learner/download-list";
import { useOfflineApp } from "~/components/learner/use-offline-app";
import { ButtonLink } from "~/components/ui/button";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { learnerOffline } from "~/i18n/messages/learner-offline";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { requireUser } from "~/routes/middleware/guards.server";
import type { Route } from "./+types/downloads";

// The lessons kept on this phone for offline viewing. They live in the browser (Cache API and
// IndexedDB), so the page lists them there; the server only sends the words.

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  return messagesFor(context.get(localeContext), learnerOffline);
}

export default function Downloads() {
  const t = useT(learnerOffline).downloads;
  useOfflineApp();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t.title}
        description={t.intro}
        actions={
          <ButtonLink to="/dashboard/my-courses" variant="outline">
            {t.browse}
          </ButtonLink>
        }
      />
      <DownloadList />
      <p className="text-sm text-ink-muted">{t.signOutNote}</p>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaT(matches, learnerOffline)?.downloads.title ?? "Downloads";
  return [{ title: pageTitle(matches, title) }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(learnerOffline);
  return <RouteErrorPanel error={error} heading={t?.downloads.title ?? "Downloads"} />;
}
