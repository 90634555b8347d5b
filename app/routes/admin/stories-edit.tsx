import { data } from "react-router";
import { ContentLoadError } from "~/components/admin/content-load-error";
import { StoryForm, type StoryFormLast } from "~/components/admin/story-form";
import { LearnerPageHeader } from "~/components/learner/page-header";
import { STORY_MESSAGES, STORY_TOASTS } from "~/domain/admin/stories.constants";
import { storySchema } from "~/domain/admin/stories.schema";
import { getStory } from "~/domain/admin/stories.server";
import { requirePermission } from "~/domain/auth/session.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { pageTitle } from "~/lib/meta";
import { isUuid } from "~/lib/uuid";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/stories-edit";
import { submitStoryForm } from "./stories-form.server";

function notFound(): never {
  throw data({ message: STORY_MESSAGES.notFound }, { status: 404 });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requirePermission(context, request, "stories.manage");
  if (!isUuid(params.storyId)) notFound();
  const story = await getStory(context.get(servicesContext).db, params.storyId);
  if (!story) notFound();
  return {
    constraints: formConstraints({ "story-form": storySchema }),
    avatarUrl: story.avatarUrl,
    defaults: {
      name: story.name,
      role: story.role,
      location: story.location ?? "",
      content: story.content,
      rating: story.rating,
      featured: story.isFeatured,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requirePermission(context, request, "stories.manage");
  if (!isUuid(params.storyId)) notFound();
  return submitStoryForm(context.get(servicesContext), request, user, {
    mode: "edit",
    id: params.storyId,
  });
}

export default function EditStory({ loaderData, actionData }: Route.ComponentProps) {
  const { defaults, avatarUrl } = loaderData;
  return (
    <div className="space-y-6">
      <LearnerPageHeader title="Edit story" description={`The story of ${defaults.name}.`} />
      <StoryForm
        key={JSON.stringify(defaults) + avatarUrl}
        mode="edit"
        defaults={defaults}
        avatarUrl={avatarUrl}
        last={actionData as StoryFormLast | undefined}
      />
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Edit story") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ContentLoadError
      title="Edit story"
      toast={STORY_TOASTS.fetchFailed}
      error={error}
      back={{ to: "/admin-dashboard/stories", label: "Back to stories" }}
    />
  );
}
