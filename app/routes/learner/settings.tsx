import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, isRouteErrorResponse, useLocation } from "react-router";
import { LearnerPageHeader } from "~/components/learner/page-header";
import { AccountSummary } from "~/components/settings/account-summary";
import { AvatarForm } from "~/components/settings/avatar-form";
import { DataExport } from "~/components/settings/data-export";
import { DeleteAccountForm } from "~/components/settings/delete-account-form";
import { PasswordForm } from "~/components/settings/password-form";
import { ProfileForm } from "~/components/settings/profile-form";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import {
  AVATAR_BODY_LIMIT,
  AVATAR_MESSAGES,
  avatarSchema,
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
import { changePassword, hasPassword } from "~/domain/auth/password.server";
import { homeFor, requireUser } from "~/domain/auth/session.server";
import { redirectWithToast } from "~/domain/toast/toast.server";
import { readFormBody } from "~/domain/uploads/form-body.server";
import { pageTitle } from "~/lib/meta";
import { type Services, servicesContext } from "~/services.server";
import type { Route } from "./+types/settings";

export type SettingsIntent = "avatar" | "profile" | "password" | "delete-account";
export type FormAlert = { title: string; description?: string };
export type SettingsActionData = {
  intent: SettingsIntent;
  result: SubmissionResult<string[]>;
  alert: FormAlert | null;
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
  const [memberSince, passwordSet, lastAdmin] = await Promise.all([
    memberSinceOf(services, user.id),
    hasPassword(services, user.id),
    user.isAdmin ? isLastActiveAdmin(services, user.id) : Promise.resolve(false),
  ]);
  return {
    user: { name: user.name, email: user.email, image: user.image, phone: user.phone },
    memberSince,
    // Spec 001 §2: anyone who is not an admin is labelled Student.
    roleLabel: user.isAdmin ? "Admin" : "Student",
    backTo: homeFor(user),
    hasPassword: passwordSet,
    isLastAdmin: lastAdmin,
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
) {
  return data({ intent, result, alert } satisfies SettingsActionData, { status });
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
    const result = parseWithZod(empty, { schema: avatarSchema }).reply({
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
    default:
      throw data("Unknown action", { status: 400 });
  }
}

async function saveProfile(
  services: Services,
  request: Request,
  userId: string,
  formData: FormData,
  here: string,
) {
  const submission = parseWithZod(formData, { schema: profileSchema });
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
  const submission = parseWithZod(formData, { schema: avatarSchema });
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
  const submission = parseWithZod(formData, { schema: serverPasswordSchema });
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

async function removeAccount(
  services: Services,
  request: Request,
  user: { id: string; email: string },
  formData: FormData,
) {
  const confirmWith = (await hasPassword(services, user.id)) ? "password" : "email";
  const submission = parseWithZod(formData, { schema: deleteAccountSchema(confirmWith) });
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
  const { key } = useLocation();
  return (
    <div className="space-y-6">
      <LearnerPageHeader
        title="Settings"
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
        <ProfileForm key={`profile-${key}`} user={user} last={lastFor("profile")} />
      </div>
      <PasswordForm
        key={`password-${key}`}
        email={user.email}
        hasPassword={loaderData.hasPassword}
        last={lastFor("password")}
      />
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

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Settings") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : "Something went wrong while loading your settings. Please try again in a moment.";
  return (
    <div className="space-y-6">
      <LearnerPageHeader title="Settings" />
      <Alert variant="error" title="Settings unavailable">
        {message}
      </Alert>
      <ButtonLink to="/settings" variant="outline">
        Reload settings
      </ButtonLink>
    </div>
  );
}
