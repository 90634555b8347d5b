import { createHash } from "node:crypto";
import {
  APIError,
  createAuthEndpoint,
  createAuthMiddleware,
  getSessionFromCtx,
  isAPIError,
} from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { phoneFactors, usedTotpCodes } from "~/db/schema";
import { clearAccountFailures, mfaAccountKey } from "~/domain/abuse/account-attempts.server";
import { spendSignInAttempt } from "~/domain/abuse/auth-limits.server";
import { findUserLocale } from "~/domain/i18n/preferences.server";
import { translate } from "~/i18n/catalog.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { sms as smsMessages } from "~/i18n/messages/sms";
import type { AuthDeps } from "./auth.server";

export const TWO_FACTOR_ISSUER = "AFA Academy";
export const BACKUP_CODE_COUNT = 10;
export const CODE_ALREADY_USED =
  "This code has already been used. Wait for the next code in your app, then enter it.";

/** A code is valid for at most 90 s (30 s steps, one step either side): remember it a bit longer. */
const REMEMBER_USED_CODES = "2 minutes";

/**
 * Claims an authenticator code for a user: true the first time, false when the same code was
 * already presented in the last two minutes. The primary key decides, so two requests racing
 * with one code cannot both win.
 */
export async function claimTotpCode(db: Database, userId: string, code: string): Promise<boolean> {
  const codeHash = createHash("sha256").update(`${userId}:${code}`).digest("hex");
  await db
    .delete(usedTotpCodes)
    .where(
      and(
        eq(usedTotpCodes.userId, userId),
        lt(usedTotpCodes.usedAt, sql`now() - interval '10 minutes'`),
      ),
    );
  const claimed = await db
    .insert(usedTotpCodes)
    .values({ userId, codeHash })
    .onConflictDoUpdate({
      target: [usedTotpCodes.userId, usedTotpCodes.codeHash],
      set: { usedAt: sql`now()` },
      setWhere: sql`${usedTotpCodes.usedAt} < now() - interval '${sql.raw(REMEMBER_USED_CODES)}'`,
    })
    .returning({ userId: usedTotpCodes.userId });
  return claimed.length > 0;
}

export const SMS_CODE_MINUTES = 5;

/** The sign-in code's text message, in the account holder's language (English by default). */
export function signInCodeText(code: string, locale: Locale = DEFAULT_LOCALE) {
  return translate(locale, smsMessages).signInCode({ code, minutes: SMS_CODE_MINUTES });
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The user halfway through signing in: the two-factor cookie names a verification row. */
async function pendingUserId(ctx: HookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie("two_factor");
  const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!pending) return null;
  const value = await ctx.context.internalAdapter.findVerificationValue(pending);
  return value && value.expiresAt > new Date() ? value.value : null;
}

/**
 * better-auth's two-factor plugin as the academy configures it: TOTP with backup codes, and each
 * TOTP code accepted once (better-auth itself would take the same code again within its window).
 */
