import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { phoneFactors, user } from "~/db/schema";
import { setupTestServices } from "../../../tests/support/suite";
import { cookiesFrom } from "../../../tests/support/totp";
import { createTestUser, signInCookie } from "../../../tests/support/users";
import { signInWithPassword } from "./accounts.server";
import { WRONG_CURRENT_PASSWORD } from "./password.server";
import {
  confirmPhoneEnrolment,
  getPhoneFactor,
  maskPhone,
  sendSignInCode,
  startPhoneEnrolment,
  toInternationalNumber,
} from "./phone-factor.server";
import { PHONE_FACTOR_MESSAGES } from "./two-factor.schema";
import { isTwoFactorEnabled, verifySecondFactor } from "./two-factor.server";

const suite = setupTestServices();

const codeIn = (text: string | undefined) => text?.match(/\b(\d{6})\b/)?.[1] ?? "";
const lastText = () => suite.smsOutbox.at(-1);
const requestWith = (cookie: string) =>
  new Request(`${suite.services.env.APP_URL}/login/two-factor`, {
    method: "POST",
    headers: { cookie, origin: suite.services.env.APP_URL },
  });

/** A user whose phone factor is confirmed; sign-in then needs a texted code. */
async function userWithPhone() {
  const account = await createTestUser(suite.services);
  const started = await startPhoneEnrolment(suite.services, {
    userId: account.id,
    phone: "0803 123 4567",
    password: account.password,
  });
  if (!started.ok) throw new Error(started.message);
  const confirmed = await confirmPhoneEnrolment(suite.services, {
    userId: account.id,
    code: codeIn(lastText()?.body),
  });
  if (!confirmed.ok) throw new Error(confirmed.message);
  return account;
}

describe("phone numbers", () => {
  it("are stored in international form and shown masked", () => {
    for (const typed of ["08031234567", "+2348031234567", "2348031234567", "0803-123-4567"]) {
      expect(toInternationalNumber(typed)).toBe("+2348031234567");
    }
    expect(maskPhone("+2348031234567")).toBe("+234 ••• ••• 4567");
  });
});

describe("confirming a phone for text-message codes", () => {
  it("needs the current password, texts a code, and turns two-step sign-in on with it", async () => {
    const account = await createTestUser(suite.services);
    const refused = await startPhoneEnrolment(suite.services, {
      userId: account.id,
      phone: "08031234567",
      password: "not-my-password",
    });
    expect(refused).toEqual({ ok: false, field: "password", message: WRONG_CURRENT_PASSWORD });
    const sentBefore = suite.smsOutbox.length;

    const started = await startPhoneEnrolment(suite.services, {
      userId: account.id,
      phone: "0803 123 4567",
      password: account.password,
    });
    expect(started).toEqual({ ok: true, sentTo: "+234 ••• ••• 4567" });
    expect(suite.smsOutbox.length).toBe(sentBefore + 1);
    expect(lastText()?.to).toBe("+2348031234567");
    expect(await getPhoneFactor(suite.services, account.id)).toEqual({
      confirmed: null,
      pending: "+234 ••• ••• 4567",
    });

    // Asking again at once is refused: each text costs money.
    const again = await startPhoneEnrolment(suite.services, {
      userId: account.id,
      phone: "0803 123 4567",
      password: account.password,
    });
    expect(again).toEqual({ ok: false, message: PHONE_FACTOR_MESSAGES.wait });

    const code = codeIn(lastText()?.body);
    const wrong = await confirmPhoneEnrolment(suite.services, {
      userId: account.id,
      code: code === "000000" ? "000001" : "000000",
    });
    expect(wrong).toMatchObject({ ok: false, message: PHONE_FACTOR_MESSAGES.wrongCode });
    expect(await isTwoFactorEnabled(suite.services, account.id)).toBe(false);

    expect(await confirmPhoneEnrolment(suite.services, { userId: account.id, code })).toEqual({
      ok: true,
    });
    expect(await isTwoFactorEnabled(suite.services, account.id)).toBe(true);
    expect(await getPhoneFactor(suite.services, account.id)).toEqual({
      confirmed: "+234 ••• ••• 4567",
      pending: null,
    });
  });

  it("gives up after five wrong codes and refuses an expired one", async () => {
    const account = await createTestUser(suite.services);
    await startPhoneEnrolment(suite.services, {
      userId: account.id,
      phone: "08091234567",
      password: account.password,
    });
    const code = codeIn(lastText()?.body);
    const wrongCode = code === "111111" ? "222222" : "111111";
    for (let i = 0; i < 5; i++) {
      await confirmPhoneEnrolment(suite.services, { userId: account.id, code: wrongCode });
    }
    expect(await confirmPhoneEnrolment(suite.services, { userId: account.id, code })).toMatchObject(
      {
        ok: false,
        message: PHONE_FACTOR_MESSAGES.tooMany,
      },
    );

    await suite.services.db
      .update(phoneFactors)
      .set({ pendingAttempts: 0, pendingExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneFactors.userId, account.id));
    expect(await confirmPhoneEnrolment(suite.services, { userId: account.id, code })).toMatchObject(
      {
        ok: false,
        message: PHONE_FACTOR_MESSAGES.expired,
      },
    );
  });
});

