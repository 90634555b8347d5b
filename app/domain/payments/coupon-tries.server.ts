import { scaledLimit } from "~/domain/abuse/limits";
import { consumeRateLimit } from "~/domain/abuse/rate-limit.server";
import type { Services } from "~/services.server";

/**
 * How many coupon codes may be tried (Apply, or Pay with a code), per hour, before
 * RATE_LIMIT_SCALE. A learner applies a code, maybe corrects a typo, and pays: a handful of tries.
 * Ten per account lets one account guess at most 240 codes a day; thirty per client address leaves
 * room for the many learners one mobile carrier's address (carrier-grade NAT) or a school's
 * network puts behind it, while a guesser with many accounts on one address gets 720 a day.
 */
export const COUPON_TRY_LIMITS = {
  account: { limit: 10, windowSeconds: 60 * 60 },
  address: { limit: 30, windowSeconds: 60 * 60 },
} as const;

export type CouponTry = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one coupon code tried by this account from this address; refused when either budget is
 * spent, before the code is looked at (so a refusal says nothing about the code).
 */
export async function spendCouponTry(
  services: Pick<Services, "db" | "env">,
  { userId, clientKey }: { userId: string; clientKey: string },
): Promise<CouponTry> {
  const scale = services.env.RATE_LIMIT_SCALE;
  const [account, address] = await Promise.all([
    consumeRateLimit(services.db, {
      key: `coupon-try:user:${userId}`,
      ...scaledLimit(COUPON_TRY_LIMITS.account, scale),
    }),
    consumeRateLimit(services.db, {
      key: `coupon-try:${clientKey}`,
      ...scaledLimit(COUPON_TRY_LIMITS.address, scale),
    }),
  ]);
  if (account.allowed && address.allowed) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(account.retryAfterSeconds, address.retryAfterSeconds),
  };
}
