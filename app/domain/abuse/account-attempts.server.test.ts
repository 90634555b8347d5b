import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { createTestDatabase } from "../../../tests/support/database";
import {
  ACCOUNT_FREE_FAILURES,
  ACCOUNT_MAX_WAIT_SECONDS,
  ACCOUNT_MEMORY_SECONDS,
  accountWaitSeconds,
  beginAccountAttempt,
  clearAccountFailures,
  signInAccountKey,
} from "./account-attempts.server";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const at = (seconds: number) => new Date(Date.UTC(2027, 2, 1, 9) + seconds * 1000);
let n = 0;
const freshKey = () => `test-account:${n++}`;

describe("the per-account budget", () => {
  it("waits 1 s after the free failures, doubling each time, never more than 15 minutes", () => {
    const waits = Array.from({ length: 40 }, (_, i) => accountWaitSeconds(i + 1));
    expect(waits.slice(0, ACCOUNT_FREE_FAILURES - 1)).toEqual([0, 0, 0, 0]);
    expect(waits.slice(ACCOUNT_FREE_FAILURES - 1, ACCOUNT_FREE_FAILURES + 5)).toEqual([
      1, 2, 4, 8, 16, 32,
    ]);
    expect(Math.max(...waits)).toBe(ACCOUNT_MAX_WAIT_SECONDS);
    expect(ACCOUNT_MAX_WAIT_SECONDS).toBe(15 * 60);
    expect(accountWaitSeconds(1_000_000)).toBe(ACCOUNT_MAX_WAIT_SECONDS);
  });

  it("refuses during the wait with the seconds left, and checks again once it is over", async () => {
    const { db } = database;
    const key = freshKey();
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) {
      expect(await beginAccountAttempt(db, key, at(0))).toEqual({ allowed: true });
    }
    expect(await beginAccountAttempt(db, key, at(0))).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect((await beginAccountAttempt(db, key, at(1))).allowed).toBe(true);
    expect(await beginAccountAttempt(db, key, at(1.5))).toEqual({
      allowed: false,
      retryAfterSeconds: 2,
    });
    // A refused attempt is not a failure: the wait does not grow while it runs.
    for (let i = 0; i < 10; i++) await beginAccountAttempt(db, key, at(2));
    expect((await beginAccountAttempt(db, key, at(3))).allowed).toBe(true);
  });

  it("never holds an account longer than the cap, however many failures", async () => {
    const { db } = database;
    const key = freshKey();
    let now = 0;
    for (let i = 0; i < 40; i++) {
      const attempt = await beginAccountAttempt(db, key, at(now));
      if (!attempt.allowed) {
        expect(attempt.retryAfterSeconds).toBeLessThanOrEqual(ACCOUNT_MAX_WAIT_SECONDS);
        now += attempt.retryAfterSeconds;
        expect((await beginAccountAttempt(db, key, at(now))).allowed).toBe(true);
      }
    }
    expect(await beginAccountAttempt(db, key, at(now))).toEqual({
      allowed: false,
      retryAfterSeconds: ACCOUNT_MAX_WAIT_SECONDS,
    });
  });

  it("lets only the free attempts through when guesses arrive all at once", async () => {
    const { db } = database;
    const key = freshKey();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => beginAccountAttempt(db, key, at(0))),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(ACCOUNT_FREE_FAILURES);
  });

  it("forgets the failures after a success, or a day after the last attempt", async () => {
    const { db } = database;
    const key = freshKey();
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) await beginAccountAttempt(db, key, at(0));
    await clearAccountFailures(db, key);
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) {
      expect((await beginAccountAttempt(db, key, at(0))).allowed).toBe(true);
    }
    expect((await beginAccountAttempt(db, key, at(0))).allowed).toBe(false);
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.expiresAt).toEqual(at(ACCOUNT_MEMORY_SECONDS));
    const nextDay = at(ACCOUNT_MEMORY_SECONDS);
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) {
      expect((await beginAccountAttempt(db, key, nextDay)).allowed).toBe(true);
    }
  });

  it("keys an e-mail by a keyed hash of its normalised form, never the address", () => {
    const key = signInAccountKey(" Ada.Obi@Example.NG ", "secret-one");
    expect(key).toBe(signInAccountKey("ada.obi@example.ng", "secret-one"));
    expect(key).not.toBe(signInAccountKey("ada.obi@example.ng", "secret-two"));
    expect(key).not.toMatch(/ada|example/i);
    expect(key).toMatch(/^sign-in-account:[0-9a-f]{64}$/);
  });
});
