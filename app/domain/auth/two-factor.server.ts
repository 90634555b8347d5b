import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { isAPIError } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import QRCode from "qrcode";
import { twoFactor, user } from "~/db/schema";
import { tooManyAttemptsMessage } from "~/domain/abuse/limits";
import type { Services } from "~/services.server";
import { codeOf, retryAfterOf } from "./accounts.server";
import { PHONE_FACTOR_MESSAGES, TWO_FACTOR_MESSAGES } from "./two-factor.schema";
import { TWO_FACTOR_ISSUER } from "./two-factor-plugin.server";

// Two-step sign-in over better-auth's two-factor endpoints, as the settings and sign-in pages
// need it. Every change needs the current password; better-auth checks it.

export type TwoFactorStatus =
  | { state: "off" }
  | ({ state: "pending" } & Enrolment)
  | {
      state: "on";
      friendlyName: string;
      issuer: string;
      since: Date | null;
      backupCodesLeft: number;
    };

export async function getTwoFactorStatus(
  services: Services,
  userId: string,
): Promise<TwoFactorStatus> {
  const [row] = await services.db
    .select({
      verified: twoFactor.verified,
      friendlyName: twoFactor.friendlyName,
      issuer: twoFactor.issuer,
      createdAt: twoFactor.createdAt,
      enabled: user.twoFactorEnabled,
    })
    .from(twoFactor)
    .innerJoin(user, eq(user.id, twoFactor.userId))
    .where(eq(twoFactor.userId, userId))
    .limit(1);
  if (!row) return { state: "off" };
  const friendlyName = row.friendlyName ?? "Authenticator app";
  if (!row.verified || !row.enabled) {
    const enrolment = await pendingEnrolment(services, userId);
    return enrolment ? { state: "pending", ...enrolment } : { state: "off" };
  }
  const codes = await services.auth.api.viewBackupCodes({ body: { userId } });
  return {
    state: "on",
    friendlyName,
    issuer: row.issuer ?? TWO_FACTOR_ISSUER,
    since: row.createdAt,
    backupCodesLeft: codes.backupCodes.length,
  };
}

/** Whether sign-in asks for a second step (any confirmed factor). */
export async function isTwoFactorEnabled(services: Services, userId: string): Promise<boolean> {
  const [row] = await services.db
    .select({ enabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, userId));
  return Boolean(row?.enabled);
}

export type Enrolment = { qrCode: string; secret: string; friendlyName: string; issuer: string };
type Refusal = { ok: false; field?: "password" | "code"; message: string };

function refusal(error: unknown): Refusal {
  if (!isAPIError(error)) throw error;
  const code = codeOf(error);
  if (code === "INVALID_PASSWORD") {
    return { ok: false, field: "password", message: TWO_FACTOR_MESSAGES.wrongPassword };
  }
  if (code === "INVALID_CODE" || code === "CODE_ALREADY_USED") {
    const message = code === "INVALID_CODE" ? TWO_FACTOR_MESSAGES.wrongCode : error.message;
    return { ok: false, field: "code", message };
  }
  return { ok: false, message: error.message || "Please try again in a moment." };
}

/** The factor's QR code goes to the page as an SVG data URL. */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/**
 * A started, unconfirmed factor shown again (after a reload or a wrong code): what the app needs
 * to add it. Only ever for the signed-in owner, and never once the factor is confirmed.
 */
async function pendingEnrolment(services: Services, userId: string): Promise<Enrolment | null> {
  const [row] = await services.db
    .select({
      secret: twoFactor.secret,
      friendlyName: twoFactor.friendlyName,
      issuer: twoFactor.issuer,
      email: user.email,
    })
    .from(twoFactor)
    .innerJoin(user, eq(user.id, twoFactor.userId))
    .where(and(eq(twoFactor.userId, userId), eq(twoFactor.verified, false)))
    .limit(1);
  if (!row) return null;
  const ctx = await services.auth.$context;
  const stored = await symmetricDecrypt({ key: ctx.secretConfig, data: row.secret });
  // better-auth stores either the raw secret or "base32:<secret>".
  const secret = stored.startsWith("base32:")
    ? base32.decode(stored.slice(7).toUpperCase())
    : stored;
  const issuer = row.issuer ?? TWO_FACTOR_ISSUER;
  return enrolmentFor(
    createOTP(secret, { digits: 6, period: 30 }).url(issuer, row.email),
    row.friendlyName ?? "Authenticator app",
  );
}

async function enrolmentFor(totpUri: string, friendlyName: string): Promise<Enrolment> {
  const uri = new URL(totpUri);
  return {
    qrCode: await qrCodeDataUrl(totpUri),
    secret: uri.searchParams.get("secret") ?? "",
    friendlyName,
    issuer: uri.searchParams.get("issuer") ?? TWO_FACTOR_ISSUER,
  };
}

