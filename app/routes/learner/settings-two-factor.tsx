import { redirect, useLocation } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { settingsHome, settingsTitle, twoFactorPath } from "~/components/settings/settings-paths";
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
import { formConstraints } from "~/lib/form-constraints.server";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/routes/form-body.server";
import { requireUser } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/settings-two-factor";
import { submitTwoFactorSettings } from "./two-factor-actions.server";

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
  if (!passwordSet) throw redirect(settingsHome(new URL(request.url).pathname));
  return {
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
  const here = twoFactorPath(new URL(request.url).pathname);
  return submitTwoFactorSettings(services, request, user.id, formData, here);
}

export default function TwoFactorSettings({ loaderData, actionData }: Route.ComponentProps) {
  // A redirect back here (a new location) remounts the forms, so no typed password lingers.
  const { key, pathname } = useLocation();
  return (
    <div className="space-y-6">
      <PageHeader
        title={settingsTitle(pathname)}
        description="Two-step sign-in: a code from your phone as well as your password."
        actions={
          <ButtonLink to={settingsHome(pathname)} variant="outline">
            Back to {settingsTitle(pathname)}
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
    { title: pageTitle(matches, "Two-step sign-in") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <RouteErrorPanel
      error={error}
      heading={settingsTitle(pathname)}
      failed={{
        title: "Settings unavailable",
        message: "Something went wrong while loading your settings. Please try again in a moment.",
      }}
      back={{ to: settingsHome(pathname), label: `Back to ${settingsTitle(pathname)}` }}
    />
  );
}
