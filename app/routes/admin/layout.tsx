import { Outlet } from "react-router";
import { AdminNav } from "~/components/admin/admin-nav";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { admin } from "~/i18n/messages/admin";
import { useOptionalT } from "~/i18n/react";
import { validationLookup } from "~/i18n/validation.server";
import { requirePermission } from "~/routes/middleware/guards.server";
import type { Route } from "./+types/layout";

// Signed out → /login (and back afterwards); signed in without admin-area access → /dashboard.
// Each tab's loader and action checks its own permission again.
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }, next) => {
    requirePermission(context, request, "admin.access");
    return next();
  },
];

/** Only who is asking: the tabs it may see. Each page loads its own figures (the stats strip is
 * the overview's), so a tab never pays for counts it does not show. */
export function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePermission(context, request, "admin.access");
  return {
    ...messagesFor(context.get(localeContext), admin),
    role: user.role,
    validation: validationLookup(context.get(localeContext)),
  };
}

/**
 * The admin area's frame: the tabs, then the page, which opens with its own title. The stats
 * strip sits on the overview under its title (see dashboard.tsx), not above every page.
 */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page space-y-6 py-6 sm:py-8">
      <AdminNav role={loaderData.role} />
      <Outlet />
    </div>
  );
}

/** A failure of the frame itself (its loader): the page says so where the frame would be. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(admin);
  return (
    <div className="container-page py-6 sm:py-8">
      <RouteErrorPanel error={error} heading={t?.title ?? "Admin dashboard"} />
    </div>
  );
}
