import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { AuthFooterLink } from "~/components/auth/auth-form-parts";
import { AuthLayout } from "~/components/site/auth-layout";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink, useIsPending } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Form } from "~/components/ui/link";
import { useIsLoadingPage } from "~/components/ui/use-is-loading-page";
import { consumeAuthRateLimit } from "~/domain/abuse/auth-limits.server";
import { tooManyAttemptsMessage } from "~/domain/abuse/limits";
import { resendVerification, verifyEmailToken } from "~/domain/auth/accounts.server";
import { authSchemas } from "~/domain/auth/auth.schema";
import { homeFor } from "~/domain/auth/session.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { auth } from "~/i18n/messages/auth";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { parseSubmission } from "~/lib/parse-submission";
import { passRetryAfter } from "~/lib/retry-after";
import { readForm } from "~/routes/form-body.server";
import { userContext } from "~/routes/middleware/user-context.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/verify";
import { localizeAuthMessage } from "./auth-messages.server";

type VerifyState = "verified" | "not-verified" | "no-session";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = context.get(userContext);
  const { messages } = messagesFor(context.get(localeContext), auth);
  const token = new URL(request.url).searchParams.get("token");
  if (token) {
    const outcome = await verifyEmailToken(services, token);
    if (outcome === "verified") {
      // Confirmed and signed in → on to the right dashboard.
      if (user) throw redirect(homeFor(user));
      return { messages, state: "verified" as VerifyState, expired: false };
    }
    return { messages, state: "not-verified" as VerifyState, expired: outcome === "expired" };
  }
  if (user) throw redirect(homeFor(user));
  return { messages, state: "no-session" as VerifyState, expired: false };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const locale = context.get(localeContext);
  const { resendVerificationSchema } = authSchemas(translate(locale, auth));
  const submission = parseSubmission(await readForm(request), { schema: resendVerificationSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: false, error: null }, { status: 400 });
  }
  const limit = await consumeAuthRateLimit(services, request, "verification-email");
  if (!limit.allowed) {
    return data(
      {
        result: submission.reply(),
        sent: false,
        error: localizeAuthMessage(locale, tooManyAttemptsMessage(limit.retryAfterSeconds)) as
          | string
          | null,
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  await resendVerification(services, submission.value.email);
  // The same answer whether or not the address has an unverified account.
  return { result: submission.reply({ resetForm: true }), sent: true, error: null };
}

export const headers = passRetryAfter;

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useIsPending();
  const checking = useIsLoadingPage("/verify");
  const t = useT(auth);
  const v = t.verify;
  const { resendVerificationSchema } = authSchemas(t);
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(resendVerificationSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resendVerificationSchema }),
  });

  if (checking) {
    return (
      <AuthLayout title={v.checkingTitle} description={v.checkingDescription}>
        <p role="status">{v.checkingStatus}</p>
      </AuthLayout>
    );
  }

  if (loaderData.state === "verified") {
    return (
      <AuthLayout title={v.verifiedTitle} description={v.verifiedDescription}>
        {/* The page's heading already says 'Email Verified': the message does not repeat it. */}
        <Alert variant="success">{v.verifiedMessage}</Alert>
        <ButtonLink to="/login" size="lg" className="mt-6 w-full">
          {v.continueToLogin}
        </ButtonLink>
      </AuthLayout>
    );
  }

  const resend = (
    <>
      {actionData?.error ? (
        <Alert variant="error" title={v.pleaseWait} className="mt-5">
          {actionData.error}
        </Alert>
      ) : null}
      {actionData?.sent ? (
        <Alert variant="success" title={v.checkInbox} className="mt-5">
          {v.sentMessage}
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-5 space-y-4">
        <Field
          label={t.fields.email}
          {...getInputProps(fields.email, { type: "email" })}
          autoComplete="email"
          error={fields.email.errors}
        />
        <Button type="submit" variant="secondary" className="w-full" pending={sending}>
          {v.sendNewLink}
        </Button>
      </Form>
    </>
  );

  if (loaderData.state === "not-verified") {
    return (
      <AuthLayout title={v.notVerifiedTitle}>
        <Alert variant="error">
          {loaderData.expired ? v.expired : v.invalid} {v.enterEmail}
        </Alert>
        {resend}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={v.noSessionTitle}
      footer={
        <AuthFooterLink prompt={v.alreadyVerified} to="/login">
          {v.logIn}
        </AuthFooterLink>
      }
    >
      <Alert variant="info">{v.noSessionMessage}</Alert>
      {resend}
    </AuthLayout>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, auth);
  return [
    { title: pageTitle(matches, t?.verify.metaTitle ?? "Verify your e-mail") },
    { name: "robots", content: "noindex" },
  ];
}
