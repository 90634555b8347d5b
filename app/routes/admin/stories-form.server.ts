import type { AuditActor } from "~/domain/admin/audit.server";
import { STORY_BODY_LIMIT, STORY_MESSAGES, STORY_TOASTS } from "~/domain/admin/stories.constants";
import { storySchema } from "~/domain/admin/stories.schema";
import { createStory, updateStory } from "~/domain/admin/stories.server";
import type { Services } from "~/services.server";
import { submitUploadForm, type UploadFormTarget } from "./upload-form.server";

// The action shared by /admin-dashboard/stories/new and /admin-dashboard/stories/:id.

export async function submitStoryForm(
  services: Services,
  request: Request,
  actor: AuditActor,
  target: UploadFormTarget,
) {
  return submitUploadForm(services, request, {
    schema: storySchema,
    bodyLimit: STORY_BODY_LIMIT,
    list: "/admin-dashboard/stories",
    kind: "story",
    mode: target.mode,
    failedTitle: STORY_TOASTS.saveFailed.title,
    texts: {
      tooLarge: "This photo is larger than 8 MB. Please choose a smaller one.",
      notFound: STORY_MESSAGES.notFound,
      unsaved: "The story could not be saved. Please try again in a moment.",
    },
    save: (input) =>
      target.mode === "create"
        ? createStory(services, actor, input)
        : updateStory(services, actor, target.id, input),
    savedToast: ({ name }) =>
      target.mode === "create"
        ? { ...STORY_TOASTS.added, description: `The story of ${name} was added.` }
        : { ...STORY_TOASTS.updated, description: `The story of ${name} was saved.` },
  });
}
