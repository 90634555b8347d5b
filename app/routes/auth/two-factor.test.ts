import { afterEach, describe, expect, it, vi } from "vitest";
import { CLIENT_IP_HEADER } from "~/domain/abuse/client-address";
import { addressMaker } from "../../../tests/support/addresses";
import { callAction, callLoader, routeContext } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { cookiesFrom, totpCode } from "../../../tests/support/totp";
import { enableTotp } from "../../../tests/support/two-factor";
import { createTestUser, signInCookie } from "../../../tests/support/users";
import * as api from "../api/auth";
import * as login from "./login";
import * as twoFactor from "./two-factor";

// RATE_LIMIT_SCALE 0.1: the MFA budget (20 per quarter hour) becomes 2 tries per address.
const suite = setupTestServices({ env: { RATE_LIMIT_SCALE: "0.1" } });

const freshAddress = addressMaker("192.0.2");

async function userWithTotp(role: "user" | "admin" = "user") {
  const account = await createTestUser(suite.services, { role });
  const cookie = await signInCookie(suite.services, account);
  const { secret } = await enableTotp(suite.services, account, cookie);
  return { account, secret };
}

/** /login with the right password: the redirect to the second step and its cookie. */
async function passwordStep(account: { email: string; password: string }, redirectTo?: string) {
  const result = await callAction(login.action, {
    services: suite.services,
    url: "/login",
    headers: { [CLIENT_IP_HEADER]: freshAddress() },
    form: {
      email: account.email,
      password: account.password,
      ...(redirectTo ? { redirectTo } : {}),
    },
  });
  return { result, cookie: cookiesFrom(result.headers) };
}

describe("/login with a second factor", () => {
  it("sends the learner to the second step without starting a session", async () => {
    const { account } = await userWithTotp();
    const { result, cookie } = await passwordStep(account, "/dashboard/progress");
    expect(result.status).toBe(302);
    expect(result.location).toBe("/login/two-factor?redirectTo=%2Fdashboard%2Fprogress");
    expect(cookie).toMatch(/two_factor=/);
    expect(cookie).not.toMatch(/session_token=/);
  });

  it("the second step signs in with a right code and goes where the learner was heading", async () => {
    const { account, secret } = await userWithTotp("admin");
    const { cookie } = await passwordStep(account);
    const page = await callLoader(twoFactor.loader, {
      services: suite.services,
      url: "/login/two-factor",
      headers: { cookie },
    });
    expect(page.data).toEqual({
      messages: { auth: expect.any(Object) },
      redirectTo: null,
      method: "totp",
      available: ["totp", "backup"],
      phone: null,
    });
    const result = await callAction(twoFactor.action, {
      services: suite.services,
      url: "/login/two-factor",
      headers: { cookie, [CLIENT_IP_HEADER]: freshAddress() },
      form: { method: "totp", code: await totpCode(secret, 1) },
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/admin-dashboard");
    const session = await suite.services.auth.api.getSession({
      headers: new Headers({ cookie: cookiesFrom(result.headers, cookie) }),
    });
    expect(session?.user.id).toBe(account.id);
  });

  it("a wrong code answers 400 beside the field; a malformed one too, never a 500", async () => {
    const { account } = await userWithTotp();
    const { cookie } = await passwordStep(account);
    for (const code of ["000000", "12", "<script>", "", "9".repeat(10_000)]) {
      const result = await callAction(twoFactor.action, {
        services: suite.services,
        url: "/login/two-factor",
        headers: { cookie, [CLIENT_IP_HEADER]: freshAddress() },
        form: { method: "totp", code },
      });
      expect(result.status).toBe(400);
      expect(result.data?.result?.error?.code?.[0]).toEqual(expect.any(String));
    }
  });

  it("without the first step it sends the visitor back to /login", async () => {
    const page = await callLoader(twoFactor.loader, {
      services: suite.services,
      url: "/login/two-factor",
    });
    expect(page.thrown).toBe(true);
    expect(page.location).toBe("/login");
  });

  it("limits code guesses per client address (429 with Retry-After)", async () => {
    const { account } = await userWithTotp();
    const { cookie } = await passwordStep(account);
    const address = freshAddress();
    const attempt = () =>
      callAction(twoFactor.action, {
        services: suite.services,
        url: "/login/two-factor",
        headers: { cookie, [CLIENT_IP_HEADER]: address },
        form: { method: "totp", code: "123456" },
      });
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.data?.alert).toMatch(/^Too many attempts/);
  });
});

/** POST /api/auth/two-factor/<endpoint> through our route, as another client sends it. */
async function viaApi(endpoint: string, cookie: string, address: string, code: string) {
  const request = new Request(`${suite.services.env.APP_URL}/api/auth/two-factor/${endpoint}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: suite.services.env.APP_URL,
      Cookie: cookie,
      [CLIENT_IP_HEADER]: address,
    },
    body: JSON.stringify({ code }),
  });
  return (await api.action({
    request,
    context: routeContext(suite.services),
    params: {},
  } as unknown as Parameters<typeof api.action>[0])) as Response;
}

function viaForm(cookie: string, address: string, code: string, method = "totp") {
  return callAction(twoFactor.action, {
    services: suite.services,
    url: "/login/two-factor",
    headers: { cookie, [CLIENT_IP_HEADER]: address },
    form: { method, code },
  });
}

describe("second-factor code budgets, shared by every way to send a code", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("the form and /api/auth/two-factor/* share the per-address budget", async () => {
    const { account } = await userWithTotp();
    const { cookie } = await passwordStep(account);
    const address = freshAddress();
    expect((await viaForm(cookie, address, "123456")).status).toBe(400);
    expect((await viaApi("verify-totp", cookie, address, "123457")).status).toBe(401);
    const refused = await viaApi("verify-backup-code", cookie, address, "ABCDE-12345");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      code: "TOO_MANY_ATTEMPTS",
      message: expect.stringMatching(/^Too many attempts/),
    });
    expect((await viaForm(cookie, address, "123458")).status).toBe(429);
  });

  it("after five wrong codes for an account, even the right one waits, from any address", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-03-01T09:00:00Z") });
    const { account, secret } = await userWithTotp();
    const first = await passwordStep(account);
    // Five wrong codes, each from its own address, through the form and the API, any factor.
    expect((await viaForm(first.cookie, freshAddress(), "111111")).status).toBe(400);
    expect((await viaApi("verify-totp", first.cookie, freshAddress(), "222222")).status).toBe(401);
    expect((await viaApi("verify-otp", first.cookie, freshAddress(), "333333")).status).not.toBe(
      429,
    );
    const backup = await viaApi("verify-backup-code", first.cookie, freshAddress(), "ABCDE-12345");
    expect(backup.status).toBe(401);
    expect((await viaForm(first.cookie, freshAddress(), "444444")).status).toBe(400);
    // A new challenge (the password again) does not start a new count: the account waits.
    const second = await passwordStep(account);
    const right = await totpCode(secret, 1);
    const refused = await viaApi("verify-totp", second.cookie, freshAddress(), right);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("1");
    expect(refused.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c))).toBe(false);
    const form = await viaForm(second.cookie, freshAddress(), right);
    expect(form.status).toBe(429);
    expect(form.data?.alert).toMatch(/^Too many attempts/);
    // The wait is over: the right code signs in.
    vi.advanceTimersByTime(1000);
    const signedIn = await viaForm(second.cookie, freshAddress(), right);
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe("/dashboard");
  });
});
