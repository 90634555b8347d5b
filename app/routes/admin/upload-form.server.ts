import { data } from "react-router";
import type { z } from "zod";
import type { AdminFormLast } from "~/components/admin/admin-form";
import type { Toast } from "~/domain/toast/toast";
import { translate } from "~/i18n/catalog.server";
import type { Locale } from "~/i18n/locales";
import { adminSystem } from "~/i18n/messages/admin-system";
import { parseSubmission } from "~/lib/parse-submission";
import { readFormBody } from "~/routes/request-body.server";
import { redirectWithToast } from "~/routes/toast.server";
import type { Services } from "~/services.server";

/** What the domain's create or update of a record with uploads comes to. */
export type UploadSaveOutcome<Saved> =
  | ({ status: "saved" } & Saved)
  | { status: "invalid-file"; field: string; message: string }
  | { status: "not-found" };

export type UploadFormTarget = { mode: "create" } | { mode: "edit"; id: string };

function reply(result: AdminFormLast["result"], status: number, alert: AdminFormLast["alert"]) {
  return data({ result, alert } satisfies AdminFormLast, { status });
}

/**
 * The action of a staff form that uploads files (journey content, success stories), shared by
 * its new and edit routes: read the multipart body within its ceiling, validate, save (the domain
 * stores the files), and return to the list with a toast, or answer with the form, its errors
 * and an alert.
 */
export async function submitUploadForm<Schema extends z.ZodObject, Saved>(
  services: Services,
  request: Request,
  form: {
    schema: Schema;
    bodyLimit: number;
    /** Where a saved record returns to. */
    list: string;
    /** Names the record in the log. */
    kind: string;
    mode: UploadFormTarget["mode"];
    /** The alert's title when the record was not saved. */
    failedTitle: string;
    /** The alert's text for a body over `bodyLimit`, a record gone meanwhile, a failed save. */
    texts: { tooLarge: string; notFound: string; unsaved: string };
    /** The alert over a form that fails validation, if it has one. */
    invalidAlert?: (result: AdminFormLast["result"]) => AdminFormLast["alert"];
    save: (input: z.output<Schema>) => Promise<UploadSaveOutcome<Saved>>;
    savedToast: (saved: Saved) => Toast;
    /** The request's language (`context.get(localeContext)`), for the unreadable-form alert. */
    locale?: Locale;
  },
) {
  const failed = (description: string) => ({ title: form.failedTitle, description });
  const body = await readFormBody(request, form.bodyLimit);
  if (body.status !== "ok") {
    const empty = parseSubmission(new FormData(), { schema: form.schema });
    return reply(
      empty.reply({ resetForm: false }),
      body.status === "too-large" ? 413 : 400,
      failed(
        body.status === "too-large"
          ? form.texts.tooLarge
          : translate(form.locale ?? "en", adminSystem).uploadForm.unreadable,
      ),
    );
  }
  const submission = parseSubmission(body.formData, { schema: form.schema });
  if (submission.status !== "success") {
    const result = submission.reply();
    return reply(result, 400, form.invalidAlert?.(result) ?? null);
  }
  try {
    const outcome = await form.save(submission.value);
    if (outcome.status === "invalid-file") {
      return reply(
        submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } }),
        400,
        failed(outcome.message),
      );
    }
    if (outcome.status === "not-found") {
      return reply(submission.reply(), 404, failed(form.texts.notFound));
    }
    return redirectWithToast(services.toasts, request, form.list, form.savedToast(outcome));
  } catch (error) {
    services.logger.error({ err: error, mode: form.mode }, `${form.kind} save failed`);
    return reply(submission.reply(), 500, failed(form.texts.unsaved));
  }
}
