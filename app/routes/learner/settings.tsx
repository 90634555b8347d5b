import { data, useLocation } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { AccountSummary } from "~/components/settings/account-summary";
import { AvatarForm } from "~/components/settings/avatar-form";
import { DataExport } from "~/components/settings/data-export";
import { DeleteAccountForm } from "~/components/settings/delete-account-form";
import { EmailForm } from "~/components/settings/email-form";
import { PasswordForm } from "~/components/settings/password-form";
import { PaymentsCard } from "~/components/settings/payments-card";
import { ProfileForm } from "~/components/settings/profile-form";
import { SessionsSection } from "~/components/settings/sessions-section";
import { sessionsPath, settingsHome, twoFactorPath } from "~/components/settings/settings-paths";
import { TwoFactorSummary } from "~/components/settings/two-factor-card";
import { VideoQualityForm } from "~/components/settings/video-quality-form";
import { ButtonLink } from "~/components/ui/button";
import {
  AVATAR_BODY_LIMIT,
  avatarSchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  FORM_BODY_LIMIT,
  profileSchema,
} from "~/domain/account/account.schema";
import { isLastActiveAdmin } from "~/domain/account/deletion.server";
import { memberSinceOf } from "~/domain/account/profile.server";
import { replyFor, type SettingsReply } from "~/domain/account/settings-reply";
import { hasPassword } from "~/domain/auth/password.server";
import { homeFor } from "~/domain/auth/session.server";
import { listMySessions } from "~/domain/auth/sessions.server";
import { isTwoFactorEnabled } from "~/domain/auth/two-factor.server";
import { findVideoQuality } from "~/domain/media/video-choice.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { splitLocalePath } from "~/i18n/locales";
import { auth } from "~/i18n/messages/auth";
import { settings } from "~/i18n/messages/settings";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { formConstraints } from "~/lib/form-constraints.server";
import { pageTitle } from "~/lib/page-title";
import { requireUser } from "~/routes/middleware/guards.server";
import { readFormBody } from "~/routes/request-body.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/settings";
import { avatarTooLarge, submitAccountSettings } from "./settings-actions.server";

/** The page's name: "Settings" in the learner area, "Account settings" in the admin area. */
function titleOf(
  t: { titles: { settings: string; account: string } } | null | undefined,
  pathname: string,
): string {
  const admin = pathname.startsWith("/admin-dashboard");
  return admin ? (t?.titles.account ?? "Account settings") : (t?.titles.settings ?? "Settings");
}

// The account page: photo, profile, password, e-mail, devices, payments, data and deletion.
// Two-step sign-in has its own page (settings-two-factor.tsx), and so do payments and receipts
// (payments.tsx); signing devices out posts to a resource route (settings-sessions.ts).

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  const locale = context.get(localeContext);
  const [memberSince, passwordSet, lastAdmin, twoFactorOn, sessions, videoQuality] =
    await Promise.all([
      memberSinceOf(services, user.id),
      hasPassword(services, user.id),
      user.isAdmin ? isLastActiveAdmin(services.db, user.id) : Promise.resolve(false),
      isTwoFactorEnabled(services, user.id),
      listMySessions(services, user.id, user.sessionId),
      findVideoQuality(services.db, user.id),
    ]);
  const { roles } = translate(locale, settings);
  return {
    ...messagesFor(locale, settings, auth),
    user: { name: user.name, email: user.email, image: user.image, phone: user.phone },
    memberSince,
    // Anyone who is not an admin is labelled Student.
    roleLabel: user.isAdmin ? roles.admin : roles.student,
    backTo: homeFor(user),
    hasPassword: passwordSet,
    isLastAdmin: lastAdmin,
    twoFactorOn,
    sessions,
    videoQuality,
    now: new Date().toISOString(),
    constraints: formConstraints({
      "avatar-form": avatarSchema,
      "profile-form": profileSchema,
      "password-form": changePasswordSchema,
      "email-form": changeEmailSchema,
      "delete-account-form": deleteAccountSchema(passwordSet ? "password" : "email"),
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  const locale = context.get(localeContext);
  // Only the photo form sends files; every other form is a few short fields.
  const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  const body = await readFormBody(request, multipart ? AVATAR_BODY_LIMIT : FORM_BODY_LIMIT);
  // Answered without reading the upload: the same message as the browser's own size check.
  if (body.status === "too-large" && multipart) return avatarTooLarge(locale);
  if (body.status !== "ok") {
    throw data(translate(locale, settings).page.unreadable, {
      status: body.status === "too-large" ? 413 : 400,
    });
  }
  const here = settingsHome(splitLocalePath(new URL(request.url).pathname).path);
  return submitAccountSettings(services, request, user, body.formData, here, locale);
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { user, roleLabel, backTo, memberSince } = loaderData;
  const last = actionData as SettingsReply | undefined;
  // A successful save redirects here: a new location remounts the forms, so they show the saved
  // values and no typed password lingers in a field.
  const { key, pathname: address } = useLocation();
  // The same page in every language: its sub-pages are found from the address without "/ha".
  const pathname = splitLocalePath(address).path;
  const t = useT(settings);
  return (
    <div className="space-y-6">
      <PageHeader
        title={titleOf(t, pathname)}
        description={t.page.description}
        actions={
          <ButtonLink to={backTo} variant="outline">
            {t.page.backToDashboard}
          </ButtonLink>
        }
      />
      <AccountSummary user={user} roleLabel={roleLabel} memberSince={memberSince} />
      <div className="grid gap-6 xl:grid-cols-2">
        <AvatarForm key={`avatar-${key}`} user={user} last={replyFor(last, "avatar")} />
        <ProfileForm
          key={`profile-${key}`}
          user={user}
          canChangeEmail={loaderData.hasPassword}
          last={replyFor(last, "profile")}
        />
      </div>
      <PasswordForm
        key={`password-${key}`}
        email={user.email}
        hasPassword={loaderData.hasPassword}
        last={replyFor(last, "password")}
      />
      {loaderData.hasPassword ? (
        <>
          <EmailForm key={`email-${key}`} email={user.email} last={replyFor(last, "email")} />
          <TwoFactorSummary enabled={loaderData.twoFactorOn} to={twoFactorPath(pathname)} />
        </>
      ) : null}
      <SessionsSection
        sessions={loaderData.sessions}
        now={loaderData.now}
        action={sessionsPath(pathname)}
      />
      <VideoQualityForm key={`video-${key}`} quality={loaderData.videoQuality} />
      <PaymentsCard />
      <DataExport />
      <DeleteAccountForm
        key={`delete-${key}`}
        confirmWith={loaderData.hasPassword ? "password" : "email"}
        isLastAdmin={loaderData.isLastAdmin}
        last={replyFor(last, "delete-account")}
      />
    </div>
  );
}

export function meta({ matches, location }: Route.MetaArgs) {
  return [
    {
      title: pageTitle(
        matches,
        titleOf(metaT(matches, settings), splitLocalePath(location.pathname).path),
      ),
    },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const pathname = splitLocalePath(useLocation().pathname).path;
  const t = useOptionalT(settings);
  return (
    <RouteErrorPanel
      error={error}
      heading={titleOf(t, pathname)}
      failed={{ title: t?.page.unavailable ?? "Settings unavailable" }}
    />
  );
}
