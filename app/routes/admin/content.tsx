import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { ContentList, ContentTypeFilterForm } from "~/components/admin/content-list";
import { ContentLoadError } from "~/components/admin/content-load-error";
import { NotificationActionToast } from "~/components/learner/notification-action-toast";
import { LearnerPageHeader } from "~/components/learner/page-header";
import { ButtonLink } from "~/components/ui/button";
import { CONTENT_TOASTS, parseContentFilter } from "~/domain/admin/content.constants";
import { contentRowActionSchema } from "~/domain/admin/content.schema";
import {
  CONTENT_LIST_LIMIT,
  deleteContent,
  listContent,
  setContentPublished,
} from "~/domain/admin/content.server";
import { requirePermission } from "~/domain/auth/session.server";
import type { Toast } from "~/domain/toast/toast";
import { redirectWithToast } from "~/domain/toast/toast.server";
import { readForm } from "~/domain/uploads/form-body.server";
import { pageTitle } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/content";

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

function failure(toast: Toast, status: number) {
  return data({ toast }, { status });
}

/** Publish, unpublish or delete one item from the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, request, "content.manage");
  const services = context.get(servicesContext);
  const formData = await readForm(request);
  const submission = parseSubmission(formData, { schema: contentRowActionSchema });
  if (submission.status !== "success") {
    return failure({ ...CONTENT_TOASTS.updateFailed, description: "Unknown request." }, 400);
  }
  const { intent, id } = submission.value;
  // Back to the list as it was (with its type filter) when the request came from it.
  const back = sameListUrl(request) ?? PAGE;
  const failed = intent === "delete" ? CONTENT_TOASTS.deleteFailed : CONTENT_TOASTS.updateFailed;
  try {
    if (intent === "delete") {
      const deleted = await deleteContent(services, user, id);
      if (!deleted) return failure({ ...failed, description: "It was already deleted." }, 404);
      return redirectWithToast(services.toasts, request, back, {
        ...CONTENT_TOASTS.deleted,
        description: `“${deleted.title}” was deleted.`,
      });
    }
    const published = intent === "publish";
    const changed = await setContentPublished(services.db, user, id, published);
    if (!changed) return failure({ ...failed, description: "It no longer exists." }, 404);
    return redirectWithToast(services.toasts, request, back, {
      ...CONTENT_TOASTS.updated,
      description: published
        ? `“${changed.title}” is now published on the Journey page.`
        : `“${changed.title}” is now a draft, hidden from the site.`,
    });
  } catch (error) {
    services.logger.error({ err: error, intent, id }, "content action failed");
    return failure({ ...failed, description: "Please try again in a moment." }, 500);
  }
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

/** "Not found" means the list on screen is stale (changed in another tab): load it again. */
export function shouldRevalidate({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionStatus === 404 || defaultShouldRevalidate;
}

export default function ContentTab({ loaderData, actionData }: Route.ComponentProps) {
  const { items, type, limit } = loaderData;
  const published = items.filter((i) => i.isPublished).length;
  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast} />
      <LearnerPageHeader
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
  return <ContentLoadError title="Content" toast={CONTENT_TOASTS.fetchFailed} error={error} />;
}
