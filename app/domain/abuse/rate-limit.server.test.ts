import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "~/db/schema";
import { setupFreshServices } from "../../../tests/support/suite";
import { consumeRateLimit, pruneRateLimits, requestClientKey } from "./rate-limit.server";

const suite = setupFreshServices();

const start = new Date("2026-05-04T09:00:00Z");
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe("consumeRateLimit", () => {
  it("allows `limit` requests per window and refuses the next with the time left", async () => {
    const opts = { key: "contact:203.0.113.7", limit: 5, windowSeconds: 600 };
    for (let i = 1; i <= 5; i++) {
      const result = await consumeRateLimit(suite.services.db, { ...opts, now: at(i) });
      expect(result).toMatchObject({ allowed: true, count: i, remaining: 5 - i });
    }
    const sixth = await consumeRateLimit(suite.services.db, { ...opts, now: at(60) });
    expect(sixth).toMatchObject({ allowed: false, count: 6, remaining: 0 });
    // The window opened at +1 s and lasts 600 s: 541 s are left at +60 s.
    expect(sixth.retryAfterSeconds).toBe(541);
  });

  it("starts a new window once the old one is over", async () => {
    const opts = { key: "contact:198.51.100.1", limit: 2, windowSeconds: 60 };
    await consumeRateLimit(suite.services.db, { ...opts, now: at(0) });
    await consumeRateLimit(suite.services.db, { ...opts, now: at(1) });
    expect((await consumeRateLimit(suite.services.db, { ...opts, now: at(59) })).allowed).toBe(
      false,
    );
    const fresh = await consumeRateLimit(suite.services.db, { ...opts, now: at(60) });
    expect(fresh).toMatchObject({ allowed: true, count: 1 });
    const [row] = await suite.services.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, opts.key));
    expect(row?.windowStart.toISOString()).toBe(at(60).toISOString());
    expect(row?.expiresAt.toISOString()).toBe(at(120).toISOString());
  });

  it("counts each key on its own", async () => {
    const base = { limit: 1, windowSeconds: 600, now: at(0) };
    expect((await consumeRateLimit(suite.services.db, { ...base, key: "contact:a" })).allowed).toBe(
      true,
    );
    expect((await consumeRateLimit(suite.services.db, { ...base, key: "contact:a" })).allowed).toBe(
      false,
    );
    expect((await consumeRateLimit(suite.services.db, { ...base, key: "contact:b" })).allowed).toBe(
      true,
    );
    expect(
      (await consumeRateLimit(suite.services.db, { ...base, key: "consultation:a" })).allowed,
    ).toBe(true);
  });

  it("never lets concurrent requests share the last slots", async () => {
    const opts = { key: "contact:burst", limit: 5, windowSeconds: 600, now: at(0) };
    const results = await Promise.all(
      Array.from({ length: 12 }, () => consumeRateLimit(suite.services.db, opts)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });
});

describe("pruneRateLimits", () => {
  it("deletes only the counters whose window is over", async () => {
    await consumeRateLimit(suite.services.db, {
      key: "old",
      limit: 5,
      windowSeconds: 60,
      now: at(0),
    });
    await consumeRateLimit(suite.services.db, {
      key: "live",
      limit: 5,
      windowSeconds: 600,
      now: at(0),
    });
    expect(await pruneRateLimits(suite.services.db, at(120))).toBe(1);
    const keys = (await suite.services.db.select().from(rateLimits)).map((r) => r.key);
    expect(keys).toEqual(["live"]);
  });
});

describe("requestClientKey", () => {
  it("reads the address the server put in x-afa-client-ip", () => {
    const request = (ip?: string) =>
      new Request("http://localhost/", { headers: ip ? { "x-afa-client-ip": ip } : {} });
    expect(requestClientKey(request("::ffff:192.0.2.9"))).toBe("192.0.2.9");
    expect(requestClientKey(request("2001:db8:1:2:3:4:5:6"))).toBe("2001:db8:1:2::/64");
    expect(requestClientKey(request())).toBe("unknown");
  });
});
