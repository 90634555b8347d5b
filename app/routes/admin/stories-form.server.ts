import { data } from "react-router";
import type { StoryFormLast } from "~/components/admin/story-form";
import type { AuditActor } from "~/domain/admin/audit.server";
import { STORY_BODY_LIMIT, STORY_MESSAGES, STORY_TOASTS } from "~/domain/admin/stories.constants";
import { storySchema } from "~/domain/admin/stories.schema";
import { createStory, updateStory } from "~/domain/admin/stories.server";
import { redirectWithToast } from "~/domain/toast/toast.server";
import { readFormBody } from "~/domain/uploads/form-body.server";
import { parseSubmission } from "~/lib/parse-submission";
import type { Services } from "~/services.server";

// The action shared by /admin-dashboard/stories/new and /admin-dashboard/stories/:id.

const LIST = "/admin-dashboard/stories";

function reply(result: StoryFormLast["result"], status: number, alert: StoryFormLast["alert"]) {
  return data({ result, alert } satisfies StoryFormLast, { status });
}

export async function submitStoryForm(
  services: Services,
  request: Request,
  actor: AuditActor,
  target: { mode: "create" } | { mode: "edit"; id: string },
) {
  const body = await readFormBody(request, STORY_BODY_LIMIT);
  if (body.status !== "ok") {
    const empty = parseSubmission(new FormData(), { schema: storySchema });
    return reply(empty.reply({ resetForm: false }), body.status === "too-large" ? 413 : 400, {
      title: STORY_TOASTS.saveFailed.title,
      description:
        body.status === "too-large"
          ? "This photo is larger than 8 MB. Please choose a smaller one."
          : "This form could not be read. Please reload the page and try again.",
    });
  }
  const submission = parseSubmission(body.formData, { schema: storySchema });
  if (submission.status !== "success") return reply(submission.reply(), 400, null);
  try {
    const outcome =
      target.mode === "create"
        ? await createStory(services, actor, submission.value)
        : await updateStory(services, actor, target.id, submission.value);
    if (outcome.status === "invalid-file") {
      return reply(submission.reply({ fieldErrors: { avatar: [outcome.message] } }), 400, {
        title: STORY_TOASTS.saveFailed.title,
        description: outcome.message,
      });
    }
    if (outcome.status === "not-found") {
      return reply(submission.reply(), 404, {
        title: STORY_TOASTS.saveFailed.title,
        description: STORY_MESSAGES.notFound,
      });
    }
    const toast =
      target.mode === "create"
        ? { ...STORY_TOASTS.added, description: `The story of ${outcome.name} was added.` }
        : { ...STORY_TOASTS.updated, description: `The story of ${outcome.name} was saved.` };
    return redirectWithToast(services.toasts, request, LIST, toast);
  } catch (error) {
    services.logger.error({ err: error, mode: target.mode }, "story save failed");
    return reply(submission.reply(), 500, {
      title: STORY_TOASTS.saveFailed.title,
      description: "The story could not be saved. Please try again in a moment.",
    });
  }
}
