import { data } from "react-router";
import { z } from "zod";
import { VIDEO_QUALITIES } from "~/db/schema/enums";
import { accountSchemasFor, avatarSchema } from "~/domain/account/account.schema";
import { deleteAccount } from "~/domain/account/deletion.server";
import { removeAvatar, replaceAvatar, updateProfile } from "~/domain/account/profile.server";
import type { SettingsAlert, SettingsIntent, SettingsReply } from "~/domain/account/settings-reply";
import { isCommonPassword } from "~/domain/auth/common-passwords.server";
import { changePassword, hasPassword, requestEmailChange } from "~/domain/auth/password.server";
import type { SessionUser } from "~/domain/auth/session.server";
import { saveVideoQuality } from "~/domain/media/video-choice.server";
import { namespaceMessages, translate } from "~/i18n/catalog.server";
import type { MessageTree } from "~/i18n/define";
import type { Locale } from "~/i18n/locales";
import { auth } from "~/i18n/messages/auth";
import { settings } from "~/i18n/messages/settings";
import settingsEn from "~/i18n/messages/settings/en";
import { clearDeviceStorage } from "~/lib/clear-device.server";
import { parseSubmission } from "~/lib/parse-submission";
import { localizeAuthMessage } from "~/routes/auth/auth-messages.server";
import { redirectWithToast } from "~/routes/toast.server";
import type { Services } from "~/services.server";

// The account settings page's forms (photo, profile, password, e-mail, deletion): each checks its
// fields, asks the domain, and answers with the field's error beside it, an alert above the form,
// or a redirect back to the page with a toast, so every form works without JavaScript.

/** Where each English message of the account code lives in the `settings` namespace. */
const SETTINGS_PATHS = new Map<string, [string, string]>();
for (const part of ["validation", "server"] as const) {
  for (const [key, value] of Object.entries(settingsEn[part])) {
    if (!SETTINGS_PATHS.has(value)) SETTINGS_PATHS.set(value, [part, key]);
  }
}

/**
 * An English message of the account or sign-in code (a refusal the domain explained) in the
 * page's language; one we do not know stays as it is.
 */
export function localizeSettingsMessage(locale: Locale, message: string): string {
  if (locale === "en") return message;
  const path = SETTINGS_PATHS.get(message);
  if (!path) return localizeAuthMessage(locale, message);
  const tree = namespaceMessages(settings, locale) as Record<string, MessageTree>;
  const found = tree[path[0]]?.[path[1]];
  return typeof found === "string" ? found : message;
}

/** The settings forms' words in the request's language: schemas, toasts, alerts. */
export function settingsWords(locale: Locale) {
  const t = translate(locale, settings);
  const a = translate(locale, auth);
  return { t, a, locale, schemas: accountSchemasFor(a, t) };
}

type Words = ReturnType<typeof settingsWords>;

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
export function unreadableForm(services: Services, request: Request, here: string, locale: Locale) {
  return redirectWithToast(services.toasts, request, here, {
    ...translate(locale, settings).toasts.nothingChanged,
    variant: "destructive",
  });
}

/** A photo over the size limit, answered without reading it: the browser's own size message. */
export function avatarTooLarge(locale: Locale) {
  const empty = new FormData();
  empty.set("intent", "avatar");
  const result = parseSubmission(empty, { schema: avatarSchema }).reply({
    fieldErrors: { avatar: [translate(locale, settings).validation.avatarTooBig] },
  });
  return settingsReply("avatar", result, 413);
}

/** The video size radio: one of the three copies (anything else is an unreadable form). */
const videoQualitySchema = z.enum(VIDEO_QUALITIES);

/** One post of the account settings page at `here`, dispatched by its intent. */
export async function submitAccountSettings(
  services: Services,
  request: Request,
  user: SessionUser,
  formData: FormData,
  here: string,
  locale: Locale,
) {
  const w = settingsWords(locale);
  switch (formData.get("intent")) {
    case "profile":
      return saveProfile(services, request, user.id, formData, here, w);
    case "avatar":
      return uploadAvatar(services, request, user.id, formData, here, w);
    case "avatar-remove":
      await removeAvatar(services, user.id);
      return redirectWithToast(services.toasts, request, here, w.t.toasts.profileUpdated);
    case "password":
      return savePassword(services, request, formData, here, w);
    case "delete-account":
      return removeAccount(services, request, user, formData, w);
    case "email":
      return changeEmail(services, request, user, formData, here, w);
    case "video-quality": {
      const quality = videoQualitySchema.safeParse(formData.get("quality"));
      if (!quality.success) return unreadableForm(services, request, here, locale);
      await saveVideoQuality(services.db, user.id, quality.data);
      return redirectWithToast(services.toasts, request, here, w.t.toasts.videoSaved);
    }
    default:
      return unreadableForm(services, request, here, locale);
  }
}

