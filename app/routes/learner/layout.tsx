import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { LearnerNav } from "~/components/learner/learner-nav";
import { countUnreadNotifications } from "~/domain/notifications/notifications.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { learner } from "~/i18n/messages/learner";
import { useOptionalT } from "~/i18n/react";
import { validationLookup } from "~/i18n/validation.server";
import { isUnsentProgress } from "~/root";
import { requireUser } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/layout";

/** The installable app (its start page is the dashboard): offered from the learner's pages only. */
export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/icon-any-192.png" },
];

// Every page below needs a signed-in, active user; actions check again themselves.
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }, next) => {
    requireUser(context, request);
    return next();
  },
];

/** A progress report kept on the phone (offline) changed nothing here. */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return isUnsentProgress(actionResult) ? false : defaultShouldRevalidate;
}

/** The sidebar's unread count; revalidated after every action, so marking read updates it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { db } = context.get(servicesContext);
  return {
    ...messagesFor(context.get(localeContext), learner),
    unread: await countUnreadNotifications(db, user.id),
    validation: validationLookup(context.get(localeContext)),
  };
}

export default function LearnerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page grid gap-6 py-6 sm:py-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <LearnerNav unread={loaderData.unread} />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}

/** A failure of the frame itself (its loader): the page says so where the frame would be. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(learner);
  return (
    <div className="container-page py-6 sm:py-8">
      <RouteErrorPanel error={error} heading={t?.titles.dashboard ?? "Dashboard"} />
    </div>
  );
}
