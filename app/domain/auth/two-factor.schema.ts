import { z } from "zod";
import { registerSchema } from "./auth.schema";

export const TWO_FACTOR_MESSAGES = {
  codeFormat: "Enter the 6-digit code from your authenticator app.",
  backupFormat: "Enter one of your backup codes, e.g. ABCDE-12345.",
  wrongCode: "That code is not right. Check the time on your phone and try again.",
  wrongBackupCode: "That backup code is not right, or it has already been used.",
  passwordRequired: "Enter your current password.",
  wrongPassword: "Your current password is incorrect.",
  nameTooLong: "Use at most 60 characters.",
  expired: "Your sign-in took too long. Please log in again.",
  tooManyWrong: "Too many wrong codes. Please log in again.",
} as const;

const password = z
  .string({ error: TWO_FACTOR_MESSAGES.passwordRequired })
  .min(1, TWO_FACTOR_MESSAGES.passwordRequired)
  .max(128, TWO_FACTOR_MESSAGES.wrongPassword);

/** Authenticator codes are six digits; spaces (as apps show them: "123 456") are forgiven. */
export const totpCode = z
  .string({ error: TWO_FACTOR_MESSAGES.codeFormat })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat));

/** better-auth's backup codes are ten letters and digits shown as two groups of five. */
export const backupCode = z
  .string({ error: TWO_FACTOR_MESSAGES.backupFormat })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, TWO_FACTOR_MESSAGES.backupFormat))
  // Stored as "abcde-12345": a code typed without its dash still counts.
  .transform((value) => (value.includes("-") ? value : `${value.slice(0, 5)}-${value.slice(5)}`));

export const PHONE_FACTOR_MESSAGES = {
  codeFormat: "Enter the 6-digit code from the text message.",
  wrongCode: "That code is not right. Check the text message and try again.",
  expired: "That code has expired. Send a new one.",
  tooMany: "Too many wrong codes. Send a new one.",
  wait: "We just sent a code. Please wait a minute before asking for another.",
  noPhone: "No phone number is set up for text messages on this account.",
  sendFailed: "We could not send a code just now. Please try again in a moment.",
} as const;

export const smsCode = z
  .string({ error: PHONE_FACTOR_MESSAGES.codeFormat })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, PHONE_FACTOR_MESSAGES.codeFormat));

/** Text-message codes: the number (Nigerian, as at registration) and the current password. */
export const enrolPhoneSchema = z.object({
  intent: z.literal("mfa-phone-start"),
  phone: registerSchema.shape.phone,
  password,
});

export const confirmPhoneSchema = z.object({
  intent: z.literal("mfa-phone-confirm"),
  code: smsCode,
});

export const enrolTotpSchema = z.object({
  intent: z.literal("mfa-enrol"),
  friendlyName: z
    .string()
    .trim()
    .max(60, TWO_FACTOR_MESSAGES.nameTooLong)
    .optional()
    .transform((value) => value || "Authenticator app"),
  password,
});

export const confirmTotpSchema = z.object({ intent: z.literal("mfa-confirm"), code: totpCode });

/** One password field, two buttons: new backup codes, or turn two-step sign-in off. */
export const manageTwoFactorSchema = z.object({
  intent: z.enum(["mfa-backup-codes", "mfa-remove"]),
  password,
});

export const secondFactorSchema = z.discriminatedUnion("method", [
  z.object({
    method: z.literal("sms"),
    code: smsCode,
    redirectTo: z.string().max(2000).optional(),
  }),
  z.object({
    method: z.literal("totp"),
    code: totpCode,
    redirectTo: z.string().max(2000).optional(),
  }),
  z.object({
    method: z.literal("backup"),
    code: backupCode,
    redirectTo: z.string().max(2000).optional(),
  }),
]);
