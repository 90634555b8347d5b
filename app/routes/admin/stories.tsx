import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { ContentLoadError } from "~/components/admin/content-load-error";
import { StoryList } from "~/components/admin/story-list";
import { NotificationActionToast } from "~/components/learner/notification-action-toast";
import { LearnerPageHeader } from "~/components/learner/page-header";
import { ButtonLink } from "~/components/ui/button";
import { STORY_TOASTS } from "~/domain/admin/stories.constants";
import { storyRowActionSchema } from "~/domain/admin/stories.schema";
import { deleteStory, listStories, setStoryFeatured } from "~/domain/admin/stories.server";
import { requirePermission } from "~/domain/auth/session.server";
import type { Toast } from "~/domain/toast/toast";
import { redirectWithToast } from "~/domain/toast/toast.server";
import { readForm } from "~/domain/uploads/form-body.server";
import { pageTitle } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/stories";

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

function failure(toast: Toast, status: number) {
  return data({ toast }, { status });
}

/** Feature, unfeature or delete one story from the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, request, "stories.manage");
  const services = context.get(servicesContext);
  const formData = await readForm(request);
  const submission = parseSubmission(formData, { schema: storyRowActionSchema });
  if (submission.status !== "success") {
    return failure({ ...STORY_TOASTS.saveFailed, description: "Unknown request." }, 400);
  }
  const { intent, id } = submission.value;
  const failed = intent === "delete" ? STORY_TOASTS.deleteFailed : STORY_TOASTS.saveFailed;
  try {
    if (intent === "delete") {
      const deleted = await deleteStory(services, user, id);
      if (!deleted) return failure({ ...failed, description: "It was already deleted." }, 404);
      return redirectWithToast(services.toasts, request, PAGE, {
        ...STORY_TOASTS.deleted,
        description: `The story of ${deleted.name} was deleted.`,
      });
    }
    const featured = intent === "feature";
    const changed = await setStoryFeatured(services.db, user, id, featured);
    if (!changed) return failure({ ...failed, description: "It no longer exists." }, 404);
    return redirectWithToast(
      services.toasts,
      request,
      PAGE,
      featured ? STORY_TOASTS.featured : STORY_TOASTS.unfeatured,
    );
  } catch (error) {
    services.logger.error({ err: error, intent, id }, "story action failed");
    return failure({ ...failed, description: "Please try again in a moment." }, 500);
  }
}

/** "Not found" means the list on screen is stale (changed in another tab): load it again. */
export function shouldRevalidate({
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionStatus === 404 || defaultShouldRevalidate;
}

export default function StoriesTab({ loaderData, actionData }: Route.ComponentProps) {
  const { stories } = loaderData;
  const featured = stories.filter((s) => s.isFeatured).length;
  return (
    <div className="space-y-6">
      <NotificationActionToast toast={actionData?.toast} />
      <LearnerPageHeader
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
  return (
    <ContentLoadError title="Success stories" toast={STORY_TOASTS.fetchFailed} error={error} />
  );
}
