// One budget for every way to sign in, so no route gives a guesser more tries. The /login form and
// POST /api/auth/sign-in/email share the per-address budget, and each account (by its e-mail)
// has its own budget of failures, across addresses, with a progressive wait after a few.
import { like } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rateLimits } from "~/db/schema";
import { ACCOUNT_FREE_FAILURES } from "~/domain/abuse/account-attempts.server";
import { AUTH_RATE_LIMITS } from "~/domain/abuse/auth-limits.server";
import { CLIENT_IP_HEADER } from "~/domain/abuse/client-address";
import { addressMaker } from "../../../tests/support/addresses";
import { callAction, routeContext } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import * as api from "../api/auth";
import * as login from "./login";

const suite = setupTestServices();
afterEach(() => {
  vi.useRealTimers();
});

/** A frozen clock: the waits are seconds long, and a test moves time on rather than sleeping. */
function freezeClock() {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-03-01T09:00:00Z") });
}

const freshAddress = addressMaker("203.0.113");

function viaForm(address: string, email: string, password: string) {
  return callAction(login.action, {
    services: suite.services,
    url: "/login",
    headers: { [CLIENT_IP_HEADER]: address },
    form: { email, password },
  });
}

/** POST /api/auth/sign-in/email through our route, as the mobile app or a script sends it. */
async function viaApi(address: string, email: string, password: string) {
  const request = new Request(`${suite.services.env.APP_URL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: suite.services.env.APP_URL,
      [CLIENT_IP_HEADER]: address,
    },
    body: JSON.stringify({ email, password }),
  });
  return (await api.action({
    request,
    context: routeContext(suite.services),
    params: {},
  } as unknown as Parameters<typeof api.action>[0])) as Response;
}

describe("the per-address sign-in budget", () => {
  it("holds for /api/auth/sign-in/email too, counted once per attempt with the form", async () => {
    const account = await createTestUser(suite.services);
    const address = freshAddress();
    const budget = AUTH_RATE_LIMITS["sign-in"].limit;
    // Different (unknown) e-mails, so only the address budget can refuse; half through the form.
    for (let i = 0; i < budget; i++) {
      const wrong = `guess-${i}-${address}@example.ng`;
      const status =
        i % 2 === 0
          ? (await viaForm(address, wrong, "Wrong-Password-1")).status
          : (await viaApi(address, wrong, "Wrong-Password-1")).status;
      expect(status).toBe(401);
    }
    const refused = await viaApi(address, account.email, account.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      code: "TOO_MANY_ATTEMPTS",
      message: expect.stringMatching(/^Too many attempts/),
    });
    expect((await viaForm(address, account.email, account.password)).status).toBe(429);
    // Counted once per attempt: the form's attempts are not counted a second time by better-auth.
    const [row] = await suite.services.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(like(rateLimits.key, `sign-in:${address}`));
    expect(row?.count).toBe(budget + 2);
    // Another address signs in.
    expect((await viaApi(freshAddress(), account.email, account.password)).status).toBe(200);
  });
});

describe("the per-account sign-in budget", () => {
  it("after a few failures from one address, even the right password from another waits", async () => {
    freezeClock();
    const account = await createTestUser(suite.services);
    const attacker = freshAddress();
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) {
      expect((await viaForm(attacker, account.email, `Wrong-Password-${i}`)).status).toBe(401);
    }
    const owner = freshAddress();
    const form = await viaForm(owner, account.email, account.password);
    expect(form.status).toBe(429);
    expect(form.headers.get("Retry-After")).toBe("1");
    expect(form.data?.alert?.description).toMatch(/^Too many attempts/);
    const viaTheApi = await viaApi(owner, account.email, account.password);
    expect(viaTheApi.status).toBe(429);
    expect(viaTheApi.headers.get("Retry-After")).toBe("1");
    expect(viaTheApi.headers.getSetCookie()).toEqual([]);
    // Once the wait is over, the right password signs in, from anywhere.
    vi.advanceTimersByTime(1000);
    expect((await viaApi(owner, account.email, account.password)).status).toBe(200);
  });

  it("each further failure doubles the wait, and a success starts the count again", async () => {
    freezeClock();
    const account = await createTestUser(suite.services);
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) {
      expect((await viaApi(freshAddress(), account.email, "Wrong-Password-1")).status).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await viaApi(freshAddress(), account.email, "Wrong-Password-1");
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("Retry-After"));
      waits.push(wait);
      vi.advanceTimersByTime(wait * 1000);
      // Checked once the wait is over, and wrong again: the next wait is longer.
      expect((await viaForm(freshAddress(), account.email, "Wrong-Password-1")).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    vi.advanceTimersByTime(16_000);
    expect((await viaForm(freshAddress(), account.email, account.password)).status).toBe(302);
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) {
      expect((await viaForm(freshAddress(), account.email, "Wrong-Password-1")).status).toBe(401);
    }
  });

  it("treats an unknown e-mail exactly like an account, and stores no e-mail address", async () => {
    freezeClock();
    const account = await createTestUser(suite.services, { email: "known-budget@example.ng" });
    const unknown = "Unknown-Budget@Example.ng";
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) {
      expect((await viaApi(freshAddress(), account.email, "Wrong-Password-1")).status).toBe(401);
      expect((await viaApi(freshAddress(), unknown, "Wrong-Password-1")).status).toBe(401);
    }
    const known = await viaApi(freshAddress(), account.email, "Wrong-Password-1");
    const stranger = await viaApi(freshAddress(), unknown.toLowerCase(), "Wrong-Password-1");
    expect(known.status).toBe(429);
    expect(stranger.status).toBe(known.status);
    expect(stranger.headers.get("Retry-After")).toBe(known.headers.get("Retry-After"));
    expect(await stranger.json()).toEqual(await known.json());
    const keys = (await suite.services.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (row) => row.key,
    );
    expect(keys.some((key) => key.toLowerCase().includes("budget@example.ng"))).toBe(false);
  });
});
