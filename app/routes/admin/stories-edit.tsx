import type { AdminFormLast } from "~/components/admin/admin-form";
import { STORY_PAGE_ERROR } from "~/components/admin/list-page-errors";
import { StoryForm } from "~/components/admin/story-form";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { STORY_MESSAGES } from "~/domain/admin/stories.constants";
import { storySchema } from "~/domain/admin/stories.schema";
import { getStory } from "~/domain/admin/stories.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/meta";
import { isUuid } from "~/lib/uuid";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/stories-edit";
import { submitStoryForm } from "./stories-form.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requirePermission(context, request, "stories.manage");
  if (!isUuid(params.storyId)) throw notFound(STORY_MESSAGES.notFound);
  const story = await getStory(context.get(servicesContext).db, params.storyId);
  if (!story) throw notFound(STORY_MESSAGES.notFound);
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
  if (!isUuid(params.storyId)) throw notFound(STORY_MESSAGES.notFound);
  return submitStoryForm(context.get(servicesContext), request, user, {
    mode: "edit",
    id: params.storyId,
  });
}

export default function EditStory({ loaderData, actionData }: Route.ComponentProps) {
  const { defaults, avatarUrl } = loaderData;
  return (
    <div className="space-y-6">
      <PageHeader title="Edit story" description={`The story of ${defaults.name}.`} />
      <StoryForm
        key={JSON.stringify(defaults) + avatarUrl}
        mode="edit"
        defaults={defaults}
        avatarUrl={avatarUrl}
        last={actionData as AdminFormLast | undefined}
      />
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Edit story") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Edit story" {...STORY_PAGE_ERROR} />;
}
