import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

// The per-account budget of sign-in attempts (passwords per e-mail, second-factor codes per
// user), whatever address they come from. The per-address budgets (auth-limits.server.ts) stop
// one client guessing fast; this one stops many clients guessing one account. A few failures in
// a row are free; then each failure makes the account wait before its next attempt is checked at
// all, twice as long each time, never more than 15 minutes, so a stranger cannot keep its owner
// out for long. A success forgets the failures. Kept in `rate_limits` like every other budget:
// `count` is the failures in a row, `window_start` the last attempt, `expires_at` when they are
// forgotten.

/** Failures in a row that cost nothing (a person mistyping, a forgotten caps lock). */
export const ACCOUNT_FREE_FAILURES = 5;
/** The wait after the last free failure; each further failure doubles it… */
export const ACCOUNT_FIRST_WAIT_SECONDS = 1;
/** …up to this: the longest one failure can hold an account's sign-in. */
export const ACCOUNT_MAX_WAIT_SECONDS = 15 * 60;
/** Failures are forgotten this long after the last attempt (and at once by a success). */
export const ACCOUNT_MEMORY_SECONDS = 24 * 60 * 60;

/** 2^20 seconds is far past the cap; the exponent stops there so the arithmetic stays finite. */
const MAX_DOUBLINGS = 20;

/** Seconds an account waits after `failures` failures in a row before its next attempt. */
export function accountWaitSeconds(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - ACCOUNT_FREE_FAILURES, MAX_DOUBLINGS);
  return Math.min(ACCOUNT_MAX_WAIT_SECONDS, ACCOUNT_FIRST_WAIT_SECONDS * 2 ** doublings);
}

/** accountWaitSeconds of a row's count, in SQL (the same rule, for the atomic claim below). */
const waitOf = (failures: typeof rateLimits.count) =>
  sql`case when ${failures} < ${ACCOUNT_FREE_FAILURES} then 0 else least(${ACCOUNT_MAX_WAIT_SECONDS}, ${ACCOUNT_FIRST_WAIT_SECONDS} * power(2, least(${failures} - ${ACCOUNT_FREE_FAILURES}, ${MAX_DOUBLINGS}))) end`;

/**
 * The password budget's key for an e-mail, whether or not an account has it (so the answers never
 * tell). Normalised as better-auth compares addresses; stored as a keyed hash, never the address.
 */
export function signInAccountKey(email: string, secret: string): string {
  const normalised = email.trim().toLowerCase();
  return `sign-in-account:${createHmac("sha256", secret).update(normalised).digest("hex")}`;
}

/** The second-factor budget's key: the user halfway through signing in. */
export function mfaAccountKey(userId: string): string {
  return `mfa-verify-account:${userId}`;
}

export type AccountAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Starts an attempt for an account: refused while the account waits; otherwise counted as a
 * failure straight away (in one atomic upsert, so parallel guesses cannot all slip into the same
 * free moment) until `clearAccountFailures` says it succeeded. `now` is for tests.
 */
export async function beginAccountAttempt(
  db: Database,
  key: string,
  now: Date = new Date(),
): Promise<AccountAttempt> {
  const forgetAt = new Date(now.getTime() + ACCOUNT_MEMORY_SECONDS * 1000);
  const forgotten = sql`${rateLimits.expiresAt} <= excluded.window_start`;
  const claimed = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, expiresAt: forgetAt, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${forgotten} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`excluded.window_start`,
        expiresAt: sql`excluded.expires_at`,
      },
      setWhere: sql`${forgotten} or ${rateLimits.windowStart} + ${waitOf(rateLimits.count)} * interval '1 second' <= excluded.window_start`,
    })
    .returning({ count: rateLimits.count });
  if (claimed.length > 0) return { allowed: true };
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const waitEnds =
    (row?.windowStart.getTime() ?? now.getTime()) + accountWaitSeconds(row?.count ?? 0) * 1000;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((waitEnds - now.getTime()) / 1000)),
  };
}

/** The attempt succeeded (right password, right code): the account's failures are forgotten. */
export async function clearAccountFailures(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
