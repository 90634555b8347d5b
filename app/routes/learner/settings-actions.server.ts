import { data } from "react-router";
import {
  AVATAR_MESSAGES,
  avatarSchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  profileSchema,
  SETTINGS_TOASTS,
} from "~/domain/account/account.schema";
import { deleteAccount } from "~/domain/account/deletion.server";
import { removeAvatar, replaceAvatar, updateProfile } from "~/domain/account/profile.server";
import type { SettingsAlert, SettingsIntent, SettingsReply } from "~/domain/account/settings-reply";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/domain/auth/common-passwords.server";
import { changePassword, hasPassword, requestEmailChange } from "~/domain/auth/password.server";
import type { SessionUser } from "~/domain/auth/session.server";
import { parseSubmission } from "~/lib/parse-submission";
import { redirectWithToast } from "~/routes/toast.server";
import type { Services } from "~/services.server";

// The account settings page's forms (photo, profile, password, e-mail, deletion): each checks its
// fields, asks the domain, and answers with the field's error beside it, an alert above the form,
// or a redirect back to the page with a toast, so every form works without JavaScript.

export function settingsReply(
  intent: SettingsIntent,
  result: SettingsReply["result"],
  status: number,
  alert: SettingsAlert | null = null,
  extra: { backupCodes?: string[]; sentTo?: string; headers?: HeadersInit } = {},
) {
  return data(
    {
      intent,
      result,
      alert,
      backupCodes: extra.backupCodes,
      sentTo: extra.sentTo,
    } satisfies SettingsReply,
    { status, headers: extra.headers },
  );
}

type Submission = { reply: (options?: ReplyOptions) => SettingsReply["result"] };
type ReplyOptions = {
  hideFields?: string[];
  fieldErrors?: Record<string, string[]>;
  resetForm?: boolean;
};

/**
 * A refusal the domain explained: beside the field it names (400) when the form has that field,
 * otherwise above the form under `title` (409). Typed secrets are never sent back.
 */
export function refusalReply(
  intent: SettingsIntent,
  submission: Submission,
  outcome: { field?: string | null; message: string },
  options: { title: string; hideFields: string[]; formFields?: readonly string[] },
) {
  const hidden = { hideFields: options.hideFields };
  const field =
    outcome.field && (options.formFields?.includes(outcome.field) ?? true) ? outcome.field : null;
  return field
    ? settingsReply(
        intent,
        submission.reply({ ...hidden, fieldErrors: { [field]: [outcome.message] } }),
        400,
      )
    : settingsReply(intent, submission.reply(hidden), 409, {
        title: options.title,
        description: outcome.message,
      });
}

/** A post no form of the page sends (a stale page, a forged request): back to the page. */
export function unreadableForm(services: Services, request: Request, here: string) {
  return redirectWithToast(services.toasts, request, here, {
    title: "Nothing was changed",
    description: "This form could not be read. Please reload the page and try again.",
    variant: "destructive",
  });
}

/** A photo over the size limit, answered without reading it: the browser's own size message. */
export function avatarTooLarge() {
  const empty = new FormData();
  empty.set("intent", "avatar");
  const result = parseSubmission(empty, { schema: avatarSchema }).reply({
    fieldErrors: { avatar: [AVATAR_MESSAGES.tooBig] },
  });
  return settingsReply("avatar", result, 413);
}

/** One post of the account settings page at `here`, dispatched by its intent. */
export async function submitAccountSettings(
  services: Services,
  request: Request,
  user: SessionUser,
  formData: FormData,
  here: string,
) {
  switch (formData.get("intent")) {
    case "profile":
      return saveProfile(services, request, user.id, formData, here);
    case "avatar":
      return uploadAvatar(services, request, user.id, formData, here);
    case "avatar-remove":
      await removeAvatar(services, user.id);
      return redirectWithToast(services.toasts, request, here, SETTINGS_TOASTS.profileUpdated);
    case "password":
      return savePassword(services, request, formData, here);
    case "delete-account":
      return removeAccount(services, request, user, formData);
    case "email":
      return changeEmail(services, request, user, formData, here);
    default:
      return unreadableForm(services, request, here);
  }
}

// The server adds what the browser cannot check cheaply: the common-password list.
const serverPasswordSchema = changePasswordSchema.superRefine((value, ctx) => {
  if (isCommonPassword(value.newPassword)) {
    ctx.addIssue({ code: "custom", path: ["newPassword"], message: COMMON_PASSWORD_MESSAGE });
  }
});

const SAVE_FAILURES = {
  profile: { log: "profile update failed", what: "your profile" },
  avatar: { log: "avatar upload failed", what: "your photo" },
} as const;

/**
 * A profile save that threw (the database or the disk: nothing the visitor can fix), logged and
 * answered with a 500 that says what was not saved.
 */
