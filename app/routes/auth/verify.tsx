import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, useNavigation } from "react-router";
import { AuthFooterLink } from "~/components/auth/auth-form-parts";
import { AuthLayout } from "~/components/site/auth-layout";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Form } from "~/components/ui/link";
import { consumeAuthRateLimit } from "~/domain/abuse/auth-limits.server";
import { tooManyAttemptsMessage } from "~/domain/abuse/limits";
import { resendVerification, verifyEmailToken } from "~/domain/auth/accounts.server";
import { resendVerificationSchema } from "~/domain/auth/auth.schema";
import { homeFor, userContext } from "~/domain/auth/session.server";
import { pageTitle } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission";
import { passRetryAfter } from "~/lib/retry-after";
import { readForm } from "~/routes/form-body.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/verify";

type VerifyState = "verified" | "not-verified" | "no-session";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = context.get(userContext);
  const token = new URL(request.url).searchParams.get("token");
  if (token) {
    const outcome = await verifyEmailToken(services, token);
    if (outcome === "verified") {
      // Confirmed and signed in → on to the right dashboard.
      if (user) throw redirect(homeFor(user));
      return { state: "verified" as VerifyState, expired: false };
    }
    return { state: "not-verified" as VerifyState, expired: outcome === "expired" };
  }
  if (user) throw redirect(homeFor(user));
  return { state: "no-session" as VerifyState, expired: false };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
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
        error: tooManyAttemptsMessage(limit.retryAfterSeconds) as string | null,
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
  const navigation = useNavigation();
  const checking = navigation.state === "loading" && navigation.location.pathname === "/verify";
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(resendVerificationSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resendVerificationSchema }),
  });

  if (checking) {
    return (
      <AuthLayout title="Checking" description="Checking your verification link, please wait...">
        <p role="status">Checking, please wait...</p>
      </AuthLayout>
    );
  }

  if (loaderData.state === "verified") {
    return (
      <AuthLayout title="Email Verified" description="Your account is active.">
        {/* The page's heading already says 'Email Verified': the message does not repeat it. */}
        <Alert variant="success">
          Thank you for confirming your e-mail address. You can now log in and start learning.
        </Alert>
        <ButtonLink to="/login" size="lg" className="mt-6 w-full">
          Continue to login
        </ButtonLink>
      </AuthLayout>
    );
  }

  const resend = (
    <>
      {actionData?.error ? (
        <Alert variant="error" title="Please wait" className="mt-5">
          {actionData.error}
        </Alert>
      ) : null}
      {actionData?.sent ? (
        <Alert variant="success" title="Check your inbox" className="mt-5">
          If an account is waiting for verification at that address, we have sent it a new link.
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-5 space-y-4">
        <Field
          label="Email address"
          {...getInputProps(fields.email, { type: "email" })}
          autoComplete="email"
          error={fields.email.errors}
        />
        <Button
          type="submit"
          variant="secondary"
          className="w-full"
          pending={navigation.state === "submitting"}
        >
          Send a new verification link
        </Button>
      </Form>
    </>
  );

  if (loaderData.state === "not-verified") {
    return (
      <AuthLayout title="Email Not Verified">
        <Alert variant="error">
          {loaderData.expired
            ? "This verification link has expired."
            : "This verification link is not valid. It may have been used already."}{" "}
          Enter your e-mail address to receive a new one.
        </Alert>
        {resend}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="No session found"
      footer={
        <AuthFooterLink prompt="Already verified?" to="/login">
          Log in
        </AuthFooterLink>
      }
    >
      <Alert variant="info">
        Open the link in the e-mail we sent you when you registered, or ask for a new link below.
      </Alert>
      {resend}
    </AuthLayout>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, "Verify your e-mail") },
    { name: "robots", content: "noindex" },
  ];
}
