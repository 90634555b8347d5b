import { describe, expect, it } from "vitest";
import { createOutageTracker, isDatabaseUnavailable } from "./outage.server";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises a lost database however the driver reports it", () => {
    expect(isDatabaseUnavailable(withCode("ECONNREFUSED"))).toBe(true);
    // PostgreSQL shutting down (admin_shutdown) and refusing while starting (cannot_connect_now).
    expect(isDatabaseUnavailable(withCode("57P01"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("57P03"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    // Drizzle wraps the driver's error as its cause.
    const wrapped = new Error("Failed query: select 1", { cause: withCode("ECONNRESET") });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    // "localhost" tries ::1 and 127.0.0.1: both refusals arrive together.
    const both = new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: both }))).toBe(true);
  });

  it("leaves every other error alone", () => {
    expect(isDatabaseUnavailable(withCode("23505", "duplicate key value"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: withCode("22P02") }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable("a string")).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe("createOutageTracker", () => {
  it("reports down once marked, without asking the database again too soon", async () => {
    let pings = 0;
    const tracker = createOutageTracker(async () => {
      pings += 1;
      return false;
    }, 60_000);
    expect(await tracker.isDown()).toBe(false);
    tracker.markDown();
    expect(await tracker.isDown()).toBe(true);
    expect(await tracker.isDown()).toBe(true);
    expect(pings).toBe(0);
  });

  it("notices by itself when the database is back, with one ping for many requests", async () => {
    let up = false;
    let pings = 0;
    const tracker = createOutageTracker(async () => {
      pings += 1;
      return up;
    }, 0);
    tracker.markDown();
    expect(await tracker.isDown()).toBe(true);
    up = true;
    const answers = await Promise.all([tracker.isDown(), tracker.isDown(), tracker.isDown()]);
    expect(answers).toEqual([false, false, false]);
    expect(pings).toBe(2);
    expect(await tracker.isDown()).toBe(false);
    expect(pings).toBe(2);
  });
});
