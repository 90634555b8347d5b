import { getFormProps, getInputProps } from "@conform-to/react";
import { data, redirect } from "react-router";
import {
  AuthFooterLink,
  AuthSubmitButton,
  NewPasswordFields,
} from "~/components/auth/auth-form-parts";
import { SocialSignIn } from "~/components/auth/social-sign-in";
import { EmailField, NameField, PhoneField } from "~/components/forms/contact-fields";
import { usePublicForm } from "~/components/forms/public-form";
import { AuthLayout } from "~/components/site/auth-layout";
import { Alert } from "~/components/ui/alert";
import { useIsPending } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/field";
import { FormAlert, type FormAlertMessage } from "~/components/ui/form-alert";
import { Form, Link } from "~/components/ui/link";
import { consumeAuthRateLimit } from "~/domain/abuse/auth-limits.server";
import { tooManyAttemptsMessage } from "~/domain/abuse/limits";
import { registerAccount } from "~/domain/auth/accounts.server";
import { type AuthSchemaMessages, authSchemas } from "~/domain/auth/auth.schema";
import { isCommonPassword } from "~/domain/auth/common-passwords.server";
import { homeFor } from "~/domain/auth/session.server";
import { configuredProviders } from "~/domain/auth/social.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { auth } from "~/i18n/messages/auth";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission";
import { passRetryAfter } from "~/lib/retry-after";
import { readForm } from "~/routes/form-body.server";
import { userContext } from "~/routes/middleware/user-context.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/register";
import { localizeAuthMessage } from "./auth-messages.server";
import { answerSocialIntent } from "./social-intent.server";

// The server adds what the browser cannot check cheaply: the common-password list.
function serverRegisterSchema(t: AuthSchemaMessages) {
  return authSchemas(t).registerSchema.superRefine((value, ctx) => {
    if (isCommonPassword(value.password)) {
      ctx.addIssue({ code: "custom", path: ["password"], message: t.validation.commonPassword });
    }
  });
}

/** The toast title for the first failing rule, shown above the form (in the page's language). */
function alertFor(
  errors: Record<string, string[] | undefined> | undefined,
  { alerts }: AuthSchemaMessages,
): FormAlertMessage | null {
  if (!errors) return null;
  if (errors.email?.includes(alerts.invalidEmail.description)) return alerts.invalidEmail;
  if (errors.password?.includes(alerts.passwordTooShort.description))
    return alerts.passwordTooShort;
  if (errors.confirmPassword?.includes(alerts.passwordMismatch.description))
    return alerts.passwordMismatch;
  return null;
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  // Someone already signed in goes to their home (staff: /admin-dashboard, never /admin).
  if (user) throw redirect(homeFor(user));
  const services = context.get(servicesContext);
  const settings = await getSiteSettings(services.db);
  return {
    ...messagesFor(context.get(localeContext), auth),
    open: settings.allowRegistrations,
    providers: configuredProviders(services),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const settings = await getSiteSettings(services.db);
  const locale = context.get(localeContext);
  const t = translate(locale, auth);
  if (!settings.allowRegistrations) {
    return data(
      { result: undefined, alert: t.toasts.registrationsClosed as FormAlertMessage },
      { status: 403 },
    );
  }
  const formData = await readForm(request);
  if (formData.get("intent") === "social") {
    return answerSocialIntent(services, request, String(formData.get("provider")), locale);
  }

  const submission = parseSubmission(formData, { schema: serverRegisterSchema(t) });
  if (submission.status !== "success") {
    return data(
      {
        result: submission.reply({ hideFields: ["password", "confirmPassword"] }),
        alert: null as FormAlertMessage | null,
      },
      { status: 400 },
    );
  }
  const limit = await consumeAuthRateLimit(services, request, "sign-up");
  if (!limit.allowed) {
    return data(
      {
        result: submission.reply({ hideFields: ["password", "confirmPassword"] }),
        alert: {
          title: t.toasts.signUpFailed.title,
          description: localizeAuthMessage(locale, tooManyAttemptsMessage(limit.retryAfterSeconds)),
        } as FormAlertMessage,
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const outcome = await registerAccount(services, request, submission.value, locale);
  if (!outcome.ok) {
    return data(
      {
        result: submission.reply({ hideFields: ["password", "confirmPassword"] }),
        alert: {
          title: t.toasts.signUpFailed.title,
          description: localizeAuthMessage(locale, outcome.message),
        } as FormAlertMessage,
      },
      { status: 400 },
    );
  }
  return redirectWithToast(services.toasts, request, "/login", t.toasts.registerSuccess);
}

export const headers = passRetryAfter;

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(auth);
  const [form, fields] = usePublicForm(authSchemas(t).registerSchema, {
    lastResult: actionData?.result,
  });
  const submitting = useIsPending({ formAction: "/register", state: "non-idle" });
  const alert = actionData?.alert ?? alertFor(form.allErrors, t);
  const footer = (
    <AuthFooterLink prompt={t.register.haveAccount} to="/login">
      {t.register.logIn}
    </AuthFooterLink>
  );

  if (!loaderData.open) {
    return (
      <AuthLayout title={t.register.title} footer={footer}>
        <Alert variant="info" title={t.toasts.registrationsClosed.title}>
          {t.toasts.registrationsClosed.description}
        </Alert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t.register.title} description={t.register.description} footer={footer}>
      <FormAlert alert={alert} className="mb-5" />
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <NameField field={fields.fullName} label={t.fields.fullName} />
        <EmailField field={fields.email} label={t.fields.email} />
        <PhoneField field={fields.phone} label={t.fields.phone} hint={t.fields.phoneHint} />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          labels={{ password: t.fields.password, confirmPassword: t.fields.confirmPassword }}
        />
        <CheckboxField
          {...getInputProps(fields.terms, { type: "checkbox" })}
          label={
            <>
              {t.register.termsBefore}{" "}
              <Link to="/terms-of-service" className="font-semibold text-brand-700 underline">
                {t.register.termsLink}
              </Link>{" "}
              {t.register.termsMiddle}{" "}
              <Link to="/privacy-policy" className="font-semibold text-brand-700 underline">
                {t.register.privacyLink}
              </Link>
              {t.register.termsAfter ? ` ${t.register.termsAfter}` : null}
            </>
          }
          error={fields.terms.errors}
        />
        <AuthSubmitButton pending={submitting}>{t.register.submit}</AuthSubmitButton>
      </Form>
      <SocialSignIn providers={loaderData.providers} action="/register" />
    </AuthLayout>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, auth)?.register;
  return pageMeta(matches, {
    title: t?.metaTitle ?? "Create your account",
    description:
      t?.metaDescription ?? "Create a free account to enroll in practical agriculture courses.",
    path: "/register",
  });
}
