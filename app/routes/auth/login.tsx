import { getFormProps, getInputProps } from "@conform-to/react";
import { data, redirect } from "react-router";
import { AuthFooterLink, AuthSubmitButton } from "~/components/auth/auth-form-parts";
import { SocialSignIn } from "~/components/auth/social-sign-in";
import { EmailField } from "~/components/forms/contact-fields";
import { usePublicForm } from "~/components/forms/public-form";
import { AuthLayout } from "~/components/site/auth-layout";
import { useIsPending } from "~/components/ui/button";
import { PasswordField } from "~/components/ui/field";
import { FormAlert, type FormAlertMessage } from "~/components/ui/form-alert";
import { Form, Link } from "~/components/ui/link";
import { signInWithPassword } from "~/domain/auth/accounts.server";
import { authSchemas } from "~/domain/auth/auth.schema";
import { safeRedirectTo } from "~/domain/auth/session.server";
import { configuredProviders } from "~/domain/auth/social.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { auth } from "~/i18n/messages/auth";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission";
import { passRetryAfter } from "~/lib/retry-after";
import { readForm } from "~/routes/form-body.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/login";
import { localizeAuthMessage } from "./auth-messages.server";
import { redirectToUnlessSignedIn, welcomeIn } from "./signed-in.server";
import { answerSocialIntent } from "./social-intent.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = redirectToUnlessSignedIn(url, context);
  const services = context.get(servicesContext);
  const socialFailed = url.searchParams.get("social") === "failed";
  const locale = context.get(localeContext);
  const t = translate(locale, auth);
  return {
    ...messagesFor(locale, auth),
    redirectTo,
    providers: configuredProviders(services),
    alert: socialFailed
      ? {
          title: t.toasts.socialLoginFailed.title,
          description: t.toasts.socialLoginFailed.fallback,
        }
      : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const formData = await readForm(request);
  const locale = context.get(localeContext);
  const t = translate(locale, auth);

  if (formData.get("intent") === "social") {
    return answerSocialIntent(services, request, String(formData.get("provider")), locale);
  }

  const submission = parseSubmission(formData, { schema: authSchemas(t).loginSchema });
  if (submission.status !== "success") {
    return data(
      {
        result: submission.reply({ hideFields: ["password"] }),
        alert: null as FormAlertMessage | null,
      },
      { status: 400 },
    );
  }

  // The address's and the account's budgets are spent inside better-auth (its sign-in hook), so
  // this form and POST /api/auth/sign-in/email count alike, once per attempt.
  const outcome = await signInWithPassword(services, request, submission.value);
  if (!outcome.ok && outcome.reason === "rate-limited") {
    return data(
      {
        result: submission.reply({ hideFields: ["password"] }),
        alert: {
          title: t.toasts.loginFailed.title,
          description: localizeAuthMessage(locale, outcome.message),
        } as FormAlertMessage,
        unverified: false,
      },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  if (!outcome.ok) {
    const alert: FormAlertMessage =
      outcome.reason === "unverified"
        ? t.toasts.emailNotVerified
        : {
            title: t.toasts.loginFailed.title,
            description:
              outcome.reason === "invalid"
                ? t.toasts.loginFailed.fallback
                : (localizeAuthMessage(locale, outcome.message) ?? t.toasts.loginFailed.fallback),
          };
    const status = outcome.reason === "invalid" ? 401 : 403;
    return data(
      {
        result: submission.reply({ hideFields: ["password"] }),
        alert,
        unverified: outcome.reason === "unverified",
      },
      { status },
    );
  }

  if ("twoFactor" in outcome) {
    // The password was right; the session starts only once the second factor is checked.
    const next = safeRedirectTo(submission.value.redirectTo);
    const query = next ? `?redirectTo=${encodeURIComponent(next)}` : "";
    throw redirect(`/login/two-factor${query}`, { headers: outcome.headers });
  }
  return welcomeIn(services, request, outcome, submission.value.redirectTo, locale);
}

export const headers = passRetryAfter;

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(auth);
  const [form, fields] = usePublicForm(authSchemas(t).loginSchema, {
    lastResult: actionData?.result,
  });
  const alert = actionData?.alert ?? loaderData.alert;
  const submitting = useIsPending({ formAction: "/login", state: "non-idle" });
  const registerHref = loaderData.redirectTo
    ? `/register?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`
    : "/register";

  return (
    <AuthLayout
      title={t.login.title}
      description={t.login.description}
      footer={
        <AuthFooterLink prompt={t.login.newHere} to={registerHref}>
          {t.login.createAccount}
        </AuthFooterLink>
      }
    >
      <FormAlert alert={alert} className="mb-5">
        {actionData && "unverified" in actionData && actionData.unverified ? (
          <>
            {" "}
            <Link to="/verify" className="font-semibold underline">
              {t.login.resendVerification}
            </Link>
          </>
        ) : null}
      </FormAlert>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        {loaderData.redirectTo ? (
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        ) : null}
        <EmailField field={fields.email} label={t.fields.email} />
        <PasswordField
          label={t.fields.password}
          {...getInputProps(fields.password, { type: "password" })}
          autoComplete="current-password"
          error={fields.password.errors}
        />
        <div className="flex justify-end">
          <Link
            to="/password-reset"
            className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {t.login.forgotPassword}
          </Link>
        </div>
        <AuthSubmitButton pending={submitting}>{t.login.submit}</AuthSubmitButton>
      </Form>
      <SocialSignIn providers={loaderData.providers} action="/login" />
    </AuthLayout>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, auth)?.login;
  // Canonical like every public page (one address per language), but never listed or indexed:
  // a search result should lead to the academy, not to a form.
  return pageMeta(matches, {
    title: t?.metaTitle ?? "Log in",
    description: t?.metaDescription ?? "Log in to your AFA Academy account.",
    path: "/login",
    noindex: true,
  });
}
