import { describe, expect, it, vi } from "vitest";
import { setupTestServices } from "../../../tests/support/suite";
import { cookiesFrom, totpCode } from "../../../tests/support/totp";
import { enableTotp } from "../../../tests/support/two-factor";
import { createTestUser, signInCookie } from "../../../tests/support/users";
import { signInWithPassword } from "./accounts.server";
import { TWO_FACTOR_MESSAGES } from "./two-factor.schema";
import {
  confirmTotpEnrolment,
  getTwoFactorStatus,
  removeTwoFactor,
  replaceBackupCodes,
  startTotpEnrolment,
  verifySecondFactor,
} from "./two-factor.server";
import { CODE_ALREADY_USED } from "./two-factor-plugin.server";

const suite = setupTestServices();

const requestWith = (cookie: string) =>
  new Request(`${suite.services.env.APP_URL}/settings`, {
    method: "POST",
    headers: { cookie, origin: suite.services.env.APP_URL },
  });

/** A user with a confirmed authenticator app: their secret, backup codes and session cookie. */
async function userWithTotp() {
  const account = await createTestUser(suite.services);
  const cookie = await signInCookie(suite.services, account);
  return { account, ...(await enableTotp(suite.services, account, cookie, "Tecno phone")) };
}

/** The first sign-in step: the password is right, the cookie of the pending second step. */
async function passwordStep(account: { email: string; password: string }) {
  const outcome = await signInWithPassword(suite.services, requestWith(""), account);
  expect(outcome.ok && "twoFactor" in outcome).toBe(true);
  if (!outcome.ok) throw new Error("sign-in failed");
  return cookiesFrom(outcome.headers);
}

/** A whole fresh sign-in: the password step, then the second step with this code. */
async function signInWithCode(
  account: { email: string; password: string },
  method: "totp" | "backup",
  code: string,
) {
  return verifySecondFactor(suite.services, requestWith(await passwordStep(account)), {
    method,
    code,
  });
}

async function sessionOf(cookie: string) {
  return suite.services.auth.api.getSession({ headers: new Headers({ cookie }) });
}

