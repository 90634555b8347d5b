import { redirect, useLocation } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { settingsHome, twoFactorPath } from "~/components/settings/settings-paths";
import { TwoFactorSection, type TwoFactorView } from "~/components/settings/two-factor-section";
import { ButtonLink } from "~/components/ui/button";
import type { SettingsReply } from "~/domain/account/settings-reply";
import { hasPassword } from "~/domain/auth/password.server";
import { getPhoneFactor } from "~/domain/auth/phone-factor.server";
import {
  confirmPhoneSchema,
  confirmTotpSchema,
  enrolPhoneSchema,
  enrolTotpSchema,
  manageTwoFactorSchema,
} from "~/domain/auth/two-factor.schema";
import { getTwoFactorStatus, isTwoFactorEnabled } from "~/domain/auth/two-factor.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { splitLocalePath } from "~/i18n/locales";
import { auth } from "~/i18n/messages/auth";
import { settings } from "~/i18n/messages/settings";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { formConstraints } from "~/lib/form-constraints.server";
import { pageTitle } from "~/lib/page-title";
import { readForm } from "~/routes/form-body.server";
import { requireUser } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/settings-two-factor";
import { submitTwoFactorSettings } from "./two-factor-actions.server";

/** The settings page's name: "Settings" in the learner area, "Account settings" in the admin's. */
function titleOf(
  t: { titles: { settings: string; account: string } } | null | undefined,
  pathname: string,
): string {
  const admin = pathname.startsWith("/admin-dashboard");
  return admin ? (t?.titles.account ?? "Account settings") : (t?.titles.settings ?? "Settings");
}

// Two-step sign-in, a page of the account settings (/settings/two-factor, and under
// /admin-dashboard/settings for admins): an authenticator app, text messages, backup codes.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  const [passwordSet, twoFactor, phone, enabled] = await Promise.all([
    hasPassword(services, user.id),
    getTwoFactorStatus(services, user.id),
    getPhoneFactor(services, user.id),
    isTwoFactorEnabled(services, user.id),
  ]);
  // Every change here is confirmed with the password: an account without one sets it first.
  if (!passwordSet)
    throw redirect(settingsHome(splitLocalePath(new URL(request.url).pathname).path));
  return {
    ...messagesFor(context.get(localeContext), settings, auth),
    twoFactor: (twoFactor.state === "on"
      ? { ...twoFactor, since: twoFactor.since?.toISOString() ?? null }
      : twoFactor) satisfies TwoFactorView,
    phone,
    enabled,
    constraints: formConstraints({
      "mfa-enrol-form": enrolTotpSchema,
      "mfa-confirm-form": confirmTotpSchema,
      "mfa-manage-form": manageTwoFactorSchema,
      "mfa-phone-start-form": enrolPhoneSchema,
      "mfa-phone-confirm-form": confirmPhoneSchema,
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  const formData = await readForm(request);
  const here = twoFactorPath(splitLocalePath(new URL(request.url).pathname).path);
  return submitTwoFactorSettings(
    services,
    request,
    user.id,
    formData,
    here,
    context.get(localeContext),
  );
}

export default function TwoFactorSettings({ loaderData, actionData }: Route.ComponentProps) {
  // A redirect back here (a new location) remounts the forms, so no typed password lingers.
  const { key, pathname: address } = useLocation();
  // The same page in every language: its sub-pages are found from the address without "/ha".
  const pathname = splitLocalePath(address).path;
  const t = useT(settings);
  return (
    <div className="space-y-6">
      <PageHeader
        title={titleOf(t, pathname)}
        description={t.page.twoFactorDescription}
        actions={
          <ButtonLink to={settingsHome(pathname)} variant="outline">
            {t.page.backTo({ title: titleOf(t, pathname) })}
          </ButtonLink>
        }
      />
      <TwoFactorSection
        key={key}
        view={loaderData.twoFactor}
        phone={loaderData.phone}
        enabled={loaderData.enabled}
        last={actionData as SettingsReply | undefined}
      />
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, metaT(matches, settings)?.titles.twoFactor ?? "Two-step sign-in") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const pathname = splitLocalePath(useLocation().pathname).path;
  const t = useOptionalT(settings);
  const title = titleOf(t, pathname);
  return (
    <RouteErrorPanel
      error={error}
      heading={title}
      failed={{
        title: t?.page.unavailable ?? "Settings unavailable",
        message:
          t?.page.loadFailed ??
          "Something went wrong while loading your settings. Please try again in a moment.",
      }}
      back={{
        to: settingsHome(pathname),
        label: t ? t.page.backTo({ title }) : `Back to ${title}`,
      }}
    />
  );
}
