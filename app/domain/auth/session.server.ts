import type { Role } from "~/db/schema/enums";
import type { Services } from "~/services.server";
import type { STATUS_MESSAGES } from "./auth.messages";
import { getRequestSession } from "./session-read.server";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  phone: string | null;
  role: Role;
  isAdmin: boolean;
  emailVerified: boolean;
  /** The id (not the secret token) of this request's session: lets settings mark "this device". */
  sessionId?: string;
};

export type SessionResolution =
  | { user: SessionUser }
  | { user: null; endedBecause?: keyof typeof STATUS_MESSAGES };

/**
 * However often it is used, a session ends this long after sign-in (ASVS 7.3.2): the 30 days of
 * inactivity better-auth allows slide with every visit, this does not. Long, because signing in
 * again costs a farmer data and an SMS code; bounded, because a phone that was lost or sold
 * stays signed in only so long.
 */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 60 * 24 * 60 * 60;

/** Whether a session signed in at `createdAt` has outlived SESSION_ABSOLUTE_LIFETIME_SECONDS. */
export function hasOutlivedSession(createdAt: Date, now = Date.now()): boolean {
  return now - createdAt.getTime() > SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000;
}

/**
 * Reads the session and the user's current role and status from the database. A session whose
 * user is no longer active is revoked at once, so a suspension takes effect on the next request.
 */
export async function resolveSession(
  services: Services,
  request: Request,
): Promise<SessionResolution> {
  const result = await getRequestSession(services.auth, services.db, request.headers);
  if (!result) return { user: null };
  if (hasOutlivedSession(new Date(result.session.createdAt))) {
    await services.auth.api
      .revokeSession({ body: { token: result.session.token }, headers: request.headers })
      .catch(() => {});
    return { user: null };
  }
  const u = result.user as typeof result.user & { role?: string; status?: string; phone?: string };
  if (u.status === "pending" || u.status === "inactive" || u.status === "suspended") {
    await services.auth.api
      .revokeSession({
        body: { token: result.session.token },
        headers: request.headers,
      })
      .catch(() => {});
    return { user: null, endedBecause: u.status };
  }
  const role = (u.role ?? "user") as Role;
  return {
    user: {
      id: u.id,
      name: u.name,
      email: u.email,
      image: u.image ?? null,
      phone: u.phone ?? null,
      role,
      isAdmin: role === "admin",
      emailVerified: u.emailVerified,
      sessionId: result.session.id,
    },
  };
}

/** Where a signed-in user lands: admins on the admin dashboard, everyone else on theirs. */
export function homeFor(user: Pick<SessionUser, "isAdmin">): string {
  return user.isAdmin ? "/admin-dashboard" : "/dashboard";
}

/** The site's one check of a path to redirect to (sign-in, notifications, the language layer). */
export { safeRedirectTo } from "~/lib/safe-path";
