import { z } from "zod";
import en from "~/i18n/messages/auth/en";
import { type AuthSchemaMessages, authSchemas } from "./auth.schema";

// The English of the `auth` messages, for the server's answers (pages translate them).
export const TWO_FACTOR_MESSAGES = en.twoFactorMessages;
export const PHONE_FACTOR_MESSAGES = en.phoneFactorMessages;

const built = new WeakMap<AuthSchemaMessages, ReturnType<typeof buildTwoFactorSchemas>>();

/**
 * The two-step schemas speaking `m`'s language: the `auth` namespace's (`useT(auth)`,
 * `translate(locale, auth)`), or its English.
 */
export function twoFactorSchemasFor(m: AuthSchemaMessages) {
  let schemas = built.get(m);
  if (!schemas) {
    schemas = buildTwoFactorSchemas(m);
    built.set(m, schemas);
  }
  return schemas;
}

function buildTwoFactorSchemas(m: AuthSchemaMessages) {
  const twoFactor = m.twoFactorMessages;
  const phoneFactor = m.phoneFactorMessages;

  const password = z
    .string({ error: twoFactor.passwordRequired })
    .min(1, twoFactor.passwordRequired)
    .max(128, twoFactor.wrongPassword);

  /** Authenticator codes are six digits; spaces (as apps show them: "123 456") are forgiven. */
  const totpCode = z
    .string({ error: twoFactor.codeFormat })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, twoFactor.codeFormat));

  /** better-auth's backup codes are ten letters and digits shown as two groups of five. */
  const backupCode = z
    .string({ error: twoFactor.backupFormat })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, twoFactor.backupFormat))
    // Stored as "abcde-12345": a code typed without its dash still counts.
    .transform((value) => (value.includes("-") ? value : `${value.slice(0, 5)}-${value.slice(5)}`));

  const smsCode = z
    .string({ error: phoneFactor.codeFormat })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, phoneFactor.codeFormat));

  /** Text-message codes: the number (Nigerian, as at registration) and the current password. */
  const enrolPhoneSchema = z.object({
    intent: z.literal("mfa-phone-start"),
    phone: authSchemas(m).registerSchema.shape.phone,
    password,
  });

  const confirmPhoneSchema = z.object({
    intent: z.literal("mfa-phone-confirm"),
    code: smsCode,
  });

  const enrolTotpSchema = z.object({
    intent: z.literal("mfa-enrol"),
    friendlyName: z
      .string()
      .trim()
      .max(60, twoFactor.nameTooLong)
      .optional()
      // Stored, not shown in another language: the name the person did not give.
      .transform((value) => value || "Authenticator app"),
    password,
  });

  const confirmTotpSchema = z.object({ intent: z.literal("mfa-confirm"), code: totpCode });

  /** One password field, two buttons: new backup codes, or turn two-step sign-in off. */
  const manageTwoFactorSchema = z.object({
    intent: z.enum(["mfa-backup-codes", "mfa-remove"]),
    password,
  });

  const secondFactorSchema = z.discriminatedUnion("method", [
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

  return {
    totpCode,
    backupCode,
    smsCode,
    enrolPhoneSchema,
    confirmPhoneSchema,
    enrolTotpSchema,
    confirmTotpSchema,
    manageTwoFactorSchema,
    secondFactorSchema,
  };
}

// The English schemas (settings' forms and tests use them as they are).
export const {
  totpCode,
  backupCode,
  smsCode,
  enrolPhoneSchema,
  confirmPhoneSchema,
  enrolTotpSchema,
  confirmTotpSchema,
  manageTwoFactorSchema,
  secondFactorSchema,
} = twoFactorSchemasFor(en);
