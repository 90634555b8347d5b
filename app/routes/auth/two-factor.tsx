import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { AuthFooterLink, AuthSubmitButton } from "~/components/auth/auth-form-parts";
import { AuthLayout } from "~/components/site/auth-layout";
import { Alert } from "~/components/ui/alert";
import { Button, usePendingForm } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/link";
import { consumeAuthRateLimit } from "~/domain/abuse/auth-limits.server";
import { tooManyAttemptsMessage } from "~/domain/abuse/limits";
import {
  getPhoneFactor,
  pendingSignInUserId,
  sendSignInCode,
} from "~/domain/auth/phone-factor.server";
import { TWO_FACTOR_MESSAGES, twoFactorSchemasFor } from "~/domain/auth/two-factor.schema";
import { getTwoFactorStatus, verifySecondFactor } from "~/domain/auth/two-factor.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { auth } from "~/i18n/messages/auth";
import { metaT } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { parseSubmission } from "~/lib/parse-submission";
import { passRetryAfter } from "~/lib/retry-after";
import { readForm } from "~/routes/form-body.server";
import { redirectWithToast } from "~/routes/toast.server";
import { type Services, servicesContext } from "~/services.server";
import type { Route } from "./+types/two-factor";
import { localizeAuthMessage } from "./auth-messages.server";
import { redirectToUnlessSignedIn, welcomeIn } from "./signed-in.server";

type Method = "totp" | "sms" | "backup";

/** Whether the browser holds the pending second step that /login starts (better-auth's cookie). */
function hasPendingSignIn(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?[\w.-]*two_factor=/.test(request.headers.get("Cookie") ?? "");
}

