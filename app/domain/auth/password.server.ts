import { isAPIError } from "better-auth/api";
import { and, eq, isNotNull } from "drizzle-orm";
import { account } from "~/db/schema";
import type { Services } from "~/services.server";

// Password checks for the settings page, over better-auth's own hashing and change-password API,
// so passwords are hashed, verified and rotated exactly as sign-in expects.

/** The e-mail/password sign-in account of the user, when they have one (social-only users do not). */
async function credentialHash(services: Services, userId: string): Promise<string | null> {
  const [row] = await services.db
    .select({ password: account.password })
    .from(account)
    .where(
      and(
        eq(account.userId, userId),
        eq(account.providerId, "credential"),
        isNotNull(account.password),
      ),
    )
    .limit(1);
  return row?.password ?? null;
}

/** Whether the user can sign in with a password (and so confirm actions with it). */
export async function hasPassword(services: Services, userId: string): Promise<boolean> {
  return (await credentialHash(services, userId)) !== null;
}

/** True when `password` is the user's current password; false too when they have none. */
export async function verifyUserPassword(
  services: Services,
  userId: string,
  password: string,
): Promise<boolean> {
  const hash = await credentialHash(services, userId);
  if (!hash || password.length === 0 || password.length > 128) return false;
  const ctx = await services.auth.$context;
  return ctx.password.verify({ hash, password });
}

export type ChangePasswordResult =
  | { ok: true; headers: Headers }
  | { ok: false; reason: "wrong-current" | "no-password" | "failed"; message: string };

export const WRONG_CURRENT_PASSWORD = "Your current password is incorrect.";

/**
 * better-auth's changePassword for the signed-in user of `request` (its session cookie identifies
 * them). With `revokeOtherSessions` every other device is signed out and this one gets a fresh
 * session: the returned headers carry its cookie and must reach the browser.
 */
export async function changePassword(
  services: Services,
  request: Request,
  input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean },
): Promise<ChangePasswordResult> {
  try {
    const { headers } = await services.auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: input.revokeOtherSessions,
      },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = (error.body as { code?: string } | undefined)?.code;
    if (code === "INVALID_PASSWORD") {
      return { ok: false, reason: "wrong-current", message: WRONG_CURRENT_PASSWORD };
    }
    if (code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
      return {
        ok: false,
        reason: "no-password",
        message: "Your account has no password yet. Use “Forgot password” to set one.",
      };
    }
    const message = (error.body as { message?: string } | undefined)?.message;
    return { ok: false, reason: "failed", message: message ?? "Please try again in a moment." };
  }
}

export type ChangeEmailResult =
  | { ok: true }
  | { ok: false; field: "password" | "newEmail"; message: string }
  | { ok: false; field?: undefined; message: string };

/**
 * Starts an e-mail change for the signed-in user of `request`: the current password first, then
 * better-auth e-mails a verification link to the new address. An address that already has an
 * account gets the same answer and no link, so the form cannot tell who has an account.
 */
export async function requestEmailChange(
  services: Services,
  request: Request,
  input: { userId: string; currentEmail: string; newEmail: string; password: string },
): Promise<ChangeEmailResult> {
  if (!(await verifyUserPassword(services, input.userId, input.password))) {
    return { ok: false, field: "password", message: WRONG_CURRENT_PASSWORD };
  }
  if (input.newEmail.toLowerCase() === input.currentEmail.toLowerCase()) {
    return { ok: false, field: "newEmail", message: "This is already your e-mail address." };
  }
  try {
    await services.auth.api.changeEmail({
      body: { newEmail: input.newEmail, callbackURL: "/settings" },
      headers: request.headers,
    });
    return { ok: true };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const message = (error.body as { message?: string } | undefined)?.message;
    return { ok: false, message: message ?? "Please try again in a moment." };
  }
}
