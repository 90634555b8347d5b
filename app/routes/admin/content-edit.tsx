import type { AdminFormLast } from "~/components/admin/admin-form";
import { PublishedBadge } from "~/components/admin/admin-list";
import { ContentForm } from "~/components/admin/content-form";
import { CONTENT_PAGE_ERROR } from "~/components/admin/list-page-errors";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { ButtonLink } from "~/components/ui/button";
import { dateToLagosLocal } from "~/domain/admin/content.constants";
import { contentSchema } from "~/domain/admin/content.schema";
import { getContent, isLocalVideo } from "~/domain/admin/content.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminContent } from "~/i18n/messages/admin-content";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { formConstraints } from "~/lib/form-constraints.server";
import { notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/page-title";
import { isUuid } from "~/lib/uuid";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/content-edit";
import { submitContentForm } from "./content-form.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requirePermission(context, request, "content.manage");
  const locale = context.get(localeContext);
  const gone = translate(locale, adminContent).toasts.notFound;
  if (!isUuid(params.contentId)) throw notFound(gone);
  const item = await getContent(context.get(servicesContext).db, params.contentId);
  if (!item) throw notFound(gone);
  const localVideo = isLocalVideo(item.videoUrl);
  return {
    ...messagesFor(locale, adminContent),
    constraints: formConstraints({ "content-form": contentSchema }),
    item: {
      id: item.id,
      slug: item.slug,
      isPublished: item.isPublished,
      imageUrl: item.imageUrl,
      thumbnail: item.thumbnail,
      videoFile: localVideo ? item.videoUrl : null,
    },
    defaults: {
      title: item.title,
      description: item.description,
      type: item.type,
      author: item.author,
      content: item.content,
      date: dateToLagosLocal(item.date),
      location: item.location ?? "",
      speakers: item.speakers.join("\n"),
      videoLink: localVideo ? "" : (item.videoUrl ?? ""),
      published: item.isPublished,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requirePermission(context, request, "content.manage");
  if (!isUuid(params.contentId))
    throw notFound(translate(context.get(localeContext), adminContent).toasts.notFound);
  return submitContentForm(
    context.get(servicesContext),
    request,
    user,
    { mode: "edit", id: params.contentId },
    context.get(localeContext),
  );
}

export default function EditContent({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminContent);
  const { item, defaults } = loaderData;
  return (
    <div className="space-y-6">
      <PageHeader
        title={t.editTitle}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <PublishedBadge published={item.isPublished} />
            <span className="break-all">/journey/{item.slug}</span>
          </span>
        }
        actions={
          item.isPublished ? (
            <ButtonLink to={`/journey/${item.slug}`} variant="outline" size="sm">
              {t.viewOnSite}
            </ButtonLink>
          ) : null
        }
      />
      <ContentForm
        // A fresh form after each save, so its defaults follow what was stored.
        key={JSON.stringify(defaults)}
        mode="edit"
        cancelTo="/admin-dashboard/content"
        defaults={defaults}
        media={item}
        last={actionData as AdminFormLast | undefined}
      />
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, adminContent);
  return [
    { title: pageTitle(matches, t?.editTitle ?? "Edit content") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminContent);
  return (
    <RouteErrorPanel
      error={error}
      heading={t?.editTitle ?? "Edit content"}
      {...CONTENT_PAGE_ERROR}
    />
  );
}
