import { ContentList, ContentTypeFilterForm } from "~/components/admin/content-list";
import { CONTENT_PAGE_ERROR } from "~/components/admin/list-page-errors";
import { NotificationActionToast } from "~/components/layout/notification-action-toast";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { ButtonLink } from "~/components/ui/button";
import { CursorPagination } from "~/components/ui/pagination";
import { CONTENT_TOASTS } from "~/domain/admin/content.constants";
import { contentRowActionSchema } from "~/domain/admin/content.schema";
import { deleteContent, listContent, setContentPublished } from "~/domain/admin/content.server";
import { keysetHref, keysetLinks, keysetParam } from "~/domain/admin/keyset";
import { parseContentQuery } from "~/domain/admin/list-params";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminContent } from "~/i18n/messages/admin-content";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { revalidateWhenStale } from "~/lib/revalidate";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/content";
import { listRowAction } from "./row-action.server";

const PAGE = "/admin-dashboard/content";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "content.manage");
  const { db } = context.get(servicesContext);
  const { type, page } = parseContentQuery(new URL(request.url).searchParams);
  const listed = await listContent(db, { type, page });
  const filters = { type: type === "all" ? undefined : type };
  return {
    ...messagesFor(context.get(localeContext), adminContent),
    type,
    // The list as shown (filter and cursor): its row forms post here and come back to it.
    self: keysetHref(PAGE, filters, keysetParam(page)),
    newest: listed.newest,
    ...keysetLinks(PAGE, filters, listed),
    items: listed.rows.map((i) => ({
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
  const t = translate(context.get(localeContext), adminContent).toasts;
  return listRowAction(services, request, {
    locale: context.get(localeContext),
    schema: contentRowActionSchema,
    list: PAGE,
    kind: "content",
    failed: (intent) =>
      intent === "delete"
        ? { ...CONTENT_TOASTS.deleteFailed, title: t.deleteFailed }
        : { ...CONTENT_TOASTS.updateFailed, title: t.updateFailed },
    run: async ({ intent, id }) => {
      if (intent === "delete") {
        const deleted = await deleteContent(services, user, id);
        return (
          deleted && {
            ...CONTENT_TOASTS.deleted,
            title: t.deleted,
            description: t.deletedDescription({ title: deleted.title }),
          }
        );
      }
      const published = intent === "publish";
      const changed = await setContentPublished(services.db, user, id, published);
      return (
        changed && {
          ...CONTENT_TOASTS.updated,
          title: t.updated,
          description: published
            ? t.publishedDescription({ title: changed.title })
            : t.draftDescription({ title: changed.title }),
        }
      );
    },
  });
}

/**
 * The Referer when it is this list (keeping ?type= and its page's cursor), so a row action
 * returns to the same view.
 */
/** "Not found" means the list on screen is stale: load it again. */
export const shouldRevalidate = revalidateWhenStale;

export default function ContentTab({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminContent);
  const { items, type, self, newest, newerHref, olderHref } = loaderData;
  const published = items.filter((i) => i.isPublished).length;
  // Every item (of this type) is on screen only on the newest page with nothing older: only then
  // are the figures totals (none is counted, see keyset.ts).
  const whole = newest && !olderHref;
  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast} />
      <PageHeader
        title={t.title}
        description={
          items.length === 0
            ? t.emptyDescription
            : whole
              ? t.summaryWhole({ count: items.length, published, drafts: items.length - published })
              : t.summaryPage({ published, drafts: items.length - published })
        }
        actions={
          items.length > 0 ? (
            <ButtonLink to="/admin-dashboard/content/new">{t.uploadTitle}</ButtonLink>
          ) : null
        }
      />
      <ContentTypeFilterForm type={type} />
      <ContentList items={items} action={self} filtered={type !== "all"} olderPage={!newest} />
      <CursorPagination
        label={t.pagesLabel}
        shown={items.length}
        newest={newest}
        newerHref={newerHref}
        olderHref={olderHref}
      />
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, adminContent);
  return [
    { title: pageTitle(matches, t?.title ?? "Content") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminContent);
  return <RouteErrorPanel error={error} heading={t?.title ?? "Content"} {...CONTENT_PAGE_ERROR} />;
}
