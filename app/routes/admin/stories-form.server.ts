import type { AuditActor } from "~/domain/admin/audit.server";
import { STORY_BODY_LIMIT, STORY_TOASTS } from "~/domain/admin/stories.constants";
import { storySchema } from "~/domain/admin/stories.schema";
import { createStory, updateStory } from "~/domain/admin/stories.server";
import { translate } from "~/i18n/catalog.server";
import type { Locale } from "~/i18n/locales";
import { adminStories } from "~/i18n/messages/admin-stories";
import type { Services } from "~/services.server";
import { submitUploadForm, type UploadFormTarget } from "./upload-form.server";

// The action shared by /admin-dashboard/stories/new and /admin-dashboard/stories/:id.

export async function submitStoryForm(
  services: Services,
  request: Request,
  actor: AuditActor,
  target: UploadFormTarget,
  locale: Locale = "en",
) {
  const t = translate(locale, adminStories).toasts;
  return submitUploadForm(services, request, {
    locale,
    schema: storySchema,
    bodyLimit: STORY_BODY_LIMIT,
    list: "/admin-dashboard/stories",
    kind: "story",
    mode: target.mode,
    failedTitle: t.saveFailed,
    texts: { tooLarge: t.tooLarge, notFound: t.notFound, unsaved: t.unsaved },
    save: (input) =>
      target.mode === "create"
        ? createStory(services, actor, input)
        : updateStory(services, actor, target.id, input),
    savedToast: ({ name }) =>
      target.mode === "create"
        ? { ...STORY_TOASTS.added, title: t.added, description: t.addedDescription({ name }) }
        : { ...STORY_TOASTS.updated, title: t.updated, description: t.savedDescription({ name }) },
  });
}
