import { getFormProps, getInputProps } from "@conform-to/react";
import { data, redirect, useNavigation } from "react-router";
import {
  AuthFooterLink,
  AuthSubmitButton,
  NewPasswordFields,
} from "~/components/auth/auth-form-parts";
import { SocialSignIn } from "~/components/auth/social-sign-in";
import {
  EmailField,
  NameField,
  NIGERIAN_PHONE_HINT,
  PhoneField,
} from "~/components/forms/contact-fields";
import { usePublicForm } from "~/components/forms/public-form";
import { AuthLayout } from "~/components/site/auth-layout";
import { Alert } from "~/components/ui/alert";
import { CheckboxField } from "~/components/ui/field";
import { FormAlert, type FormAlertMessage } from "~/components/ui/form-alert";
import { Form, Link } from "~/components/ui/link";
import { consumeAuthRateLimit } from "~/domain/abuse/auth-limits.server";
import { tooManyAttemptsMessage } from "~/domain/abuse/limits";
import { registerAccount } from "~/domain/auth/accounts.server";
import { AUTH_TOASTS } from "~/domain/auth/auth.messages";
import { MESSAGES, registerSchema } from "~/domain/auth/auth.schema";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/domain/auth/common-passwords.server";
import { homeFor, userContext } from "~/domain/auth/session.server";
import { configuredProviders } from "~/domain/auth/social.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import { pageTitle } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission";
import { passRetryAfter } from "~/lib/retry-after";
import { readForm } from "~/routes/form-body.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/register";
import { answerSocialIntent } from "./social-intent.server";

// The server adds what the browser cannot check cheaply: the common-password list.
const serverRegisterSchema = registerSchema.superRefine((value, ctx) => {
  if (isCommonPassword(value.password)) {
    ctx.addIssue({ code: "custom", path: ["password"], message: COMMON_PASSWORD_MESSAGE });
  }
});

/** The toast title for the first failing rule, shown above the form. */
function alertFor(
  errors: Record<string, string[] | undefined> | undefined,
): FormAlertMessage | null {
  if (!errors) return null;
  if (errors.email?.includes(MESSAGES.invalidEmail.description)) return MESSAGES.invalidEmail;
  if (errors.password?.includes(MESSAGES.passwordTooShort.description))
    return MESSAGES.passwordTooShort;
  if (errors.password?.includes(MESSAGES.passwordBelowMinimum.description))
    return MESSAGES.passwordBelowMinimum;
  if (errors.confirmPassword?.includes(MESSAGES.passwordMismatch.description))
    return MESSAGES.passwordMismatch;
  return null;
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  // Someone already signed in goes to their home (staff: /admin-dashboard, never /admin).
  if (user) throw redirect(homeFor(user));
  const services = context.get(servicesContext);
  const settings = await getSiteSettings(services.db);
  return { open: settings.allowRegistrations, providers: configuredProviders(services) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const settings = await getSiteSettings(services.db);
  if (!settings.allowRegistrations) {
    return data(
      { result: undefined, alert: AUTH_TOASTS.registrationsClosed as FormAlertMessage },
      { status: 403 },
    );
  }
  const formData = await readForm(request);
  if (formData.get("intent") === "social") {
    return answerSocialIntent(services, request, String(formData.get("provider")));
  }

  const submission = parseSubmission(formData, { schema: serverRegisterSchema });
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
          title: AUTH_TOASTS.signUpFailed.title,
          description: tooManyAttemptsMessage(limit.retryAfterSeconds),
        } as FormAlertMessage,
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const outcome = await registerAccount(services, request, submission.value);
  if (!outcome.ok) {
    return data(
      {
        result: submission.reply({ hideFields: ["password", "confirmPassword"] }),
        alert: {
          title: AUTH_TOASTS.signUpFailed.title,
          description: outcome.message,
        } as FormAlertMessage,
      },
      { status: 400 },
    );
  }
  return redirectWithToast(services.toasts, request, "/login", AUTH_TOASTS.registerSuccess);
}

export const headers = passRetryAfter;

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = usePublicForm(registerSchema, { lastResult: actionData?.result });
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/register");
  const alert = actionData?.alert ?? alertFor(form.allErrors);
  const footer = (
    <AuthFooterLink prompt="Already have an account?" to="/login">
      Log in
    </AuthFooterLink>
  );

  if (!loaderData.open) {
    return (
      <AuthLayout title="Create your account" footer={footer}>
        <Alert variant="info" title={AUTH_TOASTS.registrationsClosed.title}>
          {AUTH_TOASTS.registrationsClosed.description}
        </Alert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Create your account"
      description="Join farmers and agro-entrepreneurs learning to produce more."
      footer={footer}
    >
      <FormAlert alert={alert} className="mb-5" />
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <NameField field={fields.fullName} label="Full name" />
        <EmailField field={fields.email} label="Email address" />
        <PhoneField field={fields.phone} label="Phone number" hint={NIGERIAN_PHONE_HINT} />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          labels={{ password: "Password", confirmPassword: "Confirm password" }}
        />
        <CheckboxField
          {...getInputProps(fields.terms, { type: "checkbox" })}
          label={
            <>
              I agree to the{" "}
              <Link to="/terms-of-service" className="font-semibold text-brand-700 underline">
                Terms of Service
              </Link>{" "}
              and the{" "}
              <Link to="/privacy-policy" className="font-semibold text-brand-700 underline">
                Privacy Policy
              </Link>
            </>
          }
          error={fields.terms.errors}
        />
        <AuthSubmitButton pending={submitting}>Create account</AuthSubmitButton>
      </Form>
      <SocialSignIn providers={loaderData.providers} action="/register" />
    </AuthLayout>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, "Create your account") },
    {
      name: "description",
      content: "Create a free account to enrol in practical agriculture courses.",
    },
  ];
}
