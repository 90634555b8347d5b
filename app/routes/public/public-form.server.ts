import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod";
import type { FormAlertMessage } from "~/components/ui/form-alert";
import { isHoneypotFilled } from "~/domain/abuse/honeypot";
import type { PublicFormOutcome } from "~/domain/abuse/public-form.server";
import { requestClientKey } from "~/domain/abuse/rate-limit.server";
import { localizedIssues } from "~/domain/contact/validation-messages";
import type { Toast } from "~/domain/toast/toast";
import { translate } from "~/i18n/catalog.server";
import type { Locale } from "~/i18n/locales";
import { publicForms } from "~/i18n/messages/public-forms";
import { parseSubmission } from "~/lib/parse-submission";
import { readForm } from "~/routes/form-body.server";
import { redirectWithToast } from "~/routes/toast.server";
import type { Services } from "~/services.server";

/** What a public form's page gets back when it is shown again: the typed values and errors. */
type PublicFormReply = { result: SubmissionResult<string[]>; alert: FormAlertMessage | null };

function reply(body: PublicFormReply, init: ResponseInit) {
  return data(body, init);
}

/**
 * The action of every public form that creates a record (contact, consultation booking), one
 * sequence: a filled honeypot gets the usual success and nothing is stored or sent; then the
 * form's zod schema (400 with the messages beside the fields); then `submit`, which rate-limits the
 * client (429 with Retry-After; what was typed stays) and stores the record once per rendered
 * form; a failure keeps what was typed (500). A success, or a repeat of a stored form, goes `back`
 * with the `sent` toast. Messages beside the fields and the alerts are in the page's `locale`.
 */
export async function submitPublicForm<Schema extends z.ZodType, T>(
  services: Services,
  request: Request,
  form: {
    /** The form's name in logs and in its rate-limit key. */
    name: string;
    /** The page's language (the request's localeContext). */
    locale: Locale;
    schema: Schema;
    back: string;
    sent: Toast;
    /** The alert above the form for these field errors (none by default). */
    invalidAlert?: (error: SubmissionResult<string[]>["error"]) => FormAlertMessage | null;
    failedAlert: () => FormAlertMessage | Promise<FormAlertMessage>;
    /** The body, when the route has read it already (readForm); else it is read here. */
    formData?: FormData;
    /** The field messages for a submission the form's store refused (see SubmissionRefused). */
    refused?: (reason: unknown) => Record<string, string[]>;
    submit: (input: z.output<Schema>, clientKey: string) => Promise<PublicFormOutcome<T>>;
    /**
     * The answer to a stored submission (`record`), or to a repeat of one (null), instead of going
     * `back` with the `sent` toast; answering null keeps that default.
     */
    done?: (record: T | null, input: z.output<Schema>) => Promise<Response | null>;
  },
) {
  const formData = form.formData ?? (await readForm(request));
  if (isHoneypotFilled(formData)) {
    services.logger.info({ form: form.name }, "honeypot submission dropped");
    return redirectWithToast(services.toasts, request, form.back, form.sent);
  }
  const t = translate(form.locale, publicForms);
  const submission = parseSubmission(formData, {
    schema: form.schema,
    formatError: localizedIssues(t.validation),
  });
  if (submission.status !== "success") {
    const result = submission.reply();
    return reply({ result, alert: form.invalidAlert?.(result.error) ?? null }, { status: 400 });
  }
  const outcome = await form.submit(submission.value, requestClientKey(request));
  if (outcome.status === "limited") {
    return reply(
      {
        result: submission.reply(),
        // A day's budget of the details it names (MESSAGE_BUDGETS) is told in whole hours.
        alert: outcome.budget
          ? {
              title: t.rateLimitedBudget.title,
              description: t.rateLimitedBudget.description({
                count: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 3600)),
              }),
            }
          : {
              title: t.rateLimited.title,
              // Whole minutes, at least one (as the sign-in forms say it: ~/domain/abuse/limits).
              description: t.rateLimited.description({
                count: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)),
              }),
            },
      },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  if (outcome.status === "refused") {
    const fieldErrors = form.refused?.(outcome.reason) ?? {};
    return reply({ result: submission.reply({ fieldErrors }), alert: null }, { status: 409 });
  }
  if (outcome.status === "failed") {
    return reply({ result: submission.reply(), alert: await form.failedAlert() }, { status: 500 });
  }
  const answer = await form.done?.(
    outcome.status === "stored" ? outcome.record : null,
    submission.value,
  );
  if (answer) return answer;
  return redirectWithToast(services.toasts, request, form.back, form.sent);
}
