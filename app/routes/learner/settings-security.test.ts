import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account as accountTable, session, user as userTable } from "~/db/schema";
import { verifyEmailToken } from "~/domain/auth/accounts.server";
import { WRONG_CURRENT_PASSWORD } from "~/domain/auth/password.server";
import { describeDevice } from "~/domain/auth/sessions.server";
import { callAction, callLoader } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { createTestUser, signInCookie } from "../../../tests/support/users";
import { action, loader } from "./settings";
import { action as sessionsAction } from "./settings-sessions";
import { action as twoFactorAction, loader as twoFactorLoader } from "./settings-two-factor";

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(async () => {
  await t.close();
});

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 13; TECNO KI7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1";

/** Signs the user in from a device; returns the cookie and the user as the session sees them. */
async function signInFrom(account: Awaited<ReturnType<typeof createTestUser>>, userAgent: string) {
  const response = await t.services.auth.api.signInEmail({
    body: { email: account.email, password: account.password },
    headers: new Headers({ "user-agent": userAgent }),
    asResponse: true,
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const current = await t.services.auth.api.getSession({ headers: new Headers({ cookie }) });
  if (!current) throw new Error("no session");
  return { cookie, user: { ...account, sessionId: current.session.id } };
}

describe("where you're signed in", () => {
  it("names each device, marks this one, and lists only the user's own sessions", async () => {
    const account = await createTestUser(t.services);
    const stranger = await createTestUser(t.services);
    await signInFrom(stranger, IPHONE_SAFARI);
    await signInFrom(account, IPHONE_SAFARI);
    const here = await signInFrom(account, ANDROID_CHROME);
    const page = await callLoader(loader, {
      services: t.services,
      url: "/settings",
      user: here.user,
    });
    const sessions = page.data?.sessions ?? [];
    expect(sessions.map((s) => [s.device, s.current])).toEqual([
      ["Chrome on Android", true],
      ["Safari on iOS", false],
    ]);
  });

  it("signs out one other device, and never another user's", async () => {
    const account = await createTestUser(t.services);
    const other = await signInFrom(account, IPHONE_SAFARI);
    const here = await signInFrom(account, ANDROID_CHROME);
    const stranger = await signInFrom(await createTestUser(t.services), IPHONE_SAFARI);

    const foreign = await callAction(sessionsAction, {
      services: t.services,
      url: "/settings/sessions",
      user: here.user,
      form: { intent: "end-session", sessionId: stranger.user.sessionId },
    });
    expect(foreign.status).toBe(302);
    expect(
      await t.services.db.select().from(session).where(eq(session.id, stranger.user.sessionId)),
    ).toHaveLength(1);

    const ended = await callAction(sessionsAction, {
      services: t.services,
      url: "/settings/sessions",
      user: here.user,
      form: { intent: "end-session", sessionId: other.user.sessionId },
    });
    expect(ended.status).toBe(302);
    expect(
      await t.services.auth.api.getSession({ headers: new Headers({ cookie: other.cookie }) }),
    ).toBeNull();
    expect(
      await t.services.auth.api.getSession({ headers: new Headers({ cookie: here.cookie }) }),
    ).not.toBeNull();
  });

  it("signs out all other devices at once, keeping this one", async () => {
    const account = await createTestUser(t.services);
    const phones = [
      await signInFrom(account, IPHONE_SAFARI),
      await signInFrom(account, IPHONE_SAFARI),
    ];
    const here = await signInFrom(account, ANDROID_CHROME);
    const result = await callAction(sessionsAction, {
      services: t.services,
      url: "/settings/sessions",
      user: here.user,
      form: { intent: "end-other-sessions" },
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/settings");
    const left = await t.services.db
      .select({ id: session.id })
      .from(session)
      .where(eq(session.userId, account.id));
    expect(left).toEqual([{ id: here.user.sessionId }]);
    for (const phone of phones) {
      expect(
        await t.services.auth.api.getSession({ headers: new Headers({ cookie: phone.cookie }) }),
      ).toBeNull();
    }
  });

  it("describes unknown user agents plainly", () => {
    expect(describeDevice(null)).toBe("Unknown device");
    expect(describeDevice("curl/8.5.0")).toBe("Unknown device");
    expect(describeDevice(IPHONE_SAFARI)).toBe("Safari on iOS");
  });
});

describe("changing the e-mail address", () => {
  it("needs the current password, then changes only once the new address's link is opened", async () => {
    const account = await createTestUser(t.services);
    const cookie = await signInCookie(t.services, account);
    const newEmail = `new-${account.email}`;
    const wrong = await callAction(action, {
      services: t.services,
      url: "/settings",
      user: account,
      headers: { cookie },
      form: { intent: "email", newEmail, password: "not-my-password" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data?.result?.error?.password).toEqual([WRONG_CURRENT_PASSWORD]);
    expect(wrong.data?.result?.initialValue).toMatchObject({ newEmail });
    expect(t.outbox.filter((m) => m.to === newEmail)).toHaveLength(0);

    const asked = await callAction(action, {
      services: t.services,
      url: "/settings",
      user: account,
      headers: { cookie },
      form: { intent: "email", newEmail, password: account.password },
    });
    expect(asked.status).toBe(302);
    const [row] = await t.services.db
      .select({ email: userTable.email })
      .from(userTable)
      .where(eq(userTable.id, account.id));
    expect(row?.email).toBe(account.email);

    const message = t.outbox.findLast((m) => m.to === newEmail);
    const token = message?.text.match(/token=([^\s&]+)/)?.[1];
    expect(token).toBeDefined();
    expect(await verifyEmailToken(t.services, decodeURIComponent(token ?? ""))).toBe("verified");
    const [changed] = await t.services.db
      .select({ email: userTable.email, emailVerified: userTable.emailVerified })
      .from(userTable)
      .where(eq(userTable.id, account.id));
    expect(changed).toEqual({ email: newEmail, emailVerified: true });
  });

  it("answers the same for an address that already has an account, and sends it nothing", async () => {
    const account = await createTestUser(t.services);
    const taken = await createTestUser(t.services);
    const cookie = await signInCookie(t.services, account);
    const before = t.outbox.length;
    const result = await callAction(action, {
      services: t.services,
      url: "/settings",
      user: account,
      headers: { cookie },
      form: { intent: "email", newEmail: taken.email, password: account.password },
    });
    expect(result.status).toBe(302);
    expect(t.outbox.slice(before)).toEqual([]);
  });
});

describe("confirming a new factor", () => {
  it("counts each code tried against the client's budget of second-factor guesses", async () => {
    const account = await createTestUser(t.services);
    const here = await signInFrom(account, ANDROID_CHROME);
    const confirm = (intent: "mfa-confirm" | "mfa-phone-confirm") =>
      callAction(twoFactorAction, {
        services: t.services,
        url: "/settings/two-factor",
        user: here.user,
        headers: { cookie: here.cookie, "x-afa-client-ip": "203.0.113.77" },
        form: { intent, code: "123456" },
      });
    // 20 guesses per quarter hour (RATE_LIMIT_SCALE 1 here), shared by both kinds of code.
    for (let i = 0; i < 10; i++) {
      expect((await confirm("mfa-confirm")).status).toBe(400);
      expect((await confirm("mfa-phone-confirm")).status).toBe(400);
    }
    const limited = await confirm("mfa-confirm");
    expect(limited.status).toBe(429);
    expect((limited.data as { alert?: { description?: string } }).alert?.description).toMatch(
      /try again/i,
    );
    expect((await confirm("mfa-phone-confirm")).status).toBe(429);
  });
});

describe("the pages of the settings", () => {
  it("signing devices out goes back to the settings page it was sent from", async () => {
    const admin = await createTestUser(t.services, { role: "admin" });
    const here = await signInFrom(admin, ANDROID_CHROME);
    const result = await callAction(sessionsAction, {
      services: t.services,
      url: "/admin-dashboard/settings/sessions",
      user: here.user,
      form: { intent: "end-other-sessions" },
    });
    expect(result.location).toBe("/admin-dashboard/settings");
    const unreadable = await callAction(sessionsAction, {
      services: t.services,
      url: "/settings/sessions",
      user: here.user,
      form: { intent: "nonsense" },
    });
    expect(unreadable.location).toBe("/settings");
  });

  it("shows two-step sign-in on its own page, off at first, and only to accounts with a password", async () => {
    const account = await createTestUser(t.services);
    const open = () =>
      callLoader(twoFactorLoader, {
        services: t.services,
        url: "/settings/two-factor",
        user: account,
      });
    const page = await open();
    expect(page.data).toMatchObject({ twoFactor: { state: "off" }, enabled: false });
    const summary = await callLoader(loader, {
      services: t.services,
      url: "/settings",
      user: account,
    });
    expect(summary.data).toMatchObject({ twoFactorOn: false });

    await t.services.db.delete(accountTable).where(eq(accountTable.userId, account.id));
    const social = await open();
    expect(social.location).toBe("/settings");
  });

  it("answers a form the two-step sign-in page does not send by going back to that page", async () => {
    const account = await createTestUser(t.services);
    const result = await callAction(twoFactorAction, {
      services: t.services,
      url: "/admin-dashboard/settings/two-factor",
      user: account,
      form: { intent: "profile" },
    });
    expect(result.location).toBe("/admin-dashboard/settings/two-factor");
  });
});

describe("the two-step sign-in page and the sessions route", () => {
  it("send a signed-out visitor to log in, for every loader and action", async () => {
    const calls = [
      callLoader(twoFactorLoader, { services: t.services, url: "/settings/two-factor" }),
      callAction(twoFactorAction, {
        services: t.services,
        url: "/settings/two-factor",
        form: { intent: "mfa-enrol", password: "x" },
      }),
      callAction(sessionsAction, {
        services: t.services,
        url: "/settings/sessions",
        form: { intent: "end-other-sessions" },
      }),
    ];
    for (const result of await Promise.all(calls)) {
      expect(result.location).toMatch(/^\/login\?redirectTo=/);
    }
  });
});
