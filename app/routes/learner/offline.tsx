import { useLocation } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { DownloadList } from "~/components/learner/download-list";
import { useOfflineApp } from "~/components/learner/use-offline-app";
import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { learnerOffline } from "~/i18n/messages/learner-offline";
import { metaT } from "~/i18n/meta";
import { useLocalizePath, useOptionalT, useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { requireUser } from "~/routes/middleware/guards.server";
import type { Route } from "./+types/offline";

// What the service worker shows, offline, for a learner page that was not kept: where to go
// instead. It keeps this page when it is installed (app/lib/offline/service-worker.ts).

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  return messagesFor(context.get(localeContext), learnerOffline);
}

const LINK =
  "font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring";

export default function Offline() {
  const t = useT(learnerOffline).offline;
  const localize = useLocalizePath();
  const from = new URLSearchParams(useLocation().search).get("from");
  // Only a page of this site: the address comes from the worker, but anyone can write a link.
  // After hydration only: offline, the worker answers "?from=…" with this page as kept, rendered
  // without it, and a link the server did not render made React throw a hydration error (#418).
  const hydrated = useHydrated();
  const retry = hydrated && from?.startsWith("/") && !from.startsWith("//") ? from : null;
  useOfflineApp();
  // Plain links throughout: offline, the browser loads each kept page whole.
  return (
    <div className="space-y-6">
      <PageHeader
        title={t.title}
        description={t.intro}
        actions={
          retry ? (
            <a href={retry} className={buttonClasses({ variant: "outline", size: "sm" })}>
              {t.retry}
            </a>
          ) : null
        }
      />
      <nav aria-labelledby="offline-available">
        <h2 id="offline-available" className="text-lg font-bold text-ink">
          {t.available}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <a href={localize("/dashboard")} className={LINK}>
              {t.dashboard}
            </a>
          </li>
          <li>
            <a href={localize("/dashboard/my-courses")} className={LINK}>
              {t.myCourses}
            </a>
          </li>
          <li>
            <a href={localize("/dashboard/downloads")} className={LINK}>
              {t.downloads}
            </a>
          </li>
        </ul>
      </nav>
      <DownloadList deletable={false} />
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaT(matches, learnerOffline)?.offline.title ?? "You are offline";
  return [{ title: pageTitle(matches, title) }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(learnerOffline);
  return <RouteErrorPanel error={error} heading={t?.offline.title ?? "You are offline"} />;
}
