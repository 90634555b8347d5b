import type { AuditActor } from "~/domain/admin/audit.server";
import { CONTENT_BODY_LIMIT, CONTENT_TOASTS } from "~/domain/admin/content.constants";
import { contentSchema } from "~/domain/admin/content.schema";
import { createContent, updateContent } from "~/domain/admin/content.server";
import { translate } from "~/i18n/catalog.server";
import type { Locale } from "~/i18n/locales";
import { adminContent } from "~/i18n/messages/admin-content";
import type { Services } from "~/services.server";
import { submitUploadForm, type UploadFormTarget } from "./upload-form.server";

// The action shared by /admin-dashboard/content/new and /admin-dashboard/content/:id, with the
// content's own toasts and texts.

export async function submitContentForm(
  services: Services,
  request: Request,
  actor: AuditActor,
  target: UploadFormTarget,
  locale: Locale = "en",
) {
  const create = target.mode === "create";
  const t = translate(locale, adminContent).toasts;
  return submitUploadForm(services, request, {
    locale,
    schema: contentSchema,
    bodyLimit: CONTENT_BODY_LIMIT,
    list: "/admin-dashboard/content",
    kind: "content",
    mode: target.mode,
    failedTitle: create ? t.addFailed : t.updateFailed,
    texts: { tooLarge: t.tooLarge, notFound: t.notFound, unsaved: t.unsaved },
    // Title and description are the required fields: missing either is "Missing Information".
    invalidAlert: (result) =>
      ["title", "description"].some((f) => (result.error?.[f]?.length ?? 0) > 0)
        ? { ...CONTENT_TOASTS.missing, title: t.missingTitle, description: t.missingDescription }
        : null,
    save: (input) =>
      target.mode === "create"
        ? createContent(services, actor, input)
        : updateContent(services, actor, target.id, input),
    savedToast: ({ title }) =>
      create
        ? { ...CONTENT_TOASTS.added, title: t.added, description: t.addedDescription({ title }) }
        : {
            ...CONTENT_TOASTS.updated,
            title: t.updated,
            description: t.savedDescription({ title }),
          },
  });
}
