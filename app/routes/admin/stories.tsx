import { STORY_PAGE_ERROR } from "~/components/admin/list-page-errors";
import { StoryList } from "~/components/admin/story-list";
import { NotificationActionToast } from "~/components/layout/notification-action-toast";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { ButtonLink } from "~/components/ui/button";
import { CursorPagination } from "~/components/ui/pagination";
import { keysetHref, keysetLinks, keysetParam } from "~/domain/admin/keyset";
import { parseKeysetPage } from "~/domain/admin/list-params";
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
  const page = parseKeysetPage(new URL(request.url).searchParams);
  const listed = await listStories(context.get(servicesContext).db, page);
  return {
    // The page as shown (its cursor): its row forms post here and come back to it.
    self: keysetHref(PAGE, {}, keysetParam(page)),
    newest: listed.newest,
    ...keysetLinks(PAGE, {}, listed),
    stories: listed.rows.map((s) => ({
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
    list: PAGE,
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
  const { stories, self, newest, newerHref, olderHref } = loaderData;
  const featured = stories.filter((s) => s.isFeatured).length;
  // Totals only when every story is on screen (none is counted, see keyset.ts).
  const whole = newest && !olderHref;
  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast} />
      <PageHeader
        title="Success stories"
        description={
          stories.length === 0
            ? "Testimonials from farmers; featured ones appear on the home page."
            : whole
              ? `${stories.length} stor${stories.length === 1 ? "y" : "ies"} · ${featured} featured. The home page shows the newest three featured.`
              : `Newest first; ${featured} featured on this page. The home page shows the newest three featured.`
        }
        actions={<ButtonLink to="/admin-dashboard/stories/new">Add story</ButtonLink>}
      />
      <StoryList stories={stories} action={self} olderPage={!newest} />
      <CursorPagination
        label="Success stories pages"
        shown={stories.length}
        newest={newest}
        newerHref={newerHref}
        olderHref={olderHref}
      />
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Success stories") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Success stories" {...STORY_PAGE_ERROR} />;
}
