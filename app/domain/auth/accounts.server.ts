import { isAPIError } from "better-auth/api";
import { tooManyAttemptsMessage } from "~/domain/abuse/limits";
import type { Locale } from "~/i18n/locales";
import type { Services } from "~/services.server";
import { STATUS_MESSAGES } from "./auth.messages";

// Thin, typed wrappers over better-auth's server API for the account pages. Each returns a result
// the page can show; none throws for an expected failure (wrong password, expired link…).

export function codeOf(error: unknown): string | undefined {
  if (isAPIError(error)) return (error.body as { code?: string } | undefined)?.code;
  return undefined;
}

/** How long a refused (429) attempt must wait, from the error's Retry-After; a minute by default. */
export function retryAfterOf(error: unknown): number {
  const headers = isAPIError(error) ? new Headers(error.headers as HeadersInit) : new Headers();
  const seconds = Number(headers.get("Retry-After") ?? headers.get("X-Retry-After"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

export function messageOf(error: unknown): string | undefined {
  if (isAPIError(error)) return (error.body as { message?: string } | undefined)?.message;
  return undefined;
}

export async function registerAccount(
  services: Services,
  request: Request,
  input: { fullName: string; email: string; phone: string; password: string },
  locale: Locale = "en",
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await services.auth.api.signUpEmail({
      body: {
        name: input.fullName,
        email: input.email,
        password: input.password,
        phone: input.phone,
        locale,
      },
      headers: request.headers,
    });
    return { ok: true };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return { ok: false, message: messageOf(error) ?? "Something went wrong" };
  }
}

export type SignInResult =
  | { ok: true; headers: Headers; user: { id: string; role?: string } }
  /** The password was right and the account has a verified second factor: no session yet. */
  | { ok: true; headers: Headers; twoFactor: true }
  | {
      ok: false;
      reason: "invalid" | "unverified" | "inactive" | "suspended" | "other";
      message?: string;
    }
  /** Over the address's or the account's budget: nothing was checked. */
  | { ok: false; reason: "rate-limited"; message: string; retryAfterSeconds: number };

export async function signInWithPassword(
  services: Services,
  request: Request,
  input: { email: string; password: string },
): Promise<SignInResult> {
  try {
    const { headers, response } = await services.auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: request.headers,
      returnHeaders: true,
    });
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
      return { ok: true, headers, twoFactor: true };
    }
    return { ok: true, headers, user: response.user as { id: string; role?: string } };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = codeOf(error);
    if (code === "EMAIL_NOT_VERIFIED") return { ok: false, reason: "unverified" };
    if (code === "ACCOUNT_PENDING")
      return { ok: false, reason: "inactive", message: STATUS_MESSAGES.pending };
    if (code === "ACCOUNT_INACTIVE")
      return { ok: false, reason: "inactive", message: STATUS_MESSAGES.inactive };
    if (code === "ACCOUNT_SUSPENDED")
      return { ok: false, reason: "suspended", message: STATUS_MESSAGES.suspended };
    if (error.statusCode === 429) {
      const retryAfterSeconds = retryAfterOf(error);
      const message = tooManyAttemptsMessage(retryAfterSeconds);
      return { ok: false, reason: "rate-limited", message, retryAfterSeconds };
    }
    if (code === "INVALID_EMAIL_OR_PASSWORD" || error.statusCode === 401)
      return { ok: false, reason: "invalid" };
    return { ok: false, reason: "other", message: messageOf(error) };
  }
}

/** Ends the current session; returns the headers that clear the cookies. */
export async function signOut(services: Services, request: Request): Promise<Headers> {
  try {
    const { headers } = await services.auth.api.signOut({
      headers: request.headers,
      returnHeaders: true,
    });
    return headers;
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return new Headers();
  }
}

export async function verifyEmailToken(
  services: Services,
  token: string,
): Promise<"verified" | "expired" | "invalid"> {
  try {
    await services.auth.api.verifyEmail({ query: { token } });
    return "verified";
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return codeOf(error) === "TOKEN_EXPIRED" ? "expired" : "invalid";
  }
}

/** Sends a new verification e-mail when the account exists and is unverified; silent otherwise. */
export async function resendVerification(services: Services, email: string): Promise<void> {
  try {
    await services.auth.api.sendVerificationEmail({ body: { email } });
  } catch (error) {
    if (!isAPIError(error)) throw error;
  }
}

/** Always succeeds from the visitor's point of view, so nobody learns which e-mails have accounts. */
export async function requestPasswordReset(services: Services, email: string): Promise<void> {
  try {
    await services.auth.api.requestPasswordReset({ body: { email } });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    services.logger.warn({ code: codeOf(error) }, "password reset request failed");
  }
}

export async function resetPassword(
  services: Services,
  input: { token: string; password: string },
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await services.auth.api.resetPassword({
      body: { token: input.token, newPassword: input.password },
    });
    return { ok: true };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = codeOf(error);
    if (code === "INVALID_TOKEN" || code === "TOKEN_EXPIRED" || error.statusCode === 400) {
      return {
        ok: false,
        message: "This reset link is invalid or has expired. Please request a new one.",
      };
    }
    return { ok: false, message: messageOf(error) ?? "Something went wrong" };
  }
}
