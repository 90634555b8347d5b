import { z } from "zod";
import { emailField, MESSAGES, registerSchema } from "~/domain/auth/auth.schema";
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
  missing: "Please choose a photo to upload.",
  tooBig: "This photo is larger than 2 MB. Please choose a smaller one.",
  wrongType: "Please choose a JPEG, PNG or WebP picture.",
  dimensions: "This picture is too large to process. Please choose one under 64 megapixels.",
  unreadable: "We could not read this picture. It may be damaged: please choose another one.",
} as const;

/** The name and phone rules are the registration form's, so an account never fails its own. */
const registerShape = registerSchema.shape;

export const profileSchema = z.object({
  intent: z.literal("profile"),
  fullName: registerShape.fullName,
  // Optional here (a social sign-up may not have one); empty inputs arrive as undefined.
  phone: registerShape.phone.optional(),
});

/** Changing the sign-in address: the new one gets a link; the current password proves it is you. */
export const changeEmailSchema = z.object({
  intent: z.literal("email"),
  newEmail: emailField,
  password: z
    .string({ error: "Enter your current password." })
    .min(1, "Enter your current password.")
    .max(128, "Your current password is incorrect."),
});

export const avatarSchema = z.object({
  intent: z.literal("avatar"),
  // The browser's declared type and the file name prove nothing: the server checks the content.
  avatar: z
    .instanceof(File, { error: AVATAR_MESSAGES.missing })
    .refine((file) => file.size > 0, AVATAR_MESSAGES.missing)
    .refine((file) => file.size <= AVATAR_MAX_BYTES, AVATAR_MESSAGES.tooBig),
});

export const changePasswordSchema = z
  .object({
    intent: z.literal("password"),
    currentPassword: z
      .string({ error: "Please enter your current password." })
      .min(1, "Please enter your current password.")
      .max(128, "Password should be at most 128 characters."),
    newPassword: registerShape.password,
    confirmPassword: z
      .string({ error: "Please confirm your new password." })
      .min(1, "Please confirm your new password."),
    revokeOtherSessions: z.boolean().optional(),
  })
  .refine((d) => d.newPassword === d.confirmPassword, {
    path: ["confirmPassword"],
    message: MESSAGES.newPasswordMismatch.description,
  })
  .refine((d) => d.newPassword !== d.currentPassword, {
    path: ["newPassword"],
    message: "Please choose a password different from your current one.",
  });

/**
 * Deleting asks for the password; an account without one (social sign-in only) types its e-mail
 * address instead, so a borrowed, signed-in phone cannot erase an account in one tap.
 */
export function deleteAccountSchema(confirmWith: "password" | "email") {
  return z.object({
    intent: z.literal("delete-account"),
    secret:
      confirmWith === "password"
        ? z
            .string({ error: "Please enter your password." })
            .min(1, "Please enter your password.")
            .max(128, "Password should be at most 128 characters.")
        : z
            .string({ error: "Please type your e-mail address." })
            .trim()
            .min(1, "Please type your e-mail address.")
            .max(254),
    confirm: z
      .boolean({ error: "Please tick the box to confirm." })
      .refine((v) => v, "Please tick the box to confirm."),
  });
}
