import { data } from "react-router";
import type { ContentFormLast } from "~/components/admin/content-form";
import type { AuditActor } from "~/domain/admin/audit.server";
import { CONTENT_BODY_LIMIT, CONTENT_TOASTS } from "~/domain/admin/content.constants";
import { contentSchema } from "~/domain/admin/content.schema";
import { createContent, updateContent } from "~/domain/admin/content.server";
import { redirectWithToast } from "~/domain/toast/toast.server";
import { readFormBody } from "~/domain/uploads/form-body.server";
import { parseSubmission } from "~/lib/parse-submission";
import type { Services } from "~/services.server";

// The action shared by /admin-dashboard/content/new and /admin-dashboard/content/:id: read the
// multipart body within its ceiling, validate, store the uploads, save, and answer with the
// spec's toasts (spec 001 §8) or the form with its errors.

const LIST = "/admin-dashboard/content";

function reply(result: ContentFormLast["result"], status: number, alert: ContentFormLast["alert"]) {
  return data({ result, alert } satisfies ContentFormLast, { status });
}

export async function submitContentForm(
  services: Services,
  request: Request,
  actor: AuditActor,
  target: { mode: "create" } | { mode: "edit"; id: string },
) {
  const failed = target.mode === "create" ? CONTENT_TOASTS.addFailed : CONTENT_TOASTS.updateFailed;
  const body = await readFormBody(request, CONTENT_BODY_LIMIT);
  if (body.status !== "ok") {
    const empty = parseSubmission(new FormData(), { schema: contentSchema });
    return reply(empty.reply({ resetForm: false }), body.status === "too-large" ? 413 : 400, {
      title: failed.title,
      description:
        body.status === "too-large"
          ? "The files are too large together. Upload a video of at most 200 MB and pictures of at most 8 MB."
          : "This form could not be read. Please reload the page and try again.",
    });
  }
  const submission = parseSubmission(body.formData, { schema: contentSchema });
  if (submission.status !== "success") {
    const result = submission.reply();
    const missing = ["title", "description"].some((f) => (result.error?.[f]?.length ?? 0) > 0);
    return reply(result, 400, missing ? CONTENT_TOASTS.missing : null);
  }
  const input = submission.value;
  try {
    const outcome =
      target.mode === "create"
        ? await createContent(services, actor, input)
        : await updateContent(services, actor, target.id, input);
    if (outcome.status === "invalid-file") {
      return reply(submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } }), 400, {
        title: failed.title,
        description: outcome.message,
      });
    }
    if (outcome.status === "not-found") {
      return reply(submission.reply(), 404, {
        title: failed.title,
        description: "This content no longer exists. It may have been deleted.",
      });
    }
    const toast =
      target.mode === "create"
        ? { ...CONTENT_TOASTS.added, description: `“${outcome.title}” was added.` }
        : { ...CONTENT_TOASTS.updated, description: `“${outcome.title}” was saved.` };
    return redirectWithToast(services.toasts, request, LIST, toast);
  } catch (error) {
    services.logger.error({ err: error, mode: target.mode }, "content save failed");
    return reply(submission.reply(), 500, {
      title: failed.title,
      description: "The content could not be saved. Please try again in a moment.",
    });
  }
}