/**
 * Starts a TOTP factor (unverified until the first code is confirmed) and returns what the
 * authenticator app needs: the QR code and, for typing in by hand, the secret.
 */
export async function startTotpEnrolment(
  services: Services,
  request: Request,
  input: { friendlyName: string; password: string; userId: string },
): Promise<({ ok: true } & Enrolment) | Refusal> {
  try {
    const enabled = await services.auth.api.enableTwoFactor({
      body: { password: input.password, issuer: TWO_FACTOR_ISSUER, method: "totp" },
      headers: request.headers,
    });
    if (enabled.method !== "totp") throw new Error("better-auth did not start a TOTP factor");
    const { totpURI } = enabled;
    await services.db
      .update(twoFactor)
      .set({ friendlyName: input.friendlyName, issuer: TWO_FACTOR_ISSUER, createdAt: new Date() })
      .where(eq(twoFactor.userId, input.userId));
    return { ok: true, ...(await enrolmentFor(totpURI, input.friendlyName)) };
  } catch (error) {
    return refusal(error);
  }
}

/**
 * Confirms the pending factor with a first code. better-auth then switches two-step sign-in on and
 * replaces this session (the headers carry the new cookie); the backup codes are shown once.
 */
export async function confirmTotpEnrolment(
  services: Services,
  request: Request,
  input: { code: string; userId: string },
): Promise<{ ok: true; headers: Headers; backupCodes: string[] } | Refusal> {
  try {
    const { headers } = await services.auth.api.verifyTOTP({
      body: { code: input.code },
      headers: request.headers,
      returnHeaders: true,
    });
    const { backupCodes } = await services.auth.api.viewBackupCodes({
      body: { userId: input.userId },
    });
    return { ok: true, headers, backupCodes };
  } catch (error) {
    return refusal(error);
  }
}

export async function removeTwoFactor(
  services: Services,
  request: Request,
  password: string,
): Promise<{ ok: true; headers: Headers } | Refusal> {
  try {
    const { headers } = await services.auth.api.disableTwoFactor({
      body: { password },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    return refusal(error);
  }
}

export async function replaceBackupCodes(
  services: Services,
  request: Request,
  password: string,
): Promise<{ ok: true; backupCodes: string[] } | Refusal> {
  try {
    const { backupCodes } = await services.auth.api.generateBackupCodes({
      body: { password },
      headers: request.headers,
    });
    return { ok: true, backupCodes };
  } catch (error) {
    return refusal(error);
  }
}

export type SecondFactorResult =
  | { ok: true; headers: Headers; user: { id: string; role?: string } }
  | { ok: false; reason: "wrong-code" | "start-again"; message: string }
  /** Over the address's or the account's budget of codes: the code was not checked. */
  | { ok: false; reason: "rate-limited"; message: string; retryAfterSeconds: number };

/**
 * The second step of signing in: the two-factor cookie from the first step plus a code (from the
 * app, or a backup code, each accepted once) starts the session.
 */
export async function verifySecondFactor(
  services: Services,
  request: Request,
  input: { method: "totp" | "backup" | "sms"; code: string },
): Promise<SecondFactorResult> {
  try {
    const args = {
      body: { code: input.code },
      headers: request.headers,
      returnHeaders: true as const,
    };
    const { headers, response } =
      input.method === "totp"
        ? await services.auth.api.verifyTOTP(args)
        : input.method === "sms"
          ? await services.auth.api.verifyTwoFactorOTP(args)
          : await services.auth.api.verifyBackupCode(args);
    return { ok: true, headers, user: response.user as { id: string; role?: string } };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = codeOf(error);
    if (code === "TOO_MANY_ATTEMPTS") {
      const retryAfterSeconds = retryAfterOf(error);
      const message = tooManyAttemptsMessage(retryAfterSeconds);
      return { ok: false, reason: "rate-limited", message, retryAfterSeconds };
    }
    if (code === "INVALID_CODE" || code === "INVALID_BACKUP_CODE") {
      const message = {
        totp: TWO_FACTOR_MESSAGES.wrongCode,
        sms: PHONE_FACTOR_MESSAGES.wrongCode,
        backup: TWO_FACTOR_MESSAGES.wrongBackupCode,
      }[input.method];
      return { ok: false, reason: "wrong-code", message };
    }
    if (code === "OTP_HAS_EXPIRED") {
      return { ok: false, reason: "wrong-code", message: PHONE_FACTOR_MESSAGES.expired };
    }
    if (code === "CODE_ALREADY_USED")
      return { ok: false, reason: "wrong-code", message: error.message };
    if (code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE" || code === "ACCOUNT_TEMPORARILY_LOCKED") {
      return { ok: false, reason: "start-again", message: TWO_FACTOR_MESSAGES.tooManyWrong };
    }
    return { ok: false, reason: "start-again", message: TWO_FACTOR_MESSAGES.expired };
  }
}
