import type { Services } from "~/services.server";
import { scaledLimit } from "./limits";
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
  return consumeRateLimit(services.db, {
    key: `${kind}:${requestClientKey(request)}`,
    ...scaledLimit(AUTH_RATE_LIMITS[kind], services.env.RATE_LIMIT_SCALE),
  });
}
