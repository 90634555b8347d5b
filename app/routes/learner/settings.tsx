import type { SubmissionResult } from "@conform-to/react";
import { data, isRouteErrorResponse, useLocation } from "react-router";
import { ACCOUNT_SETTINGS_TITLE } from "~/components/admin/admin-tabs";
import { LearnerPageHeader } from "~/components/learner/page-header";
import { AccountSummary } from "~/components/settings/account-summary";
import { AvatarForm } from "~/components/settings/avatar-form";
import { DataExport } from "~/components/settings/data-export";
import { DeleteAccountForm } from "~/components/settings/delete-account-form";
import { EmailForm } from "~/components/settings/email-form";
import { PasswordForm } from "~/components/settings/password-form";
import { ProfileForm } from "~/components/settings/profile-form";
import { SessionsSection } from "~/components/settings/sessions-section";
import { TwoFactorSection, type TwoFactorView } from "~/components/settings/two-factor-section";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { consumeAuthRateLimit } from "~/domain/abuse/auth-limits.server";
import { tooManyAttemptsMessage } from "~/domain/abuse/limits";
import {
  AVATAR_BODY_LIMIT,
  AVATAR_MESSAGES,
  avatarSchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  FORM_BODY_LIMIT,
  profileSchema,
  SETTINGS_TOASTS,
} from "~/domain/account/account.schema";
import { deleteAccount, isLastActiveAdmin } from "~/domain/account/deletion.server";
import {
  memberSinceOf,
  removeAvatar,
  replaceAvatar,
  updateProfile,
} from "~/domain/account/profile.server";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/domain/auth/common-passwords.server";
import { changePassword, hasPassword, requestEmailChange } from "~/domain/auth/password.server";
import {
  confirmPhoneEnrolment,
  getPhoneFactor,
  removePhoneFactor,
  startPhoneEnrolment,
} from "~/domain/auth/phone-factor.server";
import { homeFor, requireUser } from "~/domain/auth/session.server";
import { endOtherSessionsSchema, endSessionSchema } from "~/domain/auth/sessions.schema";
import { endMyOtherSessions, endMySession, listMySessions } from "~/domain/auth/sessions.server";
import {
  confirmPhoneSchema,
  confirmTotpSchema,
  enrolPhoneSchema,
  enrolTotpSchema,
  manageTwoFactorSchema,
} from "~/domain/auth/two-factor.schema";
import {
  confirmTotpEnrolment,
  getTwoFactorStatus,
  isTwoFactorEnabled,
  removeTwoFactor,
  replaceBackupCodes,
  startTotpEnrolment,
} from "~/domain/auth/two-factor.server";
import { redirectWithToast } from "~/domain/toast/toast.server";
import { readFormBody } from "~/domain/uploads/form-body.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { pageTitle } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission";
import { type Services, servicesContext } from "~/services.server";
import type { Route } from "./+types/settings";

export type SettingsIntent =
  | "avatar"
  | "profile"
  | "password"
  | "delete-account"
  | "email"
  | "mfa-enrol"
  | "mfa-confirm"
  | "mfa-manage"
  | "mfa-phone-start"
  | "mfa-phone-confirm";
export type FormAlert = { title: string; description?: string };
export type SettingsActionData = {
  intent: SettingsIntent;
  result: SubmissionResult<string[]>;
  alert: FormAlert | null;
  /** Shown once: right after two-step sign-in is turned on, or new codes are made. */
  backupCodes?: string[];
  /** The masked number a confirmation code was just texted to. */
  sentTo?: string;
};