export function twoFactorPlugin({ db, env, sms }: AuthDeps) {
  const plugin = twoFactor({
    issuer: TWO_FACTOR_ISSUER,
    backupCodeOptions: { amount: BACKUP_CODE_COUNT, length: 10 },
    // The phone factor: better-auth makes, stores and checks the code; we text it to the number
    // the user confirmed (never to an unconfirmed profile phone).
    otpOptions: {
      period: SMS_CODE_MINUTES,
      storeOTP: "hashed",
      sendOTP: async ({ user, otp }) => {
        const [factor] = await db
          .select({ phone: phoneFactors.phone })
          .from(phoneFactors)
          .where(and(eq(phoneFactors.userId, user.id), isNotNull(phoneFactors.verifiedAt)));
        if (!factor?.phone) throw new Error("no confirmed phone for text-message codes");
        const locale = await findUserLocale(db, user.id);
        await sms.send({ to: factor.phone, body: signInCodeText(otp, locale) });
      },
    },
  });
  // The second step of a sign-in, by any factor, from our form or over /api/auth: the address's
  // and the pending user's budgets of codes are spent before the code is checked (and before a
  // right code is claimed as used). Confirming a factor while signed in is the settings page's,
  // which has its own budget; a call without request headers is our own code's.
  const isCodeCheck = (ctx: { path?: string }) =>
    ctx.path === "/two-factor/verify-totp" ||
    ctx.path === "/two-factor/verify-otp" ||
    ctx.path === "/two-factor/verify-backup-code";
  const codeBudgets = {
    matcher: isCodeCheck,
    handler: createAuthMiddleware(async (ctx) => {
      if (!ctx.headers || (await getSessionFromCtx(ctx).catch(() => null))) return;
      const userId = await pendingUserId(ctx);
      await spendSignInAttempt(
        { db, env },
        { headers: ctx.headers, kind: "mfa-verify", accountKey: userId && mfaAccountKey(userId) },
      );
    }),
  };
  const rightCodeForgetsFailures = {
    matcher: isCodeCheck,
    handler: createAuthMiddleware(async (ctx) => {
      const returned = ctx.context.returned as { user?: { id?: string } } | undefined;
      if (!ctx.headers || isAPIError(returned) || !returned?.user?.id) return;
      await clearAccountFailures(db, mfaAccountKey(returned.user.id));
    }),
  };
  const singleUseCodes = {
    matcher: (ctx: { path?: string }) => ctx.path === "/two-factor/verify-totp",
    handler: createAuthMiddleware(async (ctx) => {
      const code = typeof ctx.body?.code === "string" ? ctx.body.code.trim() : "";
      if (!/^\d{6}$/.test(code)) return;
      // Signed in (confirming a new factor) or halfway through signing in (the two-factor cookie).
      const session = await getSessionFromCtx(ctx).catch(() => null);
      const userId = session?.user.id ?? (await pendingUserId(ctx));
      if (!userId) return;
      if (!(await claimTotpCode(db, userId, code))) {
        throw new APIError("UNAUTHORIZED", {
          code: "CODE_ALREADY_USED",
          message: CODE_ALREADY_USED,
        });
      }
    }),
  };
  // better-auth would switch text-message codes on without a confirmed number; our settings page
  // confirms the number first, so its shortcut is closed.
  const noPhoneWithoutNumber = {
    matcher: (ctx: { path?: string }) => ctx.path === "/two-factor/enable",
    handler: createAuthMiddleware(async (ctx) => {
      if (ctx.body?.method === "otp") {
        throw new APIError("BAD_REQUEST", {
          code: "CONFIRM_PHONE_FIRST",
          message: "Set up text-message codes from the settings page, which confirms your number.",
        });
      }
    }),
  };
  // better-auth asks for the second step after a password sign-in only: a Google or Facebook
  // callback would hand out a full session. The plugin's own step runs on callbacks too (it swaps
  // the session for the two-factor cookie), and the visitor is sent to our second-step page.
  const isSocialCallback = (ctx: { path?: string }) => Boolean(ctx.path?.startsWith("/callback/"));
  const askForCodeAfterSocialSignIn = {
    matcher: isSocialCallback,
    handler: createAuthMiddleware(async (ctx) => {
      const returned = ctx.context.returned as { twoFactorRedirect?: boolean } | undefined;
      if (!returned?.twoFactorRedirect) return;
      throw ctx.redirect(`${new URL(ctx.context.baseURL).origin}/login/two-factor`);
    }),
  };
  const afterHooks = plugin.hooks.after.map((hook) => ({
    ...hook,
    matcher: (ctx: Parameters<typeof hook.matcher>[0]) =>
      hook.matcher(ctx) || isSocialCallback(ctx),
  }));
  return {
    ...plugin,
    endpoints: {
      ...plugin.endpoints,
      /** Server-only: whose sign-in is waiting for its second step (from the signed cookie). */
      pendingTwoFactorUser: createAuthEndpoint.serverOnly({ method: "GET" }, async (ctx) => {
        return ctx.json({ userId: await pendingUserId(ctx) });
      }),
    },
    hooks: {
      before: [codeBudgets, singleUseCodes, noPhoneWithoutNumber],
      after: [rightCodeForgetsFailures, ...afterHooks, askForCodeAfterSocialSignIn],
    },
  };
}