describe("enrolling an authenticator app", () => {
  it("shows a QR code as an SVG data URL, then needs a right code to switch on", async () => {
    const account = await createTestUser(suite.services);
    const cookie = await signInCookie(suite.services, account);
    const started = await startTotpEnrolment(suite.services, requestWith(cookie), {
      friendlyName: "Work phone",
      password: account.password,
      userId: account.id,
    });
    if (!started.ok) throw new Error(started.message);
    expect(started.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(started.qrCode.split(",")[1] ?? "", "base64").toString()).toContain("<svg");
    expect(started.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(started.issuer).toBe("AFA Academy");
    // A reload shows the same factor again, to scan or type in.
    const pending = await getTwoFactorStatus(suite.services, account.id);
    expect(pending).toMatchObject({ state: "pending", friendlyName: "Work phone" });
    expect(pending.state === "pending" && pending.secret).toBe(started.secret);

    const wrong = await confirmTotpEnrolment(suite.services, requestWith(cookie), {
      code: (Number(await totpCode(started.secret)) ^ 1).toString().padStart(6, "0"),
      userId: account.id,
    });
    expect(wrong).toMatchObject({
      ok: false,
      field: "code",
      message: TWO_FACTOR_MESSAGES.wrongCode,
    });
    expect((await getTwoFactorStatus(suite.services, account.id)).state).toBe("pending");

    const confirmed = await confirmTotpEnrolment(suite.services, requestWith(cookie), {
      code: await totpCode(started.secret),
      userId: account.id,
    });
    if (!confirmed.ok) throw new Error(confirmed.message);
    expect(confirmed.backupCodes).toHaveLength(10);
    expect(await getTwoFactorStatus(suite.services, account.id)).toMatchObject({
      state: "on",
      friendlyName: "Work phone",
      issuer: "AFA Academy",
      backupCodesLeft: 10,
    });
  });

  it("refuses to start without the right current password", async () => {
    const account = await createTestUser(suite.services);
    const cookie = await signInCookie(suite.services, account);
    const outcome = await startTotpEnrolment(suite.services, requestWith(cookie), {
      friendlyName: "Phone",
      password: "not-my-password",
      userId: account.id,
    });
    expect(outcome).toEqual({
      ok: false,
      field: "password",
      message: TWO_FACTOR_MESSAGES.wrongPassword,
    });
    expect((await getTwoFactorStatus(suite.services, account.id)).state).toBe("off");
  });
});

describe("signing in with a second factor", () => {
  it("gives no session after the password alone (aal2 needed), one after the code", async () => {
    const { account, secret } = await userWithTotp();
    const pending = await passwordStep(account);
    expect(pending).toContain("two_factor");
    expect(await sessionOf(pending)).toBeNull();

    const outcome = await verifySecondFactor(suite.services, requestWith(pending), {
      method: "totp",
      code: await totpCode(secret, 1),
    });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.user.id).toBe(account.id);
    const session = await sessionOf(cookiesFrom(outcome.headers, pending));
    expect(session?.user.id).toBe(account.id);
  });

  it("accepts each code once", async () => {
    const { account, secret } = await userWithTotp();
    const code = await totpCode(secret, 1);
    const first = await signInWithCode(account, "totp", code);
    expect(first.ok).toBe(true);
    const replay = await signInWithCode(account, "totp", code);
    expect(replay).toEqual({ ok: false, reason: "wrong-code", message: CODE_ALREADY_USED });
  });

  it("refuses a wrong code and, after five, makes the learner start again", async () => {
    // Frozen: after five wrong codes the account waits a second (account-attempts.server.ts).
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const { account } = await userWithTotp();
      const pending = await passwordStep(account);
      const wrong = await verifySecondFactor(suite.services, requestWith(pending), {
        method: "totp",
        code: "000000",
      });
      expect(wrong).toEqual({
        ok: false,
        reason: "wrong-code",
        message: TWO_FACTOR_MESSAGES.wrongCode,
      });
      for (const code of ["000001", "000002", "000003", "000004"]) {
        await verifySecondFactor(suite.services, requestWith(pending), { method: "totp", code });
      }
      const sixth = { method: "totp", code: "000005" } as const;
      expect(await verifySecondFactor(suite.services, requestWith(pending), sixth)).toMatchObject({
        ok: false,
        reason: "rate-limited",
        retryAfterSeconds: 1,
      });
      vi.advanceTimersByTime(1000);
      const last = await verifySecondFactor(suite.services, requestWith(pending), sixth);
      expect(last).toMatchObject({ ok: false, reason: "start-again" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("takes each backup code once", async () => {
    const { account, backupCodes } = await userWithTotp();
    const code = backupCodes[0] as string;
    const first = await signInWithCode(account, "backup", code);
    expect(first.ok).toBe(true);
    const again = await signInWithCode(account, "backup", code);
    expect(again).toEqual({
      ok: false,
      reason: "wrong-code",
      message: TWO_FACTOR_MESSAGES.wrongBackupCode,
    });
    expect(await getTwoFactorStatus(suite.services, account.id)).toMatchObject({
      backupCodesLeft: 9,
    });
  });

  it("refuses a second step without the first (no two-factor cookie)", async () => {
    const { secret } = await userWithTotp();
    const outcome = await verifySecondFactor(suite.services, requestWith(""), {
      method: "totp",
      code: await totpCode(secret, 1),
    });
    expect(outcome).toMatchObject({ ok: false, reason: "start-again" });
  });
});

describe("changing the factor", () => {
  it("new backup codes and removal both need the current password", async () => {
    const { account, cookie, backupCodes } = await userWithTotp();
    expect(
      await replaceBackupCodes(suite.services, requestWith(cookie), "wrong-password"),
    ).toMatchObject({ ok: false, field: "password" });
    const fresh = await replaceBackupCodes(suite.services, requestWith(cookie), account.password);
    if (!fresh.ok) throw new Error(fresh.message);
    expect(fresh.backupCodes).toHaveLength(10);
    expect(fresh.backupCodes).not.toContain(backupCodes[0]);

    expect(
      await removeTwoFactor(suite.services, requestWith(cookie), "wrong-password"),
    ).toMatchObject({
      ok: false,
      field: "password",
    });
    expect((await getTwoFactorStatus(suite.services, account.id)).state).toBe("on");
    const removed = await removeTwoFactor(suite.services, requestWith(cookie), account.password);
    expect(removed.ok).toBe(true);
    expect((await getTwoFactorStatus(suite.services, account.id)).state).toBe("off");
    const outcome = await signInWithPassword(suite.services, requestWith(""), account);
    expect(outcome.ok && "user" in outcome).toBe(true);
  });
});
