import { ContentList, ContentTypeFilterForm } from "~/components/admin/content-list";
import { CONTENT_PAGE_ERROR } from "~/components/admin/list-page-errors";
import { NotificationActionToast } from "~/components/layout/notification-action-toast";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { ButtonLink } from "~/components/ui/button";
import { CONTENT_TOASTS } from "~/domain/admin/content.constants";
import { contentRowActionSchema } from "~/domain/admin/content.schema";
import {
  CONTENT_LIST_LIMIT,
  deleteContent,
  listContent,
  setContentPublished,
} from "~/domain/admin/content.server";
import { parseContentFilter } from "~/domain/admin/list-params";
import { pageTitle } from "~/lib/meta";
import { revalidateWhenStale } from "~/lib/revalidate";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/content";
import { listRowAction } from "./row-action.server";

const PAGE = "/admin-dashboard/content";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "content.manage");
  const { db } = context.get(servicesContext);
  const type = parseContentFilter(new URL(request.url).searchParams);
  const items = await listContent(db, { type });
  return {
    type,
    limit: CONTENT_LIST_LIMIT,
    items: items.map((i) => ({
      ...i,
      date: i.date.toISOString(),
      createdAt: i.createdAt.toISOString(),
    })),
  };
}

/** Publish, unpublish or delete one item from the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, request, "content.manage");
  const services = context.get(servicesContext);
  return listRowAction(services, request, {
    schema: contentRowActionSchema,
    // Back to the list as it was (with its type filter) when the request came from it.
    back: sameListUrl(request) ?? PAGE,
    kind: "content",
    failed: (intent) =>
      intent === "delete" ? CONTENT_TOASTS.deleteFailed : CONTENT_TOASTS.updateFailed,
    run: async ({ intent, id }) => {
      if (intent === "delete") {
        const deleted = await deleteContent(services, user, id);
        return (
          deleted && { ...CONTENT_TOASTS.deleted, description: `“${deleted.title}” was deleted.` }
        );
      }
      const published = intent === "publish";
      const changed = await setContentPublished(services.db, user, id, published);
      return (
        changed && {
          ...CONTENT_TOASTS.updated,
          description: published
            ? `“${changed.title}” is now published on the Journey page.`
            : `“${changed.title}” is now a draft, hidden from the site.`,
        }
      );
    },
  });
}

/** The Referer when it is this list (keeping ?type=), so a row action returns to the same view. */
function sameListUrl(request: Request): string | null {
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(request.url).origin || url.pathname !== PAGE) return null;
    return `${PAGE}${url.search}`;
  } catch {
    return null;
  }
}

/** "Not found" means the list on screen is stale: load it again. */
export const shouldRevalidate = revalidateWhenStale;

export default function ContentTab({ loaderData, actionData }: Route.ComponentProps) {
  const { items, type, limit } = loaderData;
  const published = items.filter((i) => i.isPublished).length;
  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast} />
      <PageHeader
        title="Content"
        description={
          items.length > 0
            ? `${items.length} item${items.length === 1 ? "" : "s"} · ${published} published · ${items.length - published} draft`
            : "Journey content: news, events, videos, success stories and research."
        }
        actions={
          items.length > 0 ? (
            <ButtonLink to="/admin-dashboard/content/new">Upload Content</ButtonLink>
          ) : null
        }
      />
      <ContentTypeFilterForm type={type} />
      <ContentList items={items} action={PAGE} filtered={type !== "all"} />
      {items.length >= limit ? (
        <p className="text-sm text-ink-muted">
          Showing the {limit} newest items. Filter by type to find older ones.
        </p>
      ) : null}
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Content") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Content" {...CONTENT_PAGE_ERROR} />;
}
