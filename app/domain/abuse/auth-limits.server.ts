import { APIError } from "better-auth/api";
import type { Services } from "~/services.server";
import { beginAccountAttempt } from "./account-attempts.server";
import { CLIENT_IP_HEADER, clientAddressKey } from "./client-address";
import { scaledLimit, tooManyAttemptsMessage } from "./limits";
import { consumeRateLimit, type RateLimitResult, requestClientKey } from "./rate-limit.server";

/** The sign-in family of actions that each get their own per-client budget. */
export type AuthLimitKind =
  | "sign-in"
  | "sign-up"
  | "password-reset"
  | "verification-email"
  | "mfa-verify"
  | "sms-send";

/**
 * Per client address (IPv6 by /64) and window, before RATE_LIMIT_SCALE. Generous enough for a
 * family or an office sharing one address, far too few to guess a password: 20 tries per
 * quarter hour is under 2,000 a day per address.
 */
export const AUTH_RATE_LIMITS: Record<AuthLimitKind, { limit: number; windowSeconds: number }> = {
  "sign-in": { limit: 20, windowSeconds: 15 * 60 },
  "sign-up": { limit: 10, windowSeconds: 60 * 60 },
  "password-reset": { limit: 10, windowSeconds: 60 * 60 },
  "verification-email": { limit: 10, windowSeconds: 60 * 60 },
  "mfa-verify": { limit: 20, windowSeconds: 15 * 60 },
  // Every text message costs the academy money and the recipient attention.
  "sms-send": { limit: 10, windowSeconds: 60 * 60 },
};

/** Counts one attempt of `kind` by the requesting client; `allowed: false` means answer 429. */
export function consumeAuthRateLimit(
  services: Pick<Services, "db" | "env">,
  request: Request,
  kind: AuthLimitKind,
): Promise<RateLimitResult> {
  return consumeClientRateLimit(services, requestClientKey(request), kind);
}

function consumeClientRateLimit(
  services: Pick<Services, "db" | "env">,
  clientKey: string,
  kind: AuthLimitKind,
): Promise<RateLimitResult> {
  return consumeRateLimit(services.db, {
    key: `${kind}:${clientKey}`,
    ...scaledLimit(AUTH_RATE_LIMITS[kind], services.env.RATE_LIMIT_SCALE),
  });
}

/** better-auth's error for a refused attempt: 429, Retry-After, and the sign-in family's message. */
export function tooManyAttemptsError(retryAfterSeconds: number): APIError {
  const seconds = String(retryAfterSeconds);
  return new APIError(
    "TOO_MANY_REQUESTS",
    { code: "TOO_MANY_ATTEMPTS", message: tooManyAttemptsMessage(retryAfterSeconds) },
    // X-Retry-After is the header better-auth's own limiter sends and its client reads.
    { "Retry-After": seconds, "X-Retry-After": seconds },
  );
}

/**
 * One attempt to sign in (a password, or a second-factor code) however it arrived: the /login
 * forms and /api/auth call better-auth, whose hooks call this. Counts it against the address's
 * budget and then the account's (`accountKey`, from account-attempts.server.ts; null when the
 * request names none); throws `tooManyAttemptsError` when either is spent, before anything is
 * checked. An account's answer is the same whether or not it exists.
 */
export async function spendSignInAttempt(
  services: Pick<Services, "db" | "env">,
  attempt: { headers: Headers; kind: "sign-in" | "mfa-verify"; accountKey: string | null },
): Promise<void> {
  const clientKey = clientAddressKey(attempt.headers.get(CLIENT_IP_HEADER));
  const address = await consumeClientRateLimit(services, clientKey, attempt.kind);
  if (!address.allowed) throw tooManyAttemptsError(address.retryAfterSeconds);
  if (!attempt.accountKey) return;
  const account = await beginAccountAttempt(services.db, attempt.accountKey);
  if (!account.allowed) throw tooManyAttemptsError(account.retryAfterSeconds);
}