// The server adds what the browser cannot check cheaply: the common-password list.
const serverPasswordSchema = changePasswordSchema.superRefine((value, ctx) => {
  if (isCommonPassword(value.newPassword)) {
    ctx.addIssue({ code: "custom", path: ["newPassword"], message: COMMON_PASSWORD_MESSAGE });
  }
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  const [memberSince, passwordSet, lastAdmin, twoFactor, phone, twoFactorOn, sessions] =
    await Promise.all([
      memberSinceOf(services, user.id),
      hasPassword(services, user.id),
      user.isAdmin ? isLastActiveAdmin(services, user.id) : Promise.resolve(false),
      getTwoFactorStatus(services, user.id),
      getPhoneFactor(services, user.id),
      isTwoFactorEnabled(services, user.id),
      listMySessions(services, user.id, user.sessionId),
    ]);
  return {
    user: { name: user.name, email: user.email, image: user.image, phone: user.phone },
    memberSince,
    // Spec 001 §2: anyone who is not an admin is labelled Student.
    roleLabel: user.isAdmin ? "Admin" : "Student",
    backTo: homeFor(user),
    hasPassword: passwordSet,
    isLastAdmin: lastAdmin,
    twoFactor: (twoFactor.state === "on"
      ? { ...twoFactor, since: twoFactor.since?.toISOString() ?? null }
      : twoFactor) satisfies TwoFactorView,
    phone,
    twoFactorOn,
    sessions,
    now: new Date().toISOString(),
    constraints: formConstraints({
      "avatar-form": avatarSchema,
      "profile-form": profileSchema,
      "password-form": changePasswordSchema,
      "email-form": changeEmailSchema,
      "delete-account-form": deleteAccountSchema(passwordSet ? "password" : "email"),
      "mfa-enrol-form": enrolTotpSchema,
      "mfa-confirm-form": confirmTotpSchema,
      "mfa-manage-form": manageTwoFactorSchema,
      "mfa-phone-start-form": enrolPhoneSchema,
      "mfa-phone-confirm-form": confirmPhoneSchema,
    }),
  };
}

/** Where this page lives: /settings, or /admin-dashboard/settings for the same module. */
function pagePath(request: Request): string {
  return new URL(request.url).pathname.replace(/\.data$/, "");
}

function reply(
  intent: SettingsIntent,
  result: SubmissionResult<string[]>,
  status: number,
  alert: FormAlert | null = null,
  extra: { backupCodes?: string[]; sentTo?: string; headers?: Headers } = {},
) {
  return data(
    {
      intent,
      result,
      alert,
      backupCodes: extra.backupCodes,
      sentTo: extra.sentTo,
    } satisfies SettingsActionData,
    { status, headers: extra.headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  // Only the photo form sends files; every other form is a few short fields.
  const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  const body = await readFormBody(request, multipart ? AVATAR_BODY_LIMIT : FORM_BODY_LIMIT);
  if (body.status === "too-large" && multipart) {
    // Answered without reading the upload: the same message as the browser's own size check.
    const empty = new FormData();
    empty.set("intent", "avatar");
    const result = parseSubmission(empty, { schema: avatarSchema }).reply({
      fieldErrors: { avatar: [AVATAR_MESSAGES.tooBig] },
    });
    return reply("avatar", result, 413);
  }
  if (body.status !== "ok") {
    throw data("This form could not be read. Please reload the page and try again.", {
      status: body.status === "too-large" ? 413 : 400,
    });
  }
  const formData = body.formData;
  const here = pagePath(request);

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
    case "end-session":
    case "end-other-sessions":
      return endSessions(services, request, user, formData, here);
    case "mfa-enrol":
      return enrolTwoFactor(services, request, user.id, formData);
    case "mfa-confirm":
      return confirmTwoFactor(services, request, user.id, formData);
    case "mfa-phone-start":
      return startPhone(services, request, user.id, formData);
    case "mfa-phone-confirm":
      return confirmPhone(services, request, user.id, formData, here);
    case "mfa-backup-codes":
    case "mfa-remove":
      return manageTwoFactor(services, request, user.id, formData, here);
    default:
      return unreadableForm(services, request, here);
  }
}

/** A post no form of this page sends (a stale page, a forged request): back to the page. */
function unreadableForm(services: Services, request: Request, here: string) {
  return redirectWithToast(services.toasts, request, here, {
    title: "Nothing was changed",
    description: "This form could not be read. Please reload the page and try again.",
    variant: "destructive",
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
  if (submission.status !== "success") return reply("profile", submission.reply(), 400);
  try {
    await updateProfile(services, userId, submission.value);
  } catch (error) {
    services.logger.error({ err: error }, "profile update failed");
    return reply("profile", submission.reply(), 500, {
      title: SETTINGS_TOASTS.profileFailed.title,
      description: "We could not save your profile. Please try again in a moment.",
    });
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
  if (submission.status !== "success") return reply("avatar", submission.reply(), 400);
  try {
    const outcome = await replaceAvatar(services, userId, submission.value.avatar);
    if (!outcome.ok) {
      return reply("avatar", submission.reply({ fieldErrors: { avatar: [outcome.message] } }), 400);
    }
  } catch (error) {
    services.logger.error({ err: error }, "avatar upload failed");
    return reply("avatar", submission.reply(), 500, {
      title: SETTINGS_TOASTS.profileFailed.title,
      description: "We could not save your photo. Please try again in a moment.",
    });
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
    // Spec 001 §5: a mismatch is also announced with its own toast title.
    const mismatch = result.error?.confirmPassword?.includes(
      SETTINGS_TOASTS.passwordMismatch.description,
    );
    return reply("password", result, 400, mismatch ? SETTINGS_TOASTS.passwordMismatch : null);
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
      return reply(
        "password",
        submission.reply({ ...hidden, fieldErrors: { currentPassword: [outcome.message] } }),
        400,
        { title: SETTINGS_TOASTS.passwordMismatch.title, description: outcome.message },
      );
    }
    return reply("password", submission.reply(hidden), 400, {
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
  const hidden = { hideFields: ["password"] };
  if (submission.status !== "success") return reply("email", submission.reply(hidden), 400);
  const outcome = await requestEmailChange(services, request, {
    userId: user.id,
    currentEmail: user.email,
    newEmail: submission.value.newEmail,
    password: submission.value.password,
  });
  if (!outcome.ok) {
    return outcome.field
      ? reply(
          "email",
          submission.reply({ ...hidden, fieldErrors: { [outcome.field]: [outcome.message] } }),
          400,
        )
      : reply("email", submission.reply(hidden), 409, {
          title: "E-mail not changed",
          description: outcome.message,
        });
  }
  return redirectWithToast(services.toasts, request, here, {
    title: "Check your new inbox",
    description: `We sent a link to ${submission.value.newEmail}. Your e-mail address changes when you open it.`,
  });
}

async function endSessions(
  services: Services,
  request: Request,
  user: { id: string; sessionId?: string },
  formData: FormData,
  here: string,
) {
  const one = endSessionSchema.safeParse(Object.fromEntries(formData));
  if (one.success) {
    const ended = await endMySession(services, user.id, one.data.sessionId);
    return redirectWithToast(
      services.toasts,
      request,
      here,
      ended
        ? { title: "Device signed out", description: "That device must log in again." }
        : { title: "Already signed out", description: "That device was no longer signed in." },
    );
  }
  const all = endOtherSessionsSchema.safeParse(Object.fromEntries(formData));
  if (!all.success || !user.sessionId) return unreadableForm(services, request, here);
  const count = await endMyOtherSessions(services, user.id, user.sessionId);
  return redirectWithToast(services.toasts, request, here, {
    title: "Other devices signed out",
    description:
      count === 1
        ? "1 other device must log in again."
        : `${count} other devices must log in again.`,
  });
}

const TWO_FACTOR_FAILED = "Two-step sign-in was not changed";

async function enrolTwoFactor(
  services: Services,
  request: Request,
  userId: string,
  formData: FormData,
) {
  const submission = parseSubmission(formData, { schema: enrolTotpSchema });
  const hidden = { hideFields: ["password"] };
  if (submission.status !== "success") return reply("mfa-enrol", submission.reply(hidden), 400);
  const outcome = await startTotpEnrolment(services, request, { ...submission.value, userId });
  if (!outcome.ok) {
    return outcome.field === "password"
      ? reply(
          "mfa-enrol",
          submission.reply({ ...hidden, fieldErrors: { password: [outcome.message] } }),
          400,
        )
      : reply("mfa-enrol", submission.reply(hidden), 409, {
          title: TWO_FACTOR_FAILED,
          description: outcome.message,
        });
  }
  // The page now shows the QR code of the pending factor (the loader reads it back).
  return reply("mfa-enrol", submission.reply({ resetForm: true }), 200);
}

async function confirmTwoFactor(
  services: Services,
  request: Request,
  userId: string,
  formData: FormData,
) {
  const submission = parseSubmission(formData, { schema: confirmTotpSchema });
  const hidden = { hideFields: ["code"] };
  if (submission.status !== "success") return reply("mfa-confirm", submission.reply(hidden), 400);
  const limited = await codeGuessesSpent(
    services,
    request,
    "mfa-confirm",
    submission.reply(hidden),
  );
  if (limited) return limited;
  const outcome = await confirmTotpEnrolment(services, request, {
    code: submission.value.code,
    userId,
  });
  if (!outcome.ok) {
    return reply(
      "mfa-confirm",
      submission.reply({ ...hidden, fieldErrors: { code: [outcome.message] } }),
      400,
    );
  }
  // Not a redirect: the backup codes are shown on this answer only, and never stored for later.
  // better-auth replaced the session when the factor was confirmed; the headers carry its cookie.
  return reply("mfa-confirm", submission.reply({ resetForm: true }), 200, null, {
    backupCodes: outcome.backupCodes,
    headers: outcome.headers,
  });
}

/** Codes confirmed here count with the sign-in codes: one budget of guesses per client. */
async function codeGuessesSpent(
  services: Services,
  request: Request,
  intent: "mfa-confirm" | "mfa-phone-confirm",
  result: SubmissionResult<string[]>,
) {
  const limit = await consumeAuthRateLimit(services, request, "mfa-verify");
  if (limit.allowed) return null;
  return reply(intent, result, 429, {
    title: TWO_FACTOR_FAILED,
    description: tooManyAttemptsMessage(limit.retryAfterSeconds),
  });
}

async function startPhone(
  services: Services,
  request: Request,
  userId: string,
  formData: FormData,
) {
  const submission = parseSubmission(formData, { schema: enrolPhoneSchema });
  const hidden = { hideFields: ["password"] };
  if (submission.status !== "success") {
    return reply("mfa-phone-start", submission.reply(hidden), 400);
  }
  const limit = await consumeAuthRateLimit(services, request, "sms-send");
  if (!limit.allowed) {
    return reply("mfa-phone-start", submission.reply(hidden), 429, {
      title: TWO_FACTOR_FAILED,
      description: tooManyAttemptsMessage(limit.retryAfterSeconds),
    });
  }
  const outcome = await startPhoneEnrolment(services, { userId, ...submission.value });
  if (!outcome.ok) {
    return outcome.field
      ? reply(
          "mfa-phone-start",
          submission.reply({ ...hidden, fieldErrors: { [outcome.field]: [outcome.message] } }),
          400,
        )
      : reply("mfa-phone-start", submission.reply(hidden), 409, {
          title: TWO_FACTOR_FAILED,
          description: outcome.message,
        });
  }
  return reply("mfa-phone-start", submission.reply({ resetForm: true }), 200, null, {
    sentTo: outcome.sentTo,
  });
}

async function confirmPhone(
  services: Services,
  request: Request,
  userId: string,
  formData: FormData,
  here: string,
) {
  const submission = parseSubmission(formData, { schema: confirmPhoneSchema });
  const hidden = { hideFields: ["code"] };
  if (submission.status !== "success") {
    return reply("mfa-phone-confirm", submission.reply(hidden), 400);
  }
  const limited = await codeGuessesSpent(
    services,
    request,
    "mfa-phone-confirm",
    submission.reply(hidden),
  );
  if (limited) return limited;
  const outcome = await confirmPhoneEnrolment(services, { userId, code: submission.value.code });
  if (!outcome.ok) {
    return reply(
      "mfa-phone-confirm",
      submission.reply({ ...hidden, fieldErrors: { code: [outcome.message] } }),
      400,
    );
  }
  return redirectWithToast(services.toasts, request, here, {
    title: "Two-step sign-in is on",
    description: "From now on we text you a code when you log in.",
  });
}

async function manageTwoFactor(
  services: Services,
  request: Request,
  userId: string,
  formData: FormData,
  here: string,
) {
  const submission = parseSubmission(formData, { schema: manageTwoFactorSchema });
  const hidden = { hideFields: ["password"] };
  if (submission.status !== "success") return reply("mfa-manage", submission.reply(hidden), 400);
  const { intent, password } = submission.value;
  const outcome =
    intent === "mfa-remove"
      ? await removeTwoFactor(services, request, password)
      : await replaceBackupCodes(services, request, password);
  if (!outcome.ok) {
    return outcome.field === "password"
      ? reply(
          "mfa-manage",
          submission.reply({ ...hidden, fieldErrors: { password: [outcome.message] } }),
          400,
        )
      : reply("mfa-manage", submission.reply(hidden), 409, {
          title: TWO_FACTOR_FAILED,
          description: outcome.message,
        });
  }
  if (intent === "mfa-remove") await removePhoneFactor(services, userId);
  if ("backupCodes" in outcome) {
    return reply("mfa-manage", submission.reply({ resetForm: true }), 200, null, {
      backupCodes: outcome.backupCodes,
    });
  }
  return redirectWithToast(
    services.toasts,
    request,
    here,
    {
      title: "Two-step sign-in is off",
      description: "You now log in with your password alone.",
    },
    outcome.headers,
  );
}

async function removeAccount(
  services: Services,
  request: Request,
  user: { id: string; email: string },
  formData: FormData,
) {
  const confirmWith = (await hasPassword(services, user.id)) ? "password" : "email";
  const submission = parseSubmission(formData, { schema: deleteAccountSchema(confirmWith) });
  const hidden = { hideFields: ["secret"] };
  if (submission.status !== "success")
    return reply("delete-account", submission.reply(hidden), 400);
  const outcome = await deleteAccount(services, request, user, submission.value.secret);
  if (!outcome.ok) {
    const result = outcome.field
      ? submission.reply({ ...hidden, fieldErrors: { secret: [outcome.message] } })
      : submission.reply(hidden);
    const alert = outcome.field
      ? null
      : { title: SETTINGS_TOASTS.deletionFailed.title, description: outcome.message };
    return reply("delete-account", result, outcome.field ? 400 : 409, alert);
  }
  return redirectWithToast(
    services.toasts,
    request,
    "/",
    SETTINGS_TOASTS.accountDeleted,
    outcome.headers,
  );
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { user, roleLabel, backTo, memberSince } = loaderData;
  const last = actionData as SettingsActionData | undefined;
  const lastFor = (intent: SettingsIntent) => (last?.intent === intent ? last : undefined);
  // A successful save redirects here: a new location remounts the forms, so they show the saved
  // values and no typed password lingers in a field.
  const { key, pathname } = useLocation();
  return (
    <div className="space-y-6">
      <LearnerPageHeader
        title={settingsTitle(pathname)}
        description="Your photo, profile, password and the data we hold about you."
        actions={
          <ButtonLink to={backTo} variant="outline">
            Back to Dashboard
          </ButtonLink>
        }
      />
      <AccountSummary user={user} roleLabel={roleLabel} memberSince={memberSince} />
      <div className="grid gap-6 xl:grid-cols-2">
        <AvatarForm key={`avatar-${key}`} user={user} last={lastFor("avatar")} />
        <ProfileForm
          key={`profile-${key}`}
          user={user}
          canChangeEmail={loaderData.hasPassword}
          last={lastFor("profile")}
        />
      </div>
      <PasswordForm
        key={`password-${key}`}
        email={user.email}
        hasPassword={loaderData.hasPassword}
        last={lastFor("password")}
      />
      {loaderData.hasPassword ? (
        <EmailForm key={`email-${key}`} email={user.email} last={lastFor("email")} />
      ) : null}
      {loaderData.hasPassword ? (
        <TwoFactorSection
          key={`two-factor-${key}`}
          view={loaderData.twoFactor}
          phone={loaderData.phone}
          enabled={loaderData.twoFactorOn}
          last={
            last?.intent.startsWith("mfa-")
              ? (last as React.ComponentProps<typeof TwoFactorSection>["last"])
              : undefined
          }
        />
      ) : null}
      <SessionsSection sessions={loaderData.sessions} now={loaderData.now} />
      <DataExport />
      <DeleteAccountForm
        key={`delete-${key}`}
        confirmWith={loaderData.hasPassword ? "password" : "email"}
        isLastAdmin={loaderData.isLastAdmin}
        last={lastFor("delete-account")}
      />
    </div>
  );
}

/**
 * The page's name: the learner area's "Settings" (spec 001 §2), and in the admin area, where the
 * site has settings too, "Account settings".
 */
function settingsTitle(pathname: string): string {
  return pathname.startsWith("/admin-dashboard") ? ACCOUNT_SETTINGS_TITLE : "Settings";
}

export function meta({ matches, location }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, settingsTitle(location.pathname)) },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : "Something went wrong while loading your settings. Please try again in a moment.";
  const { pathname } = useLocation();
  return (
    <div className="space-y-6">
      <LearnerPageHeader title={settingsTitle(pathname)} />
      <Alert variant="error" title="Settings unavailable">
        {message}
      </Alert>
      <ButtonLink to="/settings" variant="outline">
        Reload settings
      </ButtonLink>
    </div>
  );
}
