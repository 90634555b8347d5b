import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session, user } from "~/db/schema";
import { updateSiteSettings } from "~/domain/settings/settings.server";
import { countingServices } from "../../../tests/support/query-count";
import { TEST_AUTH_SECRET } from "../../../tests/support/services";
import { setupFreshServices } from "../../../tests/support/suite";
import { cookieHeaderFrom } from "../../../tests/support/users";
import {
  registerAccount,
  requestPasswordReset,
  resetPassword,
  signInWithPassword,
  verifyEmailToken,
} from "./accounts.server";
import { ensureAdmin } from "./admin-account.server";
import { createAuth } from "./auth.server";
import { resolveSession } from "./session.server";

const PASSWORD = "Plantain-Harvest-42";
const origin = "http://localhost:3000";

function formRequest(path = "/", cookie?: string) {
  const headers = new Headers({ "x-afa-client-ip": "127.0.0.1" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${origin}${path}`, { method: "POST", headers });
}

function tokenFrom(text: string, path: string): string {
  const match = text.match(new RegExp(`${path}\\?token=([^\\s]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

const suite = setupFreshServices();

async function register(email: string) {
  return registerAccount(suite.services, formRequest("/register"), {
    fullName: "Ngozi Eze",
    email,
    phone: "08031234567",
    password: PASSWORD,
  });
}

async function registerAndVerify(email: string) {
  await register(email);
  const mail = suite.outbox.find((m) => m.to === email && /Verify/.test(m.subject));
  if (!mail) throw new Error("no verification e-mail");
  expect(await verifyEmailToken(suite.services, tokenFrom(mail.text, "/verify"))).toBe("verified");
}

describe("registration and verification", () => {
  it("creates a pending student and e-mails a /verify link", async () => {
    expect(await register("ngozi@example.ng")).toEqual({ ok: true });
    const [row] = await suite.services.db
      .select()
      .from(user)
      .where(eq(user.email, "ngozi@example.ng"));
    expect(row).toMatchObject({
      status: "pending",
      role: "user",
      isAdmin: false,
      phone: "08031234567",
    });
    expect(row?.emailVerified).toBe(false);
    const mail = suite.outbox.find((m) => m.to === "ngozi@example.ng");
    expect(mail?.text).toContain(`${origin}/verify?token=`);
  });

  it("refuses sign-in before verification and accepts it after", async () => {
    await register("ada@example.ng");
    const before = await signInWithPassword(suite.services, formRequest("/login"), {
      email: "ada@example.ng",
      password: PASSWORD,
    });
    expect(before).toMatchObject({ ok: false, reason: "unverified" });

    const mail = suite.outbox.find((m) => m.to === "ada@example.ng");
    expect(await verifyEmailToken(suite.services, tokenFrom(mail?.text ?? "", "/verify"))).toBe(
      "verified",
    );
    const [row] = await suite.services.db
      .select()
      .from(user)
      .where(eq(user.email, "ada@example.ng"));
    expect(row?.status).toBe("active");

    const after = await signInWithPassword(suite.services, formRequest("/login"), {
      email: "ada@example.ng",
      password: PASSWORD,
    });
    expect(after.ok).toBe(true);
    if (!after.ok) return;
    const resolved = await resolveSession(
      suite.services,
      formRequest("/", cookieHeaderFrom(after.headers)),
    );
    expect(resolved.user).toMatchObject({ email: "ada@example.ng", role: "user", isAdmin: false });
  });

  it("rejects a forged verification token", async () => {
    expect(await verifyEmailToken(suite.services, "forged.token.value")).toBe("invalid");
  });

  it("answers a duplicate sign-up like a new one and tells the owner instead", async () => {
    await register("dup@example.ng");
    expect(await register("dup@example.ng")).toEqual({ ok: true });
    const rows = await suite.services.db
      .select()
      .from(user)
      .where(eq(user.email, "dup@example.ng"));
    expect(rows).toHaveLength(1);
    await expect
      .poll(() => suite.outbox.filter((m) => m.to === "dup@example.ng").map((m) => m.subject))
      .toContainEqual(expect.stringMatching(/already have/));
  });

  it("refuses sign-up while registrations are closed", async () => {
    await updateSiteSettings(suite.services.db, { allowRegistrations: false }, null);
    const outcome = await register("closed@example.ng");
    expect(outcome.ok).toBe(false);
    const rows = await suite.services.db
      .select()
      .from(user)
      .where(eq(user.email, "closed@example.ng"));
    expect(rows).toHaveLength(0);
  });
});

describe("account status", () => {
  it("refuses sign-in to suspended and inactive accounts with their own messages", async () => {
    await registerAndVerify("sus@example.ng");
    for (const status of ["suspended", "inactive"] as const) {
      await suite.services.db.update(user).set({ status }).where(eq(user.email, "sus@example.ng"));
      const outcome = await signInWithPassword(suite.services, formRequest("/login"), {
        email: "sus@example.ng",
        password: PASSWORD,
      });
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(outcome.message).toMatch(status === "suspended" ? /suspended/ : /inactive/);
    }
  });

  it("ends an existing session on the next request once the account is suspended", async () => {
    await registerAndVerify("later@example.ng");
    const signedIn = await signInWithPassword(suite.services, formRequest("/login"), {
      email: "later@example.ng",
      password: PASSWORD,
    });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const cookie = cookieHeaderFrom(signedIn.headers);
    await suite.services.db
      .update(user)
      .set({ status: "suspended" })
      .where(eq(user.email, "later@example.ng"));

    const resolved = await resolveSession(suite.services, formRequest("/dashboard", cookie));
    expect(resolved).toEqual({ user: null, endedBecause: "suspended" });
    const [row] = await suite.services.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "later@example.ng"));
    const sessions = await suite.services.db
      .select()
      .from(session)
      .where(eq(session.userId, row?.id ?? ""));
    expect(sessions).toHaveLength(0);
  });
});

describe("password reset", () => {
  it("resets by the e-mailed token; the old password stops working", async () => {
    await registerAndVerify("reset@example.ng");
    await requestPasswordReset(suite.services, "reset@example.ng");
    const mail = suite.outbox.find((m) => m.to === "reset@example.ng" && /Reset/.test(m.subject));
    const token = tokenFrom(mail?.text ?? "", "/password-reset");
    expect(await resetPassword(suite.services, { token, password: "Yam-Barn-Sunrise-9" })).toEqual({
      ok: true,
    });

    const oldOne = await signInWithPassword(suite.services, formRequest("/login"), {
      email: "reset@example.ng",
      password: PASSWORD,
    });
    expect(oldOne).toMatchObject({ ok: false, reason: "invalid" });
    const newOne = await signInWithPassword(suite.services, formRequest("/login"), {
      email: "reset@example.ng",
      password: "Yam-Barn-Sunrise-9",
    });
    expect(newOne.ok).toBe(true);
    // A token works once.
    expect((await resetPassword(suite.services, { token, password: "Another-Pass-77" })).ok).toBe(
      false,
    );
  });

  it("says nothing different for an unknown address", async () => {
    await expect(requestPasswordReset(suite.services, "ghost@example.ng")).resolves.toBeUndefined();
    expect(suite.outbox.filter((m) => m.to === "ghost@example.ng")).toHaveLength(0);
  });
});

describe("ensureAdmin", () => {
  it("creates a verified, active admin once and is idempotent", async () => {
    const first = await ensureAdmin(suite.services, {
      email: "Boss@Example.ng",
      password: "Admin-Pass-2026",
    });
    const second = await ensureAdmin(suite.services, {
      email: "boss@example.ng",
      password: "other-pass",
    });
    expect(first.created).toBe(true);
    expect(second).toEqual({ created: false, userId: first.userId });
    const [row] = await suite.services.db.select().from(user).where(eq(user.id, first.userId));
    expect(row).toMatchObject({
      role: "admin",
      isAdmin: true,
      status: "active",
      emailVerified: true,
    });
    // The password of the first call stands.
    const outcome = await signInWithPassword(suite.services, formRequest("/login"), {
      email: "boss@example.ng",
      password: "Admin-Pass-2026",
    });
    expect(outcome.ok).toBe(true);
  });

  it("promotes an existing student", async () => {
    await registerAndVerify("promote@example.ng");
    const result = await ensureAdmin(suite.services, {
      email: "promote@example.ng",
      password: "x-Admin-2026",
    });
    expect(result.created).toBe(false);
    const [row] = await suite.services.db
      .select()
      .from(user)
      .where(eq(user.email, "promote@example.ng"));
    expect(row?.role).toBe("admin");
  });

  it("ends a session 60 days after sign-in, however recently it was used", async () => {
    await registerAndVerify("absolute@example.ng");
    const signedIn = await signInWithPassword(suite.services, formRequest("/login"), {
      email: "absolute@example.ng",
      password: PASSWORD,
    });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const cookie = cookieHeaderFrom(signedIn.headers);
    const [row] = await suite.services.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "absolute@example.ng"));
    const userId = row?.id ?? "";
    const day = 24 * 60 * 60 * 1000;
    // Used yesterday, so the sliding 30 days are far from over; signed in 59 days ago: still in.
    await suite.services.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 59 * day), updatedAt: new Date(Date.now() - day) })
      .where(eq(session.userId, userId));
    expect(
      (await resolveSession(suite.services, formRequest("/dashboard", cookie))).user,
    ).not.toBeNull();
    await suite.services.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 61 * day) })
      .where(eq(session.userId, userId));
    expect(await resolveSession(suite.services, formRequest("/dashboard", cookie))).toEqual({
      user: null,
    });
    expect(
      await suite.services.db.select().from(session).where(eq(session.userId, userId)),
    ).toEqual([]);
  });
});

describe("reading a signed-in request's session", () => {
  it("reads the session and its user in one statement (every signed-in page does it)", async () => {
    await register("one-read@example.ng");
    await suite.services.db
      .update(user)
      .set({ status: "active", emailVerified: true })
      .where(eq(user.email, "one-read@example.ng"));
    const signedIn = await signInWithPassword(suite.services, formRequest("/login"), {
      email: "one-read@example.ng",
      password: PASSWORD,
    });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const cookie = cookieHeaderFrom(signedIn.headers);
    const counting = countingServices(suite.services);
    const auth = createAuth({
      env: suite.services.env,
      db: counting.services.db,
      mailer: suite.services.mailer,
      sms: suite.services.sms,
      logger: suite.services.logger,
      secret: TEST_AUTH_SECRET,
    });
    const resolved = await resolveSession(
      { ...counting.services, auth },
      formRequest("/dashboard", cookie),
    );
    expect(resolved.user?.email).toBe("one-read@example.ng");
    expect(counting.statements()).toHaveLength(1);
    expect(counting.statements()[0]).toMatch(/from "session".*"user"/s);
  });
});