// The server adds what the browser cannot check cheaply: the common-password list.
function serverPasswordSchema(w: Words) {
  return w.schemas.changePasswordSchema.superRefine((value, ctx) => {
    if (isCommonPassword(value.newPassword)) {
      ctx.addIssue({
        code: "custom",
        path: ["newPassword"],
        message: w.a.validation.commonPassword,
      });
    }
  });
}

const SAVE_FAILURES = {
  profile: { log: "profile update failed", message: "profileSaveFailed" },
  avatar: { log: "avatar upload failed", message: "avatarSaveFailed" },
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
  w: Words,
) {
  const failure = SAVE_FAILURES[intent];
  services.logger.error({ err: error }, failure.log);
  return settingsReply(intent, result, 500, {
    title: w.t.toasts.profileFailed,
    description: w.t.toasts[failure.message],
  });
}

async function saveProfile(
  services: Services,
  request: Request,
  userId: string,
  formData: FormData,
  here: string,
  w: Words,
) {
  const submission = parseSubmission(formData, { schema: w.schemas.profileSchema });
  if (submission.status !== "success") return settingsReply("profile", submission.reply(), 400);
  try {
    await updateProfile(services, userId, submission.value);
  } catch (error) {
    return saveFailed(services, "profile", submission.reply(), error, w);
  }
  return redirectWithToast(services.toasts, request, here, w.t.toasts.profileUpdated);
}

async function uploadAvatar(
  services: Services,
  request: Request,
  userId: string,
  formData: FormData,
  here: string,
  w: Words,
) {
  const submission = parseSubmission(formData, { schema: w.schemas.avatarSchema });
  if (submission.status !== "success") return settingsReply("avatar", submission.reply(), 400);
  try {
    const outcome = await replaceAvatar(services, userId, submission.value.avatar);
    if (!outcome.ok) {
      const message = localizeSettingsMessage(w.locale, outcome.message);
      return settingsReply("avatar", submission.reply({ fieldErrors: { avatar: [message] } }), 400);
    }
  } catch (error) {
    return saveFailed(services, "avatar", submission.reply(), error, w);
  }
  return redirectWithToast(services.toasts, request, here, w.t.toasts.profileUpdated);
}

async function savePassword(
  services: Services,
  request: Request,
  formData: FormData,
  here: string,
  w: Words,
) {
  const submission = parseSubmission(formData, { schema: serverPasswordSchema(w) });
  const hidden = { hideFields: ["currentPassword", "newPassword", "confirmPassword"] };
  const mismatchAlert = w.a.alerts.newPasswordMismatch;
  if (submission.status !== "success") {
    const result = submission.reply(hidden);
    // A mismatch is also announced with its own alert title, as the product's texts ask.
    const mismatch = result.error?.confirmPassword?.includes(mismatchAlert.description);
    return settingsReply("password", result, 400, mismatch ? { ...mismatchAlert } : null);
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
      const message = localizeSettingsMessage(w.locale, outcome.message);
      return settingsReply(
        "password",
        submission.reply({ ...hidden, fieldErrors: { currentPassword: [message] } }),
        400,
        { title: mismatchAlert.title, description: message },
      );
    }
    return settingsReply("password", submission.reply(hidden), 400, {
      title: w.t.toasts.passwordFailed,
      description: localizeSettingsMessage(w.locale, outcome.message),
    });
  }
  return redirectWithToast(
    services.toasts,
    request,
    here,
    w.t.toasts.passwordUpdated,
    outcome.headers,
  );
}

async function changeEmail(
  services: Services,
  request: Request,
  user: { id: string; email: string },
  formData: FormData,
  here: string,
  w: Words,
) {
  const submission = parseSubmission(formData, { schema: w.schemas.changeEmailSchema });
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
    return refusalReply(
      "email",
      submission,
      { ...outcome, message: localizeSettingsMessage(w.locale, outcome.message) },
      { title: w.t.toasts.emailNotChanged, hideFields },
    );
  }
  const toast = w.t.toasts.checkInbox;
  return redirectWithToast(services.toasts, request, here, {
    title: toast.title,
    description: toast.description({ email: submission.value.newEmail }),
  });
}

async function removeAccount(
  services: Services,
  request: Request,
  user: { id: string; email: string },
  formData: FormData,
  w: Words,
) {
  const confirmWith = (await hasPassword(services, user.id)) ? "password" : "email";
  const submission = parseSubmission(formData, {
    schema: w.schemas.deleteAccountSchema(confirmWith),
  });
  const hideFields = ["secret"];
  if (submission.status !== "success") {
    return settingsReply("delete-account", submission.reply({ hideFields }), 400);
  }
  const outcome = await deleteAccount(services, request, user, submission.value.secret);
  if (!outcome.ok) {
    return refusalReply(
      "delete-account",
      submission,
      { ...outcome, message: localizeSettingsMessage(w.locale, outcome.message) },
      { title: w.t.toasts.deletionFailed, hideFields },
    );
  }
  return redirectWithToast(
    services.toasts,
    request,
    "/",
    w.t.toasts.accountDeleted,
    clearDeviceStorage(outcome.headers),
  );
}