describe("signing in with a texted code", () => {
  it("texts a code to the confirmed number and starts the session with it", async () => {
    const account = await userWithPhone();
    const first = await signInWithPassword(suite.services, requestWith(""), account);
    if (!first.ok || !("twoFactor" in first)) throw new Error("expected a second step");
    const pending = cookiesFrom(first.headers);

    const sent = await sendSignInCode(suite.services, requestWith(pending));
    expect(sent).toEqual({ ok: true, sentTo: "+234 ••• ••• 4567" });
    expect(lastText()?.to).toBe("+2348031234567");
    expect(lastText()?.body).toMatch(/is your AFA Academy sign-in code/);
    const code = codeIn(lastText()?.body);

    const wrong = await verifySecondFactor(suite.services, requestWith(pending), {
      method: "sms",
      code: code === "000000" ? "000001" : "000000",
    });
    expect(wrong).toEqual({
      ok: false,
      reason: "wrong-code",
      message: PHONE_FACTOR_MESSAGES.wrongCode,
    });
    const right = await verifySecondFactor(suite.services, requestWith(pending), {
      method: "sms",
      code,
    });
    if (!right.ok) throw new Error(right.message);
    const session = await suite.services.auth.api.getSession({
      headers: new Headers({ cookie: cookiesFrom(right.headers, pending) }),
    });
    expect(session?.user.id).toBe(account.id);
  });

  it("sends nothing without a pending sign-in, or to an account without a confirmed phone", async () => {
    const before = suite.smsOutbox.length;
    expect(await sendSignInCode(suite.services, requestWith(""))).toMatchObject({ ok: false });

    // Two-step sign-in on through an app only: there is no number to text.
    const account = await createTestUser(suite.services);
    await suite.services.db
      .update(user)
      .set({ twoFactorEnabled: true })
      .where(eq(user.id, account.id));
    const first = await signInWithPassword(suite.services, requestWith(""), account);
    if (!first.ok) throw new Error("sign-in failed");
    const outcome = await sendSignInCode(suite.services, requestWith(cookiesFrom(first.headers)));
    expect(outcome).toEqual({ ok: false, message: PHONE_FACTOR_MESSAGES.noPhone });
    expect(suite.smsOutbox.length).toBe(before);
  });

  it("refuses better-auth's shortcut that would turn text codes on without a confirmed number", async () => {
    const account = await createTestUser(suite.services);
    const cookie = await signInCookie(suite.services, account);
    await expect(
      suite.services.auth.api.enableTwoFactor({
        body: { password: account.password, method: "otp" },
        headers: new Headers({ cookie }),
      }),
    ).rejects.toThrow(/settings page/);
    expect(await isTwoFactorEnabled(suite.services, account.id)).toBe(false);
  });
});
