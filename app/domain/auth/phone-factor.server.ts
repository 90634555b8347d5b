import { createHash, randomInt } from "node:crypto";
import { isAPIError } from "better-auth/api";
import { and, eq, isNotNull } from "drizzle-orm";
import { phoneFactors, user } from "~/db/schema";
import { findUserLocale } from "~/domain/i18n/preferences.server";
import { translate } from "~/i18n/catalog.server";
import { sms as smsMessages } from "~/i18n/messages/sms";
import type { Services } from "~/services.server";
import { codeOf } from "./accounts.server";
import { verifyUserPassword, WRONG_CURRENT_PASSWORD } from "./password.server";
import { PHONE_FACTOR_MESSAGES, TWO_FACTOR_MESSAGES } from "./two-factor.schema";

// The phone factor's own steps: confirming a number by text message in settings. Signing in with
// it goes through better-auth's OTP endpoints (see two-factor-plugin.server.ts).

const CONFIRM_CODE_MINUTES = 10;
const RESEND_AFTER_SECONDS = 60;
const MAX_WRONG_CODES = 5;

/** +2348031234567 from 0803 123 4567, 2348031234567 or +234 803 123 4567 (already validated). */
export function toInternationalNumber(phone: string): string {
  const digits = phone.replace(/[^\d]/g, "");
  if (digits.startsWith("234")) return `+${digits}`;
  return `+234${digits.replace(/^0/, "")}`;
}

/** "+234 ••• ••• 4567": enough to recognise the number, not enough to learn it. */
export function maskPhone(phone: string): string {
  return `+234 ••• ••• ${phone.slice(-4)}`;
}

function hashCode(userId: string, code: string) {
  return createHash("sha256").update(`phone-factor:${userId}:${code}`).digest("hex");
}

export type PhoneFactorStatus = {
  /** The confirmed number, masked; null when there is none. */
  confirmed: string | null;
  /** A number waiting for its code, masked; null when none is. */
  pending: string | null;
};

export async function getPhoneFactor(
  services: Pick<Services, "db">,
  userId: string,
): Promise<PhoneFactorStatus> {
  const [row] = await services.db
    .select({
      phone: phoneFactors.phone,
      verifiedAt: phoneFactors.verifiedAt,
      pendingPhone: phoneFactors.pendingPhone,
      pendingExpiresAt: phoneFactors.pendingExpiresAt,
    })
    .from(phoneFactors)
    .where(eq(phoneFactors.userId, userId));
  const pendingLive =
    row?.pendingPhone && row.pendingExpiresAt && row.pendingExpiresAt > new Date();
  return {
    confirmed: row?.phone && row.verifiedAt ? maskPhone(row.phone) : null,
    pending: pendingLive && row.pendingPhone ? maskPhone(row.pendingPhone) : null,
  };
}

type Refusal = { ok: false; field?: "password" | "code" | "phone"; message: string };

/** Texts a confirmation code to a new number, after the current password. */
export async function startPhoneEnrolment(
  services: Pick<Services, "db" | "auth" | "sms" | "logger">,
  input: { userId: string; phone: string; password: string },
): Promise<{ ok: true; sentTo: string } | Refusal> {
  if (!(await verifyUserPassword(services as Services, input.userId, input.password))) {
    return { ok: false, field: "password", message: WRONG_CURRENT_PASSWORD };
  }
  const phone = toInternationalNumber(input.phone);
  const now = new Date();
  const [existing] = await services.db
    .select({ sentAt: phoneFactors.pendingSentAt })
    .from(phoneFactors)
    .where(eq(phoneFactors.userId, input.userId));
  if (existing?.sentAt && now.getTime() - existing.sentAt.getTime() < RESEND_AFTER_SECONDS * 1000) {
    return { ok: false, message: PHONE_FACTOR_MESSAGES.wait };
  }
  const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
  const pending = {
    pendingPhone: phone,
    pendingCodeHash: hashCode(input.userId, code),
    pendingExpiresAt: new Date(now.getTime() + CONFIRM_CODE_MINUTES * 60_000),
    pendingAttempts: 0,
    pendingSentAt: now,
  };
  await services.db
    .insert(phoneFactors)
    .values({ userId: input.userId, friendlyName: "Text messages", ...pending })
    .onConflictDoUpdate({ target: phoneFactors.userId, set: pending });
  try {
    await services.sms.send({
      to: phone,
      body: translate(await findUserLocale(services.db, input.userId), smsMessages).confirmPhone({
        code,
        minutes: CONFIRM_CODE_MINUTES,
      }),
    });
  } catch (error) {
    services.logger.error({ err: error }, "phone factor code not sent");
    return { ok: false, message: "We could not send the text message. Please try again later." };
  }
  return { ok: true, sentTo: maskPhone(phone) };
}

