import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { SocialSignIn } from "~/components/auth/social-sign-in";
import { AuthLayout } from "~/components/site/auth-layout";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field, PasswordField } from "~/components/ui/field";
import { signInWithPassword } from "~/domain/auth/accounts.server";
import { AUTH_TOASTS } from "~/domain/auth/auth.messages";
import { loginSchema } from "~/domain/auth/auth.schema";
import { homeFor, safeRedirectTo, userContext } from "~/domain/auth/session.server";
import { answerSocialIntent, configuredProviders } from "~/domain/auth/social.server";
import { redirectWithToast } from "~/domain/toast/toast.server";
import { readForm } from "~/domain/uploads/form-body.server";
import { pageTitle } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission";
import { passRetryAfter } from "~/lib/retry-after";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/login";

type FormAlert = { title: string; description: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  const user = context.get(userContext);
  // Spec 000 §2: a signed-in user is sent on (a server redirect replaces the history entry).
  if (user) throw redirect(redirectTo ?? homeFor(user));
  const services = context.get(servicesContext);
  const socialFailed = url.searchParams.get("social") === "failed";
  return {
    redirectTo,
    providers: configuredProviders(services),
    alert: socialFailed
      ? {
          title: AUTH_TOASTS.socialLoginFailed.title,
          description: AUTH_TOASTS.socialLoginFailed.fallback,
        }
      : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const formData = await readForm(request);

  if (formData.get("intent") === "social") {
    return answerSocialIntent(services, request, String(formData.get("provider")));
  }

  const submission = parseSubmission(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: ["password"] }), alert: null as FormAlert | null },
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
          title: AUTH_TOASTS.loginFailed.title,
          description: outcome.message,
        } as FormAlert,
        unverified: false,
      },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  if (!outcome.ok) {
    const alert: FormAlert =
      outcome.reason === "unverified"
        ? AUTH_TOASTS.emailNotVerified
        : {
            title: AUTH_TOASTS.loginFailed.title,
            description:
              outcome.reason === "invalid"
                ? AUTH_TOASTS.loginFailed.fallback
                : (outcome.message ?? AUTH_TOASTS.loginFailed.fallback),
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
  const destination =
    safeRedirectTo(submission.value.redirectTo) ??
    homeFor({ isAdmin: outcome.user.role === "admin" });
  return redirectWithToast(
    services.toasts,
    request,
    destination,
    AUTH_TOASTS.loginSuccess,
    outcome.headers,
  );
}

export const headers = passRetryAfter;

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  const alert = actionData?.alert ?? loaderData.alert;
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/login");
  const registerHref = loaderData.redirectTo
    ? `/register?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`
    : "/register";

  return (
    <AuthLayout
      title="Welcome back"
      description="Log in to continue your courses and track your progress."
      footer={
        <p>
          New to the academy?{" "}
          <Link
            to={registerHref}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </p>
      }
    >
      {alert ? (
        <Alert variant="error" title={alert.title} className="mb-5">
          {alert.description}
          {actionData && "unverified" in actionData && actionData.unverified ? (
            <>
              {" "}
              <Link to="/verify" className="font-semibold underline">
                Resend the verification e-mail
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        {loaderData.redirectTo ? (
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        ) : null}
        <Field
          label="Email address"
          {...getInputProps(fields.email, { type: "email" })}
          autoComplete="email"
          inputMode="email"
          error={fields.email.errors}
        />
        <PasswordField
          label="Password"
          {...getInputProps(fields.password, { type: "password" })}
          autoComplete="current-password"
          error={fields.password.errors}
        />
        <div className="flex justify-end">
          <Link
            to="/password-reset"
            className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" className="w-full" size="lg" pending={submitting}>
          Log in
        </Button>
      </Form>
      <SocialSignIn providers={loaderData.providers} action="/login" />
    </AuthLayout>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, "Log in") },
    { name: "description", content: "Log in to your AFA Academy account." },
    { name: "robots", content: "noindex" },
  ];
}
