import { type RouterContext, redirect } from "react-router";
import type { Role } from "~/db/schema/enums";
import { can, type Permission } from "~/domain/auth/permissions";
import type { SessionUser } from "~/domain/auth/session.server";
import { forbidden } from "~/lib/http.server";
import { userContext } from "~/routes/middleware/user-context.server";

// The guards of loaders, actions and layout middleware: who may ask, answered with the redirect
// or the 403 a route throws. The session itself is resolved in the domain (resolveSession).

type ContextLike = { get: <T>(key: RouterContext<T>) => T };

/** Throws a redirect to /login (coming back here afterwards) when nobody is signed in. */
export function requireUser(context: ContextLike, request: Request): SessionUser {
  const user = context.get(userContext);
  if (!user) {
    const url = new URL(request.url);
    const back = `${url.pathname}${url.search}`;
    throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
  }
  return user;
}

/** Throws unless the signed-in user has one of `roles`; other signed-in users go to /dashboard. */
export function requireRole(
  context: ContextLike,
  request: Request,
  roles: readonly Role[],
): SessionUser {
  const user = requireUser(context, request);
  if (!roles.includes(user.role)) throw redirect("/dashboard");
  return user;
}

export function requireAdmin(context: ContextLike, request: Request): SessionUser {
  return requireRole(context, request, ["admin"]);
}

export const FORBIDDEN_MESSAGE = "You do not have permission to do this.";

/**
 * Throws unless the signed-in user's role has `permission` (permissions.ts). Signed out → /login;
 * signed in without any admin-area access → /dashboard; staff without this permission → 403, so
 * a moderator who follows a link to site settings sees why rather than landing elsewhere.
 */
export function requirePermission(
  context: ContextLike,
  request: Request,
  permission: Permission,
): SessionUser {
  const user = requireUser(context, request);
  if (!can(user.role, "admin.access")) throw redirect("/dashboard");
  if (!can(user.role, permission)) throw forbidden(FORBIDDEN_MESSAGE);
  return user;
}
