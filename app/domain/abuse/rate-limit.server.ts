import { lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { CLIENT_IP_HEADER, clientAddressKey } from "./client-address";

export type RateLimitResult = {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Requests still allowed in the current window. */
  remaining: number;
  /** Seconds until the window ends (for Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
};

/**
 * Counts one request against `key` and says whether it is within `limit` per `windowSeconds`.
 * A fixed window in one atomic upsert: concurrent requests (and several app instances on one
 * PostgreSQL) can never both take the last slot. `now` is for tests.
 */
export async function consumeRateLimit(
  db: Database,
  opts: { key: string; limit: number; windowSeconds: number; now?: Date },
): Promise<RateLimitResult> {
  const now = opts.now ?? new Date();
  const expiresAt = new Date(now.getTime() + opts.windowSeconds * 1000);
  // The old window is over when it expired at or before this request: start a new one.
  const expired = sql`${rateLimits.expiresAt} <= excluded.window_start`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: opts.key, windowStart: now, expiresAt, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then excluded.window_start else ${rateLimits.windowStart} end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ count: rateLimits.count, expiresAt: rateLimits.expiresAt });
  const count = row?.count ?? 1;
  // A new window starts at most once per client and window: a cheap moment to sweep old rows.
  if (count === 1) await pruneRateLimits(db, now).catch(() => 0);
  const allowed = count <= opts.limit;
  const ends = row?.expiresAt ?? expiresAt;
  return {
    allowed,
    count,
    remaining: Math.max(0, opts.limit - count),
    retryAfterSeconds: allowed
      ? 0
      : Math.max(1, Math.ceil((ends.getTime() - now.getTime()) / 1000)),
  };
}

/**
 * Who sent the request, for rate-limit keys ("<action>:" + this): the address server/app.ts puts
 * in the header (the socket, or the trusted proxy's client), IPv6 grouped by /64.
 */
export function requestClientKey(request: Request): string {
  return clientAddressKey(request.headers.get(CLIENT_IP_HEADER));
}

/** Deletes the counters whose window is over (they would be reset on next use anyway). */
export async function pruneRateLimits(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expiresAt, now))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
