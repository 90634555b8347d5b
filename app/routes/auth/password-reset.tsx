import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import {
  AuthFooterLink,
  AuthSubmitButton,
  NewPasswordFields,
} from "~/components/auth/auth-form-parts";
import { usePublicForm } from "~/components/forms/public-form";
import { AuthLayout } from "~/components/site/auth-layout";
import { Alert } from "~/components/ui/alert";
import { useIsPending } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/link";
import { consumeAuthRateLimit } from "~/domain/abuse/auth-limits.server";
import { tooManyAttemptsMessage } from "~/domain/abuse/limits";
import { requestPasswordReset, resetPassword } from "~/domain/auth/accounts.server";
import { type AuthSchemaMessages, authSchemas } from "~/domain/auth/auth.schema";
import { isCommonPassword } from "~/domain/auth/common-passwords.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { auth } from "~/i18n/messages/auth";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { parseSubmission } from "~/lib/parse-submission";
import { passRetryAfter } from "~/lib/retry-after";
import { readForm } from "~/routes/form-body.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/password-reset";
import { localizeAuthMessage } from "./auth-messages.server";

function serverNewPasswordSchema(t: AuthSchemaMessages) {
  return authSchemas(t).newPasswordSchema.superRefine((value, ctx) => {
    if (isCommonPassword(value.password)) {
      ctx.addIssue({ code: "custom", path: ["password"], message: t.validation.commonPassword });
    }
  });
}

export function loader({ request, context }: Route.LoaderArgs) {
  // The e-mailed link carries the token; with it the page shows the new-password form.
  return {
    ...messagesFor(context.get(localeContext), auth),
    token: new URL(request.url).searchParams.get("token"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const formData = await readForm(request);
  const locale = context.get(localeContext);
  const t = translate(locale, auth);

  if (formData.get("intent") === "reset") {
    const submission = parseSubmission(formData, { schema: serverNewPasswordSchema(t) });
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
          error: localizeAuthMessage(locale, tooManyAttemptsMessage(limit.retryAfterSeconds)) as
            | string
            | null,
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
          error: localizeAuthMessage(locale, outcome.message),
          sent: false,
        },
        { status: 400 },
      );
    }
    return redirectWithToast(services.toasts, request, "/login", t.toasts.resetDone);
  }

  const submission = parseSubmission(formData, { schema: authSchemas(t).resetRequestSchema });
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
        error: localizeAuthMessage(locale, tooManyAttemptsMessage(limit.retryAfterSeconds)),
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

export const headers = passRetryAfter;

export default function PasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.token ? (
    <NewPasswordForm token={loaderData.token} actionData={actionData} />
  ) : (
    <RequestForm actionData={actionData} />
  );
}

type ActionData = Route.ComponentProps["actionData"];

function BackToLogin() {
  const t = useT(auth);
  return <AuthFooterLink to="/login">{t.reset.backToLogin}</AuthFooterLink>;
}

function RequestForm({ actionData }: { actionData: ActionData }) {
  const pending = useIsPending();
  const t = useT(auth);
  const { resetRequestSchema } = authSchemas(t);
  const [form, fields] = useForm({
    id: "reset-request",
    lastResult: actionData?.intent === "request" ? actionData.result : undefined,
    constraint: getZodConstraint(resetRequestSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetRequestSchema }),
  });
  return (
    <AuthLayout title={t.reset.title} description={t.reset.description} footer={<BackToLogin />}>
      {actionData?.intent === "request" && actionData.error ? (
        <Alert variant="error" title={t.reset.pleaseWait} className="mb-5">
          {actionData.error}
        </Alert>
      ) : null}
      {actionData?.sent ? (
        <Alert variant="success" title={t.toasts.resetRequested.title} className="mb-5">
          {t.toasts.resetRequested.description}
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="request" />
        <Field
          label={t.fields.email}
          {...getInputProps(fields.email, { type: "email" })}
          autoComplete="email"
          error={fields.email.errors}
        />
        <AuthSubmitButton pending={pending}>{t.reset.submit}</AuthSubmitButton>
      </Form>
    </AuthLayout>
  );
}

function NewPasswordForm({ token, actionData }: { token: string; actionData: ActionData }) {
  const pending = useIsPending();
  const t = useT(auth);
  const [form, fields] = usePublicForm(authSchemas(t).newPasswordSchema, {
    id: "reset-new-password",
    lastResult: actionData?.intent === "reset" ? actionData.result : undefined,
  });
  return (
    <AuthLayout title={t.reset.newTitle} footer={<BackToLogin />}>
      {actionData?.error ? (
        <Alert variant="error" title={t.reset.error} className="mb-5">
          {actionData.error}{" "}
          <Link to="/password-reset" className="font-semibold underline">
            {t.reset.requestNewLink}
          </Link>
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="reset" />
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          labels={{ password: t.fields.newPassword, confirmPassword: t.fields.confirmNewPassword }}
        />
        <AuthSubmitButton pending={pending}>{t.reset.submitNew}</AuthSubmitButton>
      </Form>
    </AuthLayout>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, auth);
  return [
    { title: pageTitle(matches, t?.reset.metaTitle ?? "Reset your password") },
    { name: "robots", content: "noindex" },
  ];
}
