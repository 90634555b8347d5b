import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, useNavigation } from "react-router";
import {
  AuthFooterLink,
  AuthSubmitButton,
  NewPasswordFields,
} from "~/components/auth/auth-form-parts";
import { usePublicForm } from "~/components/forms/public-form";
import { AuthLayout } from "~/components/site/auth-layout";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/link";
import { consumeAuthRateLimit } from "~/domain/abuse/auth-limits.server";
import { tooManyAttemptsMessage } from "~/domain/abuse/limits";
import { requestPasswordReset, resetPassword } from "~/domain/auth/accounts.server";
import { AUTH_TOASTS } from "~/domain/auth/auth.messages";
import { newPasswordSchema, resetRequestSchema } from "~/domain/auth/auth.schema";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/domain/auth/common-passwords.server";
import { pageTitle } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission";
import { passRetryAfter } from "~/lib/retry-after";
import { readForm } from "~/routes/form-body.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/password-reset";

const serverNewPasswordSchema = newPasswordSchema.superRefine((value, ctx) => {
  if (isCommonPassword(value.password)) {
    ctx.addIssue({ code: "custom", path: ["password"], message: COMMON_PASSWORD_MESSAGE });
  }
});

export function loader({ request }: Route.LoaderArgs) {
  // The e-mailed link carries the token; with it the page shows the new-password form.
  return { token: new URL(request.url).searchParams.get("token") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const formData = await readForm(request);

  if (formData.get("intent") === "reset") {
    const submission = parseSubmission(formData, { schema: serverNewPasswordSchema });
    if (submission.status !== "success") {
      return data(
        {
          intent: "reset" as const,
          result: submission.reply({ hideFields: ["password", "confirmPassword"] }),
          error: null as string | null,
          sent: false,
        },
        { status: 400 },
      );
    }
    const limit = await consumeAuthRateLimit(services, request, "password-reset");
    if (!limit.allowed) {
      return data(
        {
          intent: "reset" as const,
          result: submission.reply({ hideFields: ["password", "confirmPassword"] }),
          error: tooManyAttemptsMessage(limit.retryAfterSeconds) as string | null,
          sent: false,
        },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    const outcome = await resetPassword(services, submission.value);
    if (!outcome.ok) {
      return data(
        {
          intent: "reset" as const,
          result: submission.reply({ hideFields: ["password", "confirmPassword"] }),
          error: outcome.message,
          sent: false,
        },
        { status: 400 },
      );
    }
    return redirectWithToast(services.toasts, request, "/login", AUTH_TOASTS.resetDone);
  }

  const submission = parseSubmission(formData, { schema: resetRequestSchema });
  if (submission.status !== "success") {
    return data(
      { intent: "request" as const, result: submission.reply(), error: null, sent: false },
      { status: 400 },
    );
  }
  const limit = await consumeAuthRateLimit(services, request, "password-reset");
  if (!limit.allowed) {
    return data(
      {
        intent: "request" as const,
        result: submission.reply(),
        error: tooManyAttemptsMessage(limit.retryAfterSeconds),
        sent: false,
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  await requestPasswordReset(services, submission.value.email);
  return {
    intent: "request" as const,
    result: submission.reply({ resetForm: true }),
    error: null,
    sent: true,
  };
}

const backToLogin = <AuthFooterLink to="/login">Back to Login</AuthFooterLink>;

export const headers = passRetryAfter;

export default function PasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.token ? (
    <NewPasswordForm token={loaderData.token} actionData={actionData} />
  ) : (
    <RequestForm actionData={actionData} />
  );
}

type ActionData = Route.ComponentProps["actionData"];

function RequestForm({ actionData }: { actionData: ActionData }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "reset-request",
    lastResult: actionData?.intent === "request" ? actionData.result : undefined,
    constraint: getZodConstraint(resetRequestSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetRequestSchema }),
  });
  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={backToLogin}
    >
      {actionData?.intent === "request" && actionData.error ? (
        <Alert variant="error" title="Please wait" className="mb-5">
          {actionData.error}
        </Alert>
      ) : null}
      {actionData?.sent ? (
        <Alert variant="success" title={AUTH_TOASTS.resetRequested.title} className="mb-5">
          {AUTH_TOASTS.resetRequested.description}
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="request" />
        <Field
          label="Email address"
          {...getInputProps(fields.email, { type: "email" })}
          autoComplete="email"
          error={fields.email.errors}
        />
        <AuthSubmitButton pending={navigation.state === "submitting"}>
          Send reset link
        </AuthSubmitButton>
      </Form>
    </AuthLayout>
  );
}

function NewPasswordForm({ token, actionData }: { token: string; actionData: ActionData }) {
  const navigation = useNavigation();
  const [form, fields] = usePublicForm(newPasswordSchema, {
    id: "reset-new-password",
    lastResult: actionData?.intent === "reset" ? actionData.result : undefined,
  });
  return (
    <AuthLayout title="Choose a new password" footer={backToLogin}>
      {actionData?.error ? (
        <Alert variant="error" title="Error" className="mb-5">
          {actionData.error}{" "}
          <Link to="/password-reset" className="font-semibold underline">
            Request a new link
          </Link>
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="reset" />
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          labels={{ password: "New password", confirmPassword: "Confirm new password" }}
        />
        <AuthSubmitButton pending={navigation.state === "submitting"}>
          Reset password
        </AuthSubmitButton>
      </Form>
    </AuthLayout>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, "Reset your password") },
    { name: "robots", content: "noindex" },
  ];
}
