import { z } from "zod";
import type { Translation } from "~/i18n/define";
import { LOCALES } from "~/i18n/locales";
import en from "~/i18n/messages/auth/en";

// Shared by the forms (client-side validation) and the actions (the server decides).

/** A loose e-mail shape: text, at sign, text, dot, text. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Nigerian numbers: 0XXXXXXXXXX or +234XXXXXXXXXX (spaces and dashes allowed). */
const NIGERIAN_PHONE = /^(?:\+?234|0)[789][01]\d{8}$/;

/**
 * The shortest password a person may set (decision 0009, ASVS 6.2.1), and the number its message
 * names. better-auth's minPasswordLength is the same number, so its endpoints hold the same line.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const MESSAGES = en.alerts;

/**
 * The messages the schemas show beside the fields, in one language: the `auth` namespace's
 * (`useT(auth)` in a component, `translate(locale, auth)` in an action), or its English.
 */
export type AuthSchemaMessages = Translation<
  Pick<typeof en, "alerts" | "validation" | "twoFactorMessages" | "phoneFactorMessages">
>;

const built = new WeakMap<AuthSchemaMessages, ReturnType<typeof buildAuthSchemas>>();

/** The sign-up and sign-in schemas speaking `m`'s language (built once per language). */
export function authSchemas(m: AuthSchemaMessages) {
  let schemas = built.get(m);
  if (!schemas) {
    schemas = buildAuthSchemas(m);
    built.set(m, schemas);
  }
  return schemas;
}

function buildAuthSchemas({ alerts, validation: v }: AuthSchemaMessages) {
  const emailField = z
    .string({ error: v.emailRequired })
    .trim()
    .min(1, v.emailRequired)
    .max(254, alerts.invalidEmail.description)
    .regex(EMAIL_PATTERN, alerts.invalidEmail.description)
    .transform((value) => value.toLowerCase());

  /** The rule for every password a person sets: sign-up, reset, settings, better-auth's endpoints. */
  const passwordField = z
    .string({ error: v.passwordRequired })
    .min(1, v.passwordRequired)
    // One check, so the form's minLength is 8, and one message that names the 8 it needs.
    .min(PASSWORD_MIN, alerts.passwordTooShort.description)
    .max(PASSWORD_MAX, v.passwordTooLong);

  const fullNameField = z
    .string({ error: v.fullNameRequired })
    .trim()
    .min(1, v.fullNameRequired)
    .max(100, v.fullNameTooLong);

  const phoneField = z
    .string({ error: v.phoneRequired })
    .trim()
    .min(1, v.phoneRequired)
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(NIGERIAN_PHONE, v.phoneInvalid));

  const confirmPassword = z.string({ error: v.confirmRequired }).min(1, v.confirmRequired);

  /**
   * POST /api/auth/sign-up/email, as better-auth reads it, held to /register's rules for the
   * same fields. Strict: a field the form does not have is refused, `image` above all (a picture
   * is only ever one we stored, through the settings page's upload).
   */
  const apiSignUpSchema = z.strictObject({
    name: fullNameField,
    email: emailField,
    password: passwordField,
    phone: phoneField,
    callbackURL: z.string().max(2_048).optional(),
    rememberMe: z.boolean().optional(),
    // The language the account's messages are written in (one of ours, or English).
    locale: z.enum(LOCALES).optional(),
  });

  const registerSchema = z
    .object({
      fullName: fullNameField,
      email: emailField,
      phone: phoneField,
      password: passwordField,
      confirmPassword,
      terms: z.boolean({ error: v.termsRequired }).refine((value) => value, v.termsRequired),
      redirectTo: z.string().optional(),
    })
    .refine((d) => d.password === d.confirmPassword, {
      path: ["confirmPassword"],
      message: alerts.passwordMismatch.description,
    });

  const loginSchema = z.object({
    email: z
      .string({ error: v.emailRequired })
      .trim()
      .min(1, v.emailRequired)
      .max(254)
      .transform((value) => value.toLowerCase()),
    password: z.string({ error: v.loginPasswordRequired }).min(1, v.loginPasswordRequired),
    redirectTo: z.string().optional(),
  });

  const resetRequestSchema = z.object({ email: emailField });

  const newPasswordSchema = z
    .object({
      token: z.string({ error: v.resetLinkInvalid }).min(1, v.resetLinkInvalid),
      password: passwordField,
      confirmPassword,
    })
    .refine((d) => d.password === d.confirmPassword, {
      path: ["confirmPassword"],
      message: alerts.passwordMismatch.description,
    });

  const resendVerificationSchema = z.object({ email: emailField });

  return {
    emailField,
    passwordField,
    apiSignUpSchema,
    registerSchema,
    loginSchema,
    resetRequestSchema,
    newPasswordSchema,
    resendVerificationSchema,
  };
}

// The English schemas, for code that speaks English (the API, the admin's and settings' schemas).
export const {
  emailField,
  passwordField,
  apiSignUpSchema,
  registerSchema,
  loginSchema,
  resetRequestSchema,
  newPasswordSchema,
  resendVerificationSchema,
} = authSchemas(en);
