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
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminStories } from "~/i18n/messages/admin-stories";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
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
    ...messagesFor(context.get(localeContext), adminStories),
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
  const t = translate(context.get(localeContext), adminStories).toasts;
  return listRowAction(services, request, {
    locale: context.get(localeContext),
    schema: storyRowActionSchema,
    list: PAGE,
    kind: "story",
    failed: (intent) =>
      intent === "delete"
        ? { ...STORY_TOASTS.deleteFailed, title: t.deleteFailed }
        : { ...STORY_TOASTS.saveFailed, title: t.saveFailed },
    run: async ({ intent, id }) => {
      if (intent === "delete") {
        const deleted = await deleteStory(services, user, id);
        return (
          deleted && {
            ...STORY_TOASTS.deleted,
            title: t.deleted,
            description: t.deletedDescription({ name: deleted.name }),
          }
        );
      }
      const featured = intent === "feature";
      const changed = await setStoryFeatured(services.db, user, id, featured);
      return (
        changed &&
        (featured
          ? { title: t.featured, description: t.featuredDescription }
          : { title: t.unfeatured, description: t.unfeaturedDescription })
      );
    },
  });
}

/** "Not found" means the list on screen is stale: load it again. */
export const shouldRevalidate = revalidateWhenStale;

export default function StoriesTab({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminStories);
  const { stories, self, newest, newerHref, olderHref } = loaderData;
  const featured = stories.filter((s) => s.isFeatured).length;
  // Totals only when every story is on screen (none is counted, see keyset.ts).
  const whole = newest && !olderHref;
  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast} />
      <PageHeader
        title={t.title}
        description={
          stories.length === 0
            ? t.emptyDescription
            : whole
              ? t.summaryWhole({ count: stories.length, featured })
              : t.summaryPage({ featured })
        }
        actions={<ButtonLink to="/admin-dashboard/stories/new">{t.addTitle}</ButtonLink>}
      />
      <StoryList stories={stories} action={self} olderPage={!newest} />
      <CursorPagination
        label={t.pagesLabel}
        shown={stories.length}
        newest={newest}
        newerHref={newerHref}
        olderHref={olderHref}
      />
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, adminStories);
  return [
    { title: pageTitle(matches, t?.title ?? "Success stories") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminStories);
  return (
    <RouteErrorPanel error={error} heading={t?.title ?? "Success stories"} {...STORY_PAGE_ERROR} />
  );
}
