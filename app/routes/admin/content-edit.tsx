import { data } from "react-router";
import { ContentForm, type ContentFormLast } from "~/components/admin/content-form";
import { ContentLoadError } from "~/components/admin/content-load-error";
import { LearnerPageHeader } from "~/components/learner/page-header";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import {
  CONTENT_MESSAGES,
  CONTENT_TOASTS,
  dateToLagosLocal,
} from "~/domain/admin/content.constants";
import { contentSchema } from "~/domain/admin/content.schema";
import { getContent, isLocalVideo } from "~/domain/admin/content.server";
import { requirePermission } from "~/domain/auth/session.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { pageTitle } from "~/lib/meta";
import { isUuid } from "~/lib/uuid";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/content-edit";
import { submitContentForm } from "./content-form.server";

function notFound(): never {
  throw data({ message: CONTENT_MESSAGES.notFound }, { status: 404 });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requirePermission(context, request, "content.manage");
  if (!isUuid(params.contentId)) notFound();
  const item = await getContent(context.get(servicesContext).db, params.contentId);
  if (!item) notFound();
  const localVideo = isLocalVideo(item.videoUrl);
  return {
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
  if (!isUuid(params.contentId)) notFound();
  return submitContentForm(context.get(servicesContext), request, user, {
    mode: "edit",
    id: params.contentId,
  });
}

export default function EditContent({ loaderData, actionData }: Route.ComponentProps) {
  const { item, defaults } = loaderData;
  return (
    <div className="space-y-6">
      <LearnerPageHeader
        title="Edit content"
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <Badge variant={item.isPublished ? "success" : "neutral"}>
              {item.isPublished ? "Published" : "Draft"}
            </Badge>
            <span className="break-all">/journey/{item.slug}</span>
          </span>
        }
        actions={
          item.isPublished ? (
            <ButtonLink to={`/journey/${item.slug}`} variant="outline" size="sm">
              View on site
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
        last={actionData as ContentFormLast | undefined}
      />
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Edit content") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ContentLoadError
      title="Edit content"
      toast={CONTENT_TOASTS.fetchFailed}
      error={error}
      back={{ to: "/admin-dashboard/content", label: "Back to content" }}
    />
  );
}