function saveFailed(
  services: Services,
  intent: keyof typeof SAVE_FAILURES,
  result: SettingsReply["result"],
  error: unknown,
) {
  const failure = SAVE_FAILURES[intent];
  services.logger.error({ err: error }, failure.log);
  return settingsReply(intent, result, 500, {
    title: SETTINGS_TOASTS.profileFailed.title,
    description: `We could not save ${failure.what}. Please try again in a moment.`,
  });
}

async function saveProfile(
  services: Services,
  request: Request,
  userId: string,
  formData: FormData,
  here: string,
) {
  const submission = parseSubmission(formData, { schema: profileSchema });
  if (submission.status !== "success") return settingsReply("profile", submission.reply(), 400);
  try {
    await updateProfile(services, userId, submission.value);
  } catch (error) {
    return saveFailed(services, "profile", submission.reply(), error);
  }
  return redirectWithToast(services.toasts, request, here, SETTINGS_TOASTS.profileUpdated);
}

async function uploadAvatar(
  services: Services,
  request: Request,
  userId: string,
  formData: FormData,
  here: string,
) {
  const submission = parseSubmission(formData, { schema: avatarSchema });
  if (submission.status !== "success") return settingsReply("avatar", submission.reply(), 400);
  try {
    const outcome = await replaceAvatar(services, userId, submission.value.avatar);
    if (!outcome.ok) {
      return settingsReply(
        "avatar",
        submission.reply({ fieldErrors: { avatar: [outcome.message] } }),
        400,
      );
    }
  } catch (error) {
    return saveFailed(services, "avatar", submission.reply(), error);
  }
  return redirectWithToast(services.toasts, request, here, SETTINGS_TOASTS.profileUpdated);
}

async function savePassword(
  services: Services,
  request: Request,
  formData: FormData,
  here: string,
) {
  const submission = parseSubmission(formData, { schema: serverPasswordSchema });
  const hidden = { hideFields: ["currentPassword", "newPassword", "confirmPassword"] };
  if (submission.status !== "success") {
    const result = submission.reply(hidden);
    // A mismatch is also announced with its own alert title, as the product's texts ask.
    const mismatch = result.error?.confirmPassword?.includes(
      SETTINGS_TOASTS.passwordMismatch.description,
    );
    return settingsReply(
      "password",
      result,
      400,
      mismatch ? SETTINGS_TOASTS.passwordMismatch : null,
    );
  }
  const outcome = await changePassword(services, request, {
    currentPassword: submission.value.currentPassword,
    newPassword: submission.value.newPassword,
    revokeOtherSessions: submission.value.revokeOtherSessions ?? false,
  });
  if (!outcome.ok) {
    if (outcome.reason === "wrong-current") {
      // The typed password does not match the stored one: the same 'Password mismatch' title as
      // two differing new passwords, with the reason beside the Current password field.
      return settingsReply(
        "password",
        submission.reply({ ...hidden, fieldErrors: { currentPassword: [outcome.message] } }),
        400,
        { title: SETTINGS_TOASTS.passwordMismatch.title, description: outcome.message },
      );
    }
    return settingsReply("password", submission.reply(hidden), 400, {
      title: SETTINGS_TOASTS.passwordFailed.title,
      description: outcome.message,
    });
  }
  return redirectWithToast(
    services.toasts,
    request,
    here,
    SETTINGS_TOASTS.passwordUpdated,
    outcome.headers,
  );
}

async function changeEmail(
  services: Services,
  request: Request,
  user: { id: string; email: string },
  formData: FormData,
  here: string,
) {
  const submission = parseSubmission(formData, { schema: changeEmailSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") {
    return settingsReply("email", submission.reply({ hideFields }), 400);
  }
  const outcome = await requestEmailChange(services, request, {
    userId: user.id,
    currentEmail: user.email,
    newEmail: submission.value.newEmail,
    password: submission.value.password,
  });
  if (!outcome.ok) {
    return refusalReply("email", submission, outcome, { title: "E-mail not changed", hideFields });
  }
  return redirectWithToast(services.toasts, request, here, {
    title: "Check your new inbox",
    description: `We sent a link to ${submission.value.newEmail}. Your e-mail address changes when you open it.`,
  });
}

async function removeAccount(
  services: Services,
  request: Request,
  user: { id: string; email: string },
  formData: FormData,
) {
  const confirmWith = (await hasPassword(services, user.id)) ? "password" : "email";
  const submission = parseSubmission(formData, { schema: deleteAccountSchema(confirmWith) });
  const hideFields = ["secret"];
  if (submission.status !== "success") {
    return settingsReply("delete-account", submission.reply({ hideFields }), 400);
  }
  const outcome = await deleteAccount(services, request, user, submission.value.secret);
  if (!outcome.ok) {
    return refusalReply("delete-account", submission, outcome, {
      title: SETTINGS_TOASTS.deletionFailed.title,
      hideFields,
    });
  }
  return redirectWithToast(
    services.toasts,
    request,
    "/",
    SETTINGS_TOASTS.accountDeleted,
    outcome.headers,
  );
}
