import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { SocialSignIn } from "~/components/auth/social-sign-in";
import { AuthLayout } from "~/components/site/auth-layout";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { CheckboxField, Field, PasswordField } from "~/components/ui/field";
import { consumeAuthRateLimit } from "~/domain/abuse/auth-limits.server";
import { tooManyAttemptsMessage } from "~/domain/abuse/limits";
import { registerAccount } from "~/domain/auth/accounts.server";
import { AUTH_TOASTS } from "~/domain/auth/auth.messages";
import { MESSAGES, registerSchema } from "~/domain/auth/auth.schema";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/domain/auth/common-passwords.server";
import { homeFor, userContext } from "~/domain/auth/session.server";
import { answerSocialIntent, configuredProviders } from "~/domain/auth/social.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import { redirectWithToast } from "~/domain/toast/toast.server";
import { readForm } from "~/domain/uploads/form-body.server";
import { pageTitle } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission";
import { passRetryAfter } from "~/lib/retry-after";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/register";

type FormAlert = { title: string; description: string };

// The server adds what the browser cannot check cheaply: the common-password list.
const serverRegisterSchema = registerSchema.superRefine((value, ctx) => {
  if (isCommonPassword(value.password)) {
    ctx.addIssue({ code: "custom", path: ["password"], message: COMMON_PASSWORD_MESSAGE });
  }
});

/** The spec's toast title for the first failing rule, shown above the form. */
function alertFor(errors: Record<string, string[] | undefined> | undefined): FormAlert | null {
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
  // PRODUCT.md: the spec's /admin target is /admin-dashboard.
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
      { result: undefined, alert: AUTH_TOASTS.registrationsClosed as FormAlert },
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
        alert: null as FormAlert | null,
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
        } as FormAlert,
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const outcome = await registerAccount(services, request, submission.value);
  if (!outcome.ok) {
    return data(
      {
        result: submission.reply({ hideFields: ["password", "confirmPassword"] }),
        alert: { title: AUTH_TOASTS.signUpFailed.title, description: outcome.message } as FormAlert,
      },
      { status: 400 },
    );
  }
  return redirectWithToast(services.toasts, request, "/login", AUTH_TOASTS.registerSuccess);
}

export const headers = passRetryAfter;

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(registerSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
  });
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/register");
  const alert = actionData?.alert ?? alertFor(form.allErrors);
  const footer = (
    <p>
      Already have an account?{" "}
      <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
        Log in
      </Link>
    </p>
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
      {alert ? (
        <Alert variant="error" title={alert.title} className="mb-5">
          {alert.description}
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <Field
          label="Full name"
          {...getInputProps(fields.fullName, { type: "text" })}
          autoComplete="name"
          error={fields.fullName.errors}
        />
        <Field
          label="Email address"
          {...getInputProps(fields.email, { type: "email" })}
          autoComplete="email"
          inputMode="email"
          error={fields.email.errors}
        />
        <Field
          label="Phone number"
          {...getInputProps(fields.phone, { type: "tel" })}
          autoComplete="tel"
          placeholder="0803 123 4567"
          hint="A Nigerian number, e.g. 0803 123 4567 or +234 803 123 4567."
          error={fields.phone.errors}
        />
        <PasswordField
          label="Password"
          {...getInputProps(fields.password, { type: "password" })}
          autoComplete="new-password"
          hint="At least 8 characters. Avoid common passwords."
          error={fields.password.errors}
        />
        <PasswordField
          label="Confirm password"
          {...getInputProps(fields.confirmPassword, { type: "password" })}
          autoComplete="new-password"
          error={fields.confirmPassword.errors}
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
        <Button type="submit" className="w-full" size="lg" pending={submitting}>
          Create account
        </Button>
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
