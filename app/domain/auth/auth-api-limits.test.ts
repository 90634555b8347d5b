import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "~/db/schema";
import { CLIENT_IP_HEADER } from "~/domain/abuse/client-address";
import { setupTestServices } from "../../../tests/support/suite";
import { createAuth } from "./auth.server";

const suite = setupTestServices();

/** better-auth as production runs it (its limiter is off in tests), on the test database. */
function productionAuth() {
  const { env, db, mailer, sms, logger } = suite.services;
  return createAuth({
    env: { ...env, NODE_ENV: "production" },
    db,
    mailer,
    sms,
    logger,
    secret: "a-test-secret-of-at-least-32-characters!",
  });
}

const signIn = (auth: ReturnType<typeof createAuth>, address: string) =>
  auth.handler(
    new Request(`${suite.services.env.APP_URL}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: suite.services.env.APP_URL,
        [CLIENT_IP_HEADER]: address,
      },
      body: JSON.stringify({ email: "nobody@example.ng", password: "Wrong-Password-1" }),
    }),
  );

describe("better-auth's own endpoints", () => {
  it("are limited per client in our database, so two instances share one count", async () => {
    const instances = [productionAuth(), productionAuth()];
    const address = "203.0.113.40";
    const statuses: number[] = [];
    // Alternate between the two instances: the limit must hold across them.
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await signIn(instances[i % 2] as ReturnType<typeof createAuth>, address)).status,
      );
    }
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeGreaterThan(0);
    const rows = await suite.services.db
      .select({ key: rateLimits.key, count: rateLimits.count })
      .from(rateLimits)
      .where(like(rateLimits.key, "auth-api:%"));
    expect(rows.some((r) => r.key.includes(address) && r.count >= 6)).toBe(true);
    // Another client still gets an answer on the merits (401 for a wrong password).
    expect(
      (await signIn(instances[0] as ReturnType<typeof createAuth>, "203.0.113.41")).status,
    ).toBe(401);
  });
});