/** Confirms the pending number with its code; two-step sign-in is then on for the account. */
export async function confirmPhoneEnrolment(
  services: Pick<Services, "db">,
  input: { userId: string; code: string },
): Promise<{ ok: true } | Refusal> {
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(phoneFactors)
      .where(and(eq(phoneFactors.userId, input.userId), isNotNull(phoneFactors.pendingPhone)))
      .for("update");
    if (!row?.pendingCodeHash || !row.pendingExpiresAt || row.pendingExpiresAt <= new Date()) {
      return { ok: false, field: "code", message: PHONE_FACTOR_MESSAGES.expired } as const;
    }
    if (row.pendingAttempts >= MAX_WRONG_CODES) {
      return { ok: false, field: "code", message: PHONE_FACTOR_MESSAGES.tooMany } as const;
    }
    if (row.pendingCodeHash !== hashCode(input.userId, input.code)) {
      await tx
        .update(phoneFactors)
        .set({ pendingAttempts: row.pendingAttempts + 1 })
        .where(eq(phoneFactors.userId, input.userId));
      return { ok: false, field: "code", message: PHONE_FACTOR_MESSAGES.wrongCode } as const;
    }
    await tx
      .update(phoneFactors)
      .set({
        phone: row.pendingPhone,
        verifiedAt: new Date(),
        pendingPhone: null,
        pendingCodeHash: null,
        pendingExpiresAt: null,
        pendingAttempts: 0,
        pendingSentAt: null,
      })
      .where(eq(phoneFactors.userId, input.userId));
    await tx.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, input.userId));
    return { ok: true } as const;
  });
}

/** Removes the phone factor (turning two-step sign-in off removes every factor). */
export async function removePhoneFactor(services: Pick<Services, "db">, userId: string) {
  await services.db.delete(phoneFactors).where(eq(phoneFactors.userId, userId));
}

/** Whose sign-in waits for its second step in this browser (null when none does). */
export async function pendingSignInUserId(
  services: Pick<Services, "auth">,
  request: Request,
): Promise<string | null> {
  const { userId } = await services.auth.api.pendingTwoFactorUser({ headers: request.headers });
  return userId;
}

/** Texts a sign-in code to the confirmed number of the user halfway through signing in. */
export async function sendSignInCode(
  services: Pick<Services, "auth" | "db">,
  request: Request,
): Promise<{ ok: true; sentTo: string } | { ok: false; message: string }> {
  const userId = await pendingSignInUserId(services, request);
  if (!userId) return { ok: false, message: TWO_FACTOR_MESSAGES.expired };
  const factor = await getPhoneFactor(services, userId);
  if (!factor.confirmed) return { ok: false, message: PHONE_FACTOR_MESSAGES.noPhone };
  try {
    await services.auth.api.sendTwoFactorOTP({ headers: request.headers, body: {} });
    return { ok: true, sentTo: factor.confirmed };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    // better-auth's codes name its internals; the visitor needs to know what to do next.
    const expired = codeOf(error) === "INVALID_TWO_FACTOR_COOKIE";
    return {
      ok: false,
      message: expired ? TWO_FACTOR_MESSAGES.expired : PHONE_FACTOR_MESSAGES.sendFailed,
    };
  }
}