function loginAgain(services: Services, request: Request, locale: Locale, message: string) {
  return redirectWithToast(services.toasts, request, "/login", {
    title: translate(locale, auth).toasts.loginFailed.title,
    description: localizeAuthMessage(locale, message),
    variant: "destructive",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = redirectToUnlessSignedIn(url, context);
  const services = context.get(servicesContext);
  const locale = context.get(localeContext);
  const userId = hasPendingSignIn(request) ? await pendingSignInUserId(services, request) : null;
  if (!userId) throw await loginAgain(services, request, locale, TWO_FACTOR_MESSAGES.expired);
  // The ways this account can answer: its authenticator app (and backup codes), its phone.
  const [app, phone] = await Promise.all([
    getTwoFactorStatus(services, userId),
    getPhoneFactor(services, userId),
  ]);
  const available: Method[] = [];
  if (app.state === "on") available.push("totp");
  if (phone.confirmed) available.push("sms");
  if (app.state === "on") available.push("backup");
  const asked = url.searchParams.get("method");
  const method = available.find((m) => m === asked) ?? available[0] ?? "totp";
  return {
    ...messagesFor(locale, auth),
    redirectTo,
    method,
    available,
    phone: phone.confirmed,
  };
}

type ActionData = {
  result: SubmissionResult<string[]> | undefined;
  alert: string | null;
  sentTo?: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const formData = await readForm(request);
  const locale = context.get(localeContext);
  if (formData.get("intent") === "send-sms") return textACode(services, request, locale);
  const { secondFactorSchema } = twoFactorSchemasFor(translate(locale, auth));
  const submission = parseSubmission(formData, { schema: secondFactorSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: ["code"] }), alert: null } satisfies ActionData,
      {
        status: 400,
      },
    );
  }
  // The address's and the pending account's budgets of codes are spent inside better-auth (the
  // two-factor plugin's hook), shared with /api/auth/two-factor/*.
  const outcome = await verifySecondFactor(services, request, submission.value);
  if (!outcome.ok && outcome.reason === "rate-limited") {
    return data(
      {
        result: submission.reply({ hideFields: ["code"] }),
        alert: localizeAuthMessage(locale, outcome.message),
      } satisfies ActionData,
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  if (!outcome.ok) {
    if (outcome.reason === "start-again")
      throw await loginAgain(services, request, locale, outcome.message);
    return data(
      {
        result: submission.reply({
          hideFields: ["code"],
          fieldErrors: { code: [localizeAuthMessage(locale, outcome.message)] },
        }),
        alert: null,
      } satisfies ActionData,
      { status: 400 },
    );
  }
  return welcomeIn(services, request, outcome, submission.value.redirectTo, locale);
}

/** "Text me a code": each text costs money, so it has its own per-address budget. */
async function textACode(services: Services, request: Request, locale: Locale) {
  const limit = await consumeAuthRateLimit(services, request, "sms-send");
  if (!limit.allowed) {
    return data(
      {
        result: undefined,
        alert: localizeAuthMessage(locale, tooManyAttemptsMessage(limit.retryAfterSeconds)),
      } satisfies ActionData,
      {
        status: 429,
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      },
    );
  }
  const sent = await sendSignInCode(services, request);
  if (!sent.ok) {
    return data(
      { result: undefined, alert: localizeAuthMessage(locale, sent.message) } satisfies ActionData,
      { status: 409 },
    );
  }
  return data({ result: undefined, alert: null, sentTo: sent.sentTo } satisfies ActionData);
}

export const headers = passRetryAfter;

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { method, redirectTo, available, phone } = loaderData;
  const last = actionData as ActionData | undefined;
  const isPending = usePendingForm();
  const t = useT(auth);
  const LABELS = t.twoFactor.methods;
  const { secondFactorSchema } = twoFactorSchemasFor(t);
  const [form, fields] = useForm({
    lastResult: last?.result,
    constraint: getZodConstraint(secondFactorSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: secondFactorSchema }),
  });
  const hrefFor = (other: Method) => {
    const query = new URLSearchParams({ method: other });
    if (redirectTo) query.set("redirectTo", redirectTo);
    return `/login/two-factor?${query}`;
  };
  const busy = (intent: string | null) => isPending({ fields: { intent }, state: "non-idle" });
  return (
    <AuthLayout
      title={t.twoFactor.title}
      description={LABELS[method].intro}
      footer={<AuthFooterLink to="/login">{t.twoFactor.backToLogin}</AuthFooterLink>}
    >
      {last?.alert ? (
        <Alert variant="error" title={t.toasts.loginFailed.title} className="mb-5">
          {last.alert}
        </Alert>
      ) : null}
      {last?.sentTo ? (
        <Alert variant="success" title={t.twoFactor.codeSent} className="mb-5">
          {t.twoFactor.textedTo({ phone: last.sentTo })}
        </Alert>
      ) : null}
      {method === "sms" ? (
        <Form method="post" className="mb-5">
          <input type="hidden" name="intent" value="send-sms" />
          <p className="mb-3 text-sm text-ink">{t.twoFactor.yourPhone({ phone: phone ?? "" })}</p>
          <Button type="submit" variant="outline" className="w-full" pending={busy("send-sms")}>
            {last?.sentTo ? t.twoFactor.sendAnother : t.twoFactor.textMe}
          </Button>
        </Form>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="method" value={method} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Field
          label={LABELS[method].field}
          {...getInputProps(fields.code, { type: "text" })}
          key={method}
          autoComplete="one-time-code"
          inputMode={method === "backup" ? "text" : "numeric"}
          autoCapitalize="off"
          spellCheck={false}
          error={fields.code.errors}
        />
        <AuthSubmitButton pending={busy(null)}>{t.twoFactor.submit}</AuthSubmitButton>
      </Form>
      {available.length > 1 ? (
        <ul className="mt-5 space-y-2 text-center text-sm">
          {available
            .filter((other) => other !== method)
            .map((other) => (
              <li key={other}>
                <Link
                  to={hrefFor(other)}
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {LABELS[other].switchTo}
                </Link>
              </li>
            ))}
        </ul>
      ) : null}
    </AuthLayout>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, auth);
  return [
    { title: pageTitle(matches, t?.twoFactor.title ?? "Two-step sign-in") },
    { name: "robots", content: "noindex" },
  ];
}
