import { createContext, data, type MiddlewareFunction } from "react-router";
import { can } from "~/domain/auth/permissions";
import { isMaintenanceData, type MaintenanceData } from "~/domain/settings/maintenance";
import { getSiteSettings } from "~/domain/settings/settings.server";
import { unavailableFor } from "~/lib/unavailable";
import { userContext } from "~/routes/middleware/user-context.server";
import { servicesContext } from "~/services.server";

export { isMaintenanceData };

/** Seconds a visitor (or crawler) is asked to wait before trying again during maintenance. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 3600;

/**
 * Paths that stay open during maintenance so staff can still sign in: the sign-in, sign-out and
 * password-reset pages, better-auth's endpoints except sign-up, and payment webhooks. /healthz and the static files
 * are answered by Express before React Router, so they never reach this check.
 */
export function isMaintenanceExempt(pathname: string): boolean {
  // Client navigations fetch "<path>.data" (and "/_root.data" for "/").
  const path = pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  if (["/login", "/logout", "/password-reset"].includes(path)) return true;
  // A provider's word that money arrived is never turned away: the learner paid.
  if (path.startsWith("/payments/webhooks/")) return true;
  // Delivery reports and STOP replies: a person's wish to hear no more is never turned away.
  if (path.startsWith("/messaging/webhooks/")) return true;
  return path.startsWith("/api/auth/") && !path.startsWith("/api/auth/sign-up");
}

const maintenanceBlocked = createContext<boolean>(false);

/**
 * Maintenance mode (site setting): everyone except staff (roles with admin.access) gets a 503
 * maintenance page with Retry-After, rendered by the root error boundary. Runs after the session
 * middleware, so the signed-in user is known. Two steps: the outer one adds the Retry-After header
 * to the response the inner one's refusal turned into.
 */
export const maintenanceMiddleware: MiddlewareFunction<Response>[] = [
  async ({ context }, next) => {
    const response = await next();
    if (!context.get(maintenanceBlocked)) return response;
    return unavailableFor(response, MAINTENANCE_RETRY_AFTER_SECONDS);
  },
  async ({ request, context }, next) => {
    const user = context.get(userContext);
    if (user && can(user.role, "admin.access")) return next();
    if (isMaintenanceExempt(new URL(request.url).pathname)) return next();
    const services = context.get(servicesContext);
    const settings = await getSiteSettings(services.db);
    if (!settings.maintenanceMode) return next();
    context.set(maintenanceBlocked, true);
    throw data({ maintenance: true, siteName: settings.siteName } satisfies MaintenanceData, {
      status: 503,
    });
  },
];
