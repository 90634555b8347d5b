import { describe, expect, it } from "vitest";
import { AUTH_RATE_LIMITS } from "~/domain/abuse/auth-limits.server";
import { CLIENT_IP_HEADER } from "~/domain/abuse/client-address";
import { addressMaker } from "../../../tests/support/addresses";
import { callAction } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import * as login from "./login";
import * as passwordReset from "./password-reset";
import * as register from "./register";
import * as verify from "./verify";

// RATE_LIMIT_SCALE 0.1 turns every budget into one or two attempts, so the tests stay short; the
// budgets themselves are the real ones.
const suite = setupTestServices({ env: { RATE_LIMIT_SCALE: "0.1" } });

/** A client address of its own for each test, as a different visitor would have. */
const freshAddress = addressMaker("198.51.100");

async function exhaust<R extends { status: number }>(
  budget: number,
  attempt: (address: string) => Promise<R>,
  address: string,
): Promise<R> {
  for (let i = 0; i < budget; i++) {
    const result = await attempt(address);
    expect(result.status).not.toBe(429);
  }
  return attempt(address);
}

const budget = (kind: keyof typeof AUTH_RATE_LIMITS) =>
  Math.max(1, Math.round(AUTH_RATE_LIMITS[kind].limit * 0.1));

describe("sign-in family rate limits (per client address, stored in the database)", () => {
  it("/login: wrong passwords until the budget is spent, then 429 with Retry-After and a message", async () => {
    const user = await createTestUser(suite.services, { email: "limit-login@example.ng" });
    const attempt = (address: string) =>
      callAction(login.action, {
        services: suite.services,
        url: "/login",
        headers: { [CLIENT_IP_HEADER]: address },
        form: { email: user.email, password: "Wrong-Password-1" },
      });
    const address = freshAddress();
    const limited = await exhaust(budget("sign-in"), attempt, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.data?.alert?.description).toMatch(/^Too many attempts from your connection/);
    // What was typed stays, except the password.
    expect(limited.data?.result?.initialValue?.email).toBe(user.email);
    expect(limited.data?.result?.initialValue?.password).toBeUndefined();
    // Even the right password waits: guessing cannot go faster than the budget.
    const right = await callAction(login.action, {
      services: suite.services,
      url: "/login",
      headers: { [CLIENT_IP_HEADER]: address },
      form: { email: user.email, password: user.password },
    });
    expect(right.status).toBe(429);
    // Another visitor is not affected.
    expect((await attempt(freshAddress())).status).toBe(401);
  });

  it("counts a whole IPv6 /64 as one client", async () => {
    const attempt = (address: string) =>
      callAction(login.action, {
        services: suite.services,
        url: "/login",
        headers: { [CLIENT_IP_HEADER]: address },
        form: { email: "nobody@example.ng", password: "Wrong-Password-1" },
      });
    for (let i = 0; i < budget("sign-in"); i++) await attempt(`2001:db8:7:1::${i + 1}`);
    expect((await attempt("2001:db8:7:1:ffff::9")).status).toBe(429);
    expect((await attempt("2001:db8:7:2::1")).status).toBe(401);
  });

  it("/register: 429 with its toast title and the message; typed values kept", async () => {
    let n = 0;
    const attempt = (address: string) =>
      callAction(register.action, {
        services: suite.services,
        url: "/register",
        headers: { [CLIENT_IP_HEADER]: address },
        form: {
          fullName: "Ngozi Eze",
          email: `limit-register-${n++}@example.ng`,
          phone: "0803 123 4567",
          password: "Cassava-Rows-7",
          confirmPassword: "Cassava-Rows-7",
          terms: "on",
        },
      });
    const limited = await exhaust(budget("sign-up"), attempt, freshAddress());
    expect(limited.status).toBe(429);
    expect(limited.data?.alert).toMatchObject({
      title: "Sign Up Failed",
      description: expect.stringMatching(/^Too many attempts/),
    });
    expect(limited.data?.result?.initialValue?.fullName).toBe("Ngozi Eze");
  });

  it("/password-reset: the request and the new-password form share one budget", async () => {
    const address = freshAddress();
    const request = (a: string) =>
      callAction(passwordReset.action, {
        services: suite.services,
        url: "/password-reset",
        headers: { [CLIENT_IP_HEADER]: a },
        form: { intent: "request", email: "limit-reset@example.ng" },
      });
    const limited = await exhaust(budget("password-reset"), request, address);
    expect(limited.status).toBe(429);
    expect(limited.data?.error).toMatch(/^Too many attempts/);
    const guess = await callAction(passwordReset.action, {
      services: suite.services,
      url: "/password-reset?token=guess",
      headers: { [CLIENT_IP_HEADER]: address },
      form: {
        intent: "reset",
        token: "guessed-token",
        password: "Cassava-Rows-8",
        confirmPassword: "Cassava-Rows-8",
      },
    });
    expect(guess.status).toBe(429);
  });

  it("/verify: resending the verification e-mail", async () => {
    const attempt = (address: string) =>
      callAction(verify.action, {
        services: suite.services,
        url: "/verify",
        headers: { [CLIENT_IP_HEADER]: address },
        form: { email: "limit-verify@example.ng" },
      });
    const limited = await exhaust(budget("verification-email"), attempt, freshAddress());
    expect(limited.status).toBe(429);
    expect(limited.data?.error).toMatch(/^Too many attempts/);
  });
});
