import type { AuditActor } from "~/domain/admin/audit.server";
import { CONTENT_BODY_LIMIT, CONTENT_TOASTS } from "~/domain/admin/content.constants";
import { contentSchema } from "~/domain/admin/content.schema";
import { createContent, updateContent } from "~/domain/admin/content.server";
import type { Services } from "~/services.server";
import { submitUploadForm, type UploadFormTarget } from "./upload-form.server";

// The action shared by /admin-dashboard/content/new and /admin-dashboard/content/:id, with the
// content's own toasts and texts.

export async function submitContentForm(
  services: Services,
  request: Request,
  actor: AuditActor,
  target: UploadFormTarget,
) {
  const create = target.mode === "create";
  return submitUploadForm(services, request, {
    schema: contentSchema,
    bodyLimit: CONTENT_BODY_LIMIT,
    list: "/admin-dashboard/content",
    kind: "content",
    mode: target.mode,
    failedTitle: (create ? CONTENT_TOASTS.addFailed : CONTENT_TOASTS.updateFailed).title,
    texts: {
      tooLarge:
        "The files are too large together. Upload a video of at most 200 MB and pictures of at most 8 MB.",
      notFound: "This content no longer exists. It may have been deleted.",
      unsaved: "The content could not be saved. Please try again in a moment.",
    },
    // Title and description are the required fields: missing either is "Missing Information".
    invalidAlert: (result) =>
      ["title", "description"].some((f) => (result.error?.[f]?.length ?? 0) > 0)
        ? CONTENT_TOASTS.missing
        : null,
    save: (input) =>
      target.mode === "create"
        ? createContent(services, actor, input)
        : updateContent(services, actor, target.id, input),
    savedToast: ({ title }) =>
      create
        ? { ...CONTENT_TOASTS.added, description: `“${title}” was added.` }
        : { ...CONTENT_TOASTS.updated, description: `“${title}” was saved.` },
  });
}
