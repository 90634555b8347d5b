import type { AdminFormLast } from "~/components/admin/admin-form";
import { STORY_PAGE_ERROR } from "~/components/admin/list-page-errors";
import { StoryForm } from "~/components/admin/story-form";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { storySchema } from "~/domain/admin/stories.schema";
import { getStory } from "~/domain/admin/stories.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminStories } from "~/i18n/messages/admin-stories";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { formConstraints } from "~/lib/form-constraints.server";
import { notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/page-title";
import { isUuid } from "~/lib/uuid";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/stories-edit";
import { submitStoryForm } from "./stories-form.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requirePermission(context, request, "stories.manage");
  const locale = context.get(localeContext);
  const gone = translate(locale, adminStories).toasts.notFound;
  if (!isUuid(params.storyId)) throw notFound(gone);
  const story = await getStory(context.get(servicesContext).db, params.storyId);
  if (!story) throw notFound(gone);
  return {
    ...messagesFor(locale, adminStories),
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
  const locale = context.get(localeContext);
  if (!isUuid(params.storyId)) throw notFound(translate(locale, adminStories).toasts.notFound);
  return submitStoryForm(
    context.get(servicesContext),
    request,
    user,
    { mode: "edit", id: params.storyId },
    locale,
  );
}

export default function EditStory({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminStories);
  const { defaults, avatarUrl } = loaderData;
  return (
    <div className="space-y-6">
      <PageHeader title={t.editTitle} description={t.editDescription({ name: defaults.name })} />
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
  const t = metaT(matches, adminStories);
  return [
    { title: pageTitle(matches, t?.editTitle ?? "Edit story") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminStories);
  return (
    <RouteErrorPanel error={error} heading={t?.editTitle ?? "Edit story"} {...STORY_PAGE_ERROR} />
  );
}
