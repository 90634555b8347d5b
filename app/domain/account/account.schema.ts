import { z } from "zod";
import { type AuthSchemaMessages, authSchemas, MESSAGES } from "~/domain/auth/auth.schema";
import type { Translation } from "~/i18n/define";
import authEn from "~/i18n/messages/auth/en";
import settingsEn from "~/i18n/messages/settings/en";
import { AVATAR_MAX_BYTES } from "./account.constants";

export {
  AVATAR_ACCEPT,
  AVATAR_BODY_LIMIT,
  AVATAR_MAX_BYTES,
  CONFIRM_DELETION_LABEL,
  FORM_BODY_LIMIT,
} from "./account.constants";

// The settings page's forms: one schema each, shared by the browser (quick feedback) and the
// action (which decides).

export const SETTINGS_TOASTS = {
  profileUpdated: {
    title: "Profile updated",
    description: "Your profile was updated successfully",
  },
  profileFailed: { title: "Update failed" },
  passwordUpdated: {
    title: "Password updated",
    description: "Your password was updated successfully",
  },
  passwordFailed: { title: "Password update failed" },
  passwordMismatch: MESSAGES.newPasswordMismatch,
  accountDeleted: {
    title: "Account deleted",
    description: "Your account and personal data have been erased. Thank you for learning with us.",
  },
  deletionFailed: { title: "Account deletion failed" },
} as const;

export const AVATAR_MESSAGES = {
  missing: settingsEn.validation.avatarMissing,
  tooBig: settingsEn.validation.avatarTooBig,
  wrongType: settingsEn.validation.avatarWrongType,
  dimensions: settingsEn.validation.avatarDimensions,
  unreadable: settingsEn.validation.avatarUnreadable,
} as const;

/**
 * The messages the account schemas show beside the fields, in one language: the `settings`
 * namespace's validation messages (`useT(settings)`, `translate(locale, settings)`) with the
 * `auth` namespace's (the name, phone, e-mail and new-password rules are registration's).
 */
export type AccountSchemaMessages = Translation<Pick<typeof settingsEn, "validation">>;

const built = new WeakMap<
  AccountSchemaMessages,
  WeakMap<AuthSchemaMessages, ReturnType<typeof buildAccountSchemas>>
>();

/** The settings page's schemas speaking the language of `m` and `authMessages` (built once each). */
export function accountSchemasFor(authMessages: AuthSchemaMessages, m: AccountSchemaMessages) {
  let byAuth = built.get(m);
  if (!byAuth) {
    byAuth = new WeakMap();
    built.set(m, byAuth);
  }
  let schemas = byAuth.get(authMessages);
  if (!schemas) {
    schemas = buildAccountSchemas(authMessages, m);
    byAuth.set(authMessages, schemas);
  }
  return schemas;
}

function buildAccountSchemas(
  authMessages: AuthSchemaMessages,
  { validation: v }: AccountSchemaMessages,
) {
  const { emailField, registerSchema } = authSchemas(authMessages);
  /** The name and phone rules are the registration form's, so an account never fails its own. */
  const registerShape = registerSchema.shape;

  const profileSchema = z.object({
    intent: z.literal("profile"),
    fullName: registerShape.fullName,
    // Optional here (a social sign-up may not have one); empty inputs arrive as undefined.
    phone: registerShape.phone.optional(),
  });

  /** Changing the sign-in address: the new one gets a link; the current password proves it is you. */
  const changeEmailSchema = z.object({
    intent: z.literal("email"),
    newEmail: emailField,
    password: z
      .string({ error: v.enterCurrentPassword })
      .min(1, v.enterCurrentPassword)
      .max(128, v.currentPasswordIncorrect),
  });

  const avatarSchema = z.object({
    intent: z.literal("avatar"),
    // The browser's declared type and the file name prove nothing: the server checks the content.
    avatar: z
      .instanceof(File, { error: v.avatarMissing })
      .refine((file) => file.size > 0, v.avatarMissing)
      .refine((file) => file.size <= AVATAR_MAX_BYTES, v.avatarTooBig),
  });

  const changePasswordSchema = z
    .object({
      intent: z.literal("password"),
      currentPassword: z
        .string({ error: v.pleaseEnterCurrentPassword })
        .min(1, v.pleaseEnterCurrentPassword)
        .max(128, v.passwordTooLong),
      newPassword: registerShape.password,
      confirmPassword: z.string({ error: v.confirmNewPassword }).min(1, v.confirmNewPassword),
      revokeOtherSessions: z.boolean().optional(),
    })
    .refine((d) => d.newPassword === d.confirmPassword, {
      path: ["confirmPassword"],
      message: authMessages.alerts.newPasswordMismatch.description,
    })
    .refine((d) => d.newPassword !== d.currentPassword, {
      path: ["newPassword"],
      message: v.differentPassword,
    });

  /**
   * Deleting asks for the password; an account without one (social sign-in only) types its e-mail
   * address instead, so a borrowed, signed-in phone cannot erase an account in one tap.
   */
  function deleteAccountSchema(confirmWith: "password" | "email") {
    return z.object({
      intent: z.literal("delete-account"),
      secret:
        confirmWith === "password"
          ? z.string({ error: v.enterPassword }).min(1, v.enterPassword).max(128, v.passwordTooLong)
          : z.string({ error: v.typeEmail }).trim().min(1, v.typeEmail).max(254),
      confirm: z.boolean({ error: v.tickBox }).refine((value) => value, v.tickBox),
    });
  }

  return {
    profileSchema,
    changeEmailSchema,
    avatarSchema,
    changePasswordSchema,
    deleteAccountSchema,
  };
}

// The English schemas (the tests and English-speaking code use them as they are).
export const {
  profileSchema,
  changeEmailSchema,
  avatarSchema,
  changePasswordSchema,
  deleteAccountSchema,
} = accountSchemasFor(authEn, settingsEn);
