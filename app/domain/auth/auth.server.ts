import { APIError, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import type { AccountStatus } from "~/db/schema/enums";
import { clearAccountFailures, signInAccountKey } from "~/domain/abuse/account-attempts.server";
import { spendSignInAttempt } from "~/domain/abuse/auth-limits.server";
import { CLIENT_IP_HEADER } from "~/domain/abuse/client-address";
import { scaledLimit } from "~/domain/abuse/limits";
import { consumeRateLimit } from "~/domain/abuse/rate-limit.server";
import { jwtPlugin } from "~/domain/api/jwt-plugin.server";
import { findUserLocale } from "~/domain/i18n/preferences.server";
import type { Mailer } from "~/domain/mail/mailer.server";
import {
  existingAccountEmail,
  passwordResetEmail,
  siteUrl,
  verificationEmail,
} from "~/domain/mail/templates.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import type { SmsGateway } from "~/domain/sms/sms-gateway.server";
import type { Env } from "~/env.server";
import { AUTH_TOASTS, STATUS_MESSAGES } from "./auth.messages";
import { apiSignUpSchema, PASSWORD_MAX, PASSWORD_MIN } from "./auth.schema";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords.server";
import { twoFactorPlugin } from "./two-factor-plugin.server";

const PASSWORD_SETTING_PATHS = new Set(["/sign-up/email", "/reset-password", "/change-password"]);

/**
 * The better-auth endpoints that answer over HTTP under /api/auth. Our pages call better-auth on
 * the server with their own checks (the current password for an e-mail change, the settings
 * schema for a profile); every other endpoint, such as /change-email or /update-user, would skip
 * those checks, so it is not reachable from outside. This list is what other clients may use:
 * password sign-in and its second step, social callbacks, access tokens, sign-up and sign-out.
 */
const HTTP_AUTH_ENDPOINTS = [
  /^\/sign-in\/email$/,
  /^\/sign-up\/email$/,
  /^\/sign-out$/,
  /^\/get-session$/,
  /^\/token$/,
  /^\/callback\/[a-z]+$/,
  /^\/two-factor\/(verify-totp|verify-backup-code|send-otp|verify-otp)$/,
];

/** Whether a request to /api/auth/<path> may reach better-auth. */
export function isPublicAuthEndpoint(pathname: string): boolean {
  const path = pathname.replace(/^\/api\/auth/, "").replace(/\/+$/, "");
  return HTTP_AUTH_ENDPOINTS.some((pattern) => pattern.test(path));
}

export type AuthDeps = {
  env: Env;
  db: Database;
  mailer: Mailer;
  sms: SmsGateway;
  logger: Logger;
  secret: string;
};

export function createAuth(deps: AuthDeps) {
  const { env, db, mailer, logger, secret } = deps;
  const socialProviders: Parameters<typeof betterAuth>[0]["socialProviders"] = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    socialProviders.google = {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
    };
  }
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
    socialProviders.facebook = {
      clientId: env.FACEBOOK_CLIENT_ID,
      clientSecret: env.FACEBOOK_CLIENT_SECRET,
    };
  }

  const registrationsOpen = async () => (await getSiteSettings(db)).allowRegistrations;
  /** The per-account budget of a password sign-in: the e-mail it names (null without one). */
  const signInAccount = (body: { email?: unknown } | undefined) =>
    typeof body?.email === "string" ? signInAccountKey(body.email, secret) : null;

  return betterAuth({
    appName: "AFA Academy",
    baseURL: env.APP_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [env.APP_URL],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        jwks: schema.jwks,
      },
    }),
    user: {
      // The new address gets a verification link (our /verify page); it replaces the old one only
      // once opened. The settings page asks for the current password first.
      changeEmail: { enabled: true },
      additionalFields: {
        phone: { type: "string", required: false },
        // The language of the page the account was made on (then the switcher's choice): the
        // verification e-mail, sent during sign-up, is already written in it. Read through
        // findUserLocale, which takes only our five codes.
        locale: { type: "string", required: false, defaultValue: "en" },
        role: { type: "string", required: false, input: false, defaultValue: "user" },
        status: { type: "string", required: false, input: false, defaultValue: "pending" },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Decision 0009: the same minimum as our forms, for every endpoint that sets a password.
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Sign-up answers alike whether or not the e-mail has an account; the owner hears about it.
      onExistingUserSignUp: async ({ user }) => {
        const { siteName } = await getSiteSettings(db);
        const locale = await findUserLocale(db, user.id);
        await mailer.send(
          existingAccountEmail({
            to: user.email,
            name: user.name,
            siteName,
            appUrl: env.APP_URL,
            locale,
          }),
        );
      },
      sendResetPassword: async ({ user, token }) => {
        const { siteName } = await getSiteSettings(db);
        const locale = await findUserLocale(db, user.id);
        const url = siteUrl(
          env.APP_URL,
          `/password-reset?token=${encodeURIComponent(token)}`,
          locale,
        );
        await mailer.send(
          passwordResetEmail({ to: user.email, name: user.name, url, siteName, locale }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }) => {
        const { siteName } = await getSiteSettings(db);
        const locale = await findUserLocale(db, user.id);
        const url = siteUrl(env.APP_URL, `/verify?token=${encodeURIComponent(token)}`, locale);
        await mailer.send(
          verificationEmail({ to: user.email, name: user.name, url, siteName, locale }),
        );
      },
      afterEmailVerification: async (user) => {
        // pending → active on verification; an inactive or suspended account stays as it is.
        const [row] = await db
          .select({ status: schema.user.status })
          .from(schema.user)
          .where(eq(schema.user.id, user.id));
        if (row?.status === "pending") {
          await db.update(schema.user).set({ status: "active" }).where(eq(schema.user.id, user.id));
        }
      },
    },
    socialProviders,
    plugins: [twoFactorPlugin(deps), jwtPlugin(deps)],
    account: {
      accountLinking: { enabled: true, trustedProviders: [] },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: env.NODE_ENV !== "test",
      window: 60,
      max: 100,
      // Counted in our rate_limits table, so the limits of better-auth's own endpoints (social
      // callbacks, the mobile app's sign-in) hold across restarts and several instances.
      customStorage: {
        consume: async (key, rule) => {
          const result = await consumeRateLimit(db, {
            key: `auth-api:${key}`,
            ...scaledLimit({ limit: rule.max, windowSeconds: rule.window }, env.RATE_LIMIT_SCALE),
          });
          return {
            allowed: result.allowed,
            retryAfter: result.allowed ? null : result.retryAfterSeconds,
          };
        },
      },
    },
    advanced: {
      // A session and its user in one statement (drizzle relations in schema/auth.ts): the
      // session is read on every signed-in request.
      database: { joins: true },
      useSecureCookies: env.APP_URL.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        let signUpBody: Record<string, unknown> | undefined;
        // A password sign-in, from the /login form or over /api/auth, spends the address's and the
        // account's budgets before the password is checked (a 429 otherwise). A call without
        // request headers is our own code's (scripts, tests), not a visitor's: no budget.
        if (ctx.path === "/sign-in/email" && ctx.headers) {
          await spendSignInAttempt(
            { db, env },
            { headers: ctx.headers, kind: "sign-in", accountKey: signInAccount(ctx.body) },
          );
        }
        if (ctx.path === "/sign-up/email" && !(await registrationsOpen())) {
          throw new APIError("FORBIDDEN", {
            code: "REGISTRATIONS_CLOSED",
            message: AUTH_TOASTS.registrationsClosed.description,
          });
        }
        if (ctx.path === "/sign-up/email") {
          const parsed = apiSignUpSchema.safeParse(ctx.body);
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw new APIError("BAD_REQUEST", {
              code: "INVALID_SIGN_UP",
              message: issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "Invalid",
            });
          }
          // Stored as /register stores them: trimmed, the phone without spaces or dashes.
          signUpBody = { ...ctx.body, ...parsed.data };
        }
        // Our pages refuse common passwords before they call better-auth; this holds the same
        // rule for a client that posts to the endpoints directly (the mobile app, a script).
        const chosen = ctx.path === "/sign-up/email" ? ctx.body?.password : ctx.body?.newPassword;
        if (PASSWORD_SETTING_PATHS.has(ctx.path) && typeof chosen === "string") {
          if (isCommonPassword(chosen)) {
            throw new APIError("BAD_REQUEST", {
              code: "COMMON_PASSWORD",
              message: COMMON_PASSWORD_MESSAGE,
            });
          }
        }
        return signUpBody ? { context: { body: signUpBody } } : undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        // The password was right (a second step may still follow): the account's failures go.
        const account = ctx.path === "/sign-in/email" && ctx.headers && signInAccount(ctx.body);
        if (account && !isAPIError(ctx.context.returned)) await clearAccountFailures(db, account);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (data, ctx) => {
            // A first social sign-in creates an account too: closed registrations refuse it.
            if (ctx?.path?.startsWith("/callback/") && !(await registrationsOpen())) return false;
            // Facebook hands out only addresses its users confirmed, but never says so in a claim:
            // a new account from it starts verified. Linking to an existing account still needs
            // the provider's explicit word (better-auth checks the claim), which Facebook lacks.
            const emailVerified =
              data.emailVerified || (isFacebookCallback(ctx) && Boolean(data.email));
            // Social sign-ups arrive with a verified e-mail: they start active.
            return {
              data: { ...data, emailVerified, status: emailVerified ? "active" : "pending" },
            };
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const [row] = await db
              .select({ status: schema.user.status })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            const status = row?.status as AccountStatus | undefined;
            // Unverified e-mails are refused earlier by better-auth; a verified account can still
            // be pending (awaiting approval), inactive or suspended.
            if (status === "pending" || status === "inactive" || status === "suspended") {
              throw new APIError("FORBIDDEN", {
                code: `ACCOUNT_${status.toUpperCase()}`,
                message: STATUS_MESSAGES[status],
              });
            }
            return { data: session };
          },
        },
      },
    },
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ args }, `auth: ${message}`);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** better-auth names the callback route by its pattern ("/callback/:id"); the provider is a param. */
function isFacebookCallback(
  ctx: { path?: string; params?: Record<string, unknown> } | null | undefined,
) {
  if (!ctx?.path?.startsWith("/callback/")) return false;
  return ctx.path === "/callback/facebook" || ctx.params?.id === "facebook";
}
