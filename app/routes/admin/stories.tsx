import { STORY_PAGE_ERROR } from "~/components/admin/list-page-errors";
import { StoryList } from "~/components/admin/story-list";
import { NotificationActionToast } from "~/components/layout/notification-action-toast";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { ButtonLink } from "~/components/ui/button";
import { STORY_TOASTS } from "~/domain/admin/stories.constants";
import { storyRowActionSchema } from "~/domain/admin/stories.schema";
import { deleteStory, listStories, setStoryFeatured } from "~/domain/admin/stories.server";
import { pageTitle } from "~/lib/meta";
import { revalidateWhenStale } from "~/lib/revalidate";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/stories";
import { listRowAction } from "./row-action.server";

const PAGE = "/admin-dashboard/stories";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "stories.manage");
  const stories = await listStories(context.get(servicesContext).db);
  return {
    stories: stories.map((s) => ({
      id: s.id,
      name: s.name,
      role: s.role,
      location: s.location,
      content: s.content,
      rating: s.rating,
      avatarUrl: s.avatarUrl,
      isFeatured: s.isFeatured,
      createdAt: s.createdAt.toISOString(),
    })),
  };
}

/** Feature, unfeature or delete one story from the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, request, "stories.manage");
  const services = context.get(servicesContext);
  return listRowAction(services, request, {
    schema: storyRowActionSchema,
    back: PAGE,
    kind: "story",
    failed: (intent) => (intent === "delete" ? STORY_TOASTS.deleteFailed : STORY_TOASTS.saveFailed),
    run: async ({ intent, id }) => {
      if (intent === "delete") {
        const deleted = await deleteStory(services, user, id);
        return (
          deleted && {
            ...STORY_TOASTS.deleted,
            description: `The story of ${deleted.name} was deleted.`,
          }
        );
      }
      const featured = intent === "feature";
      const changed = await setStoryFeatured(services.db, user, id, featured);
      return changed && (featured ? STORY_TOASTS.featured : STORY_TOASTS.unfeatured);
    },
  });
}

/** "Not found" means the list on screen is stale: load it again. */
export const shouldRevalidate = revalidateWhenStale;

export default function StoriesTab({ loaderData, actionData }: Route.ComponentProps) {
  const { stories } = loaderData;
  const featured = stories.filter((s) => s.isFeatured).length;
  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast} />
      <PageHeader
        title="Success stories"
        description={
          stories.length > 0
            ? `${stories.length} stor${stories.length === 1 ? "y" : "ies"} · ${featured} featured. The home page shows the newest three featured.`
            : "Testimonials from farmers; featured ones appear on the home page."
        }
        actions={<ButtonLink to="/admin-dashboard/stories/new">Add story</ButtonLink>}
      />
      <StoryList stories={stories} action={PAGE} />
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Success stories") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Success stories" {...STORY_PAGE_ERROR} />;
}
