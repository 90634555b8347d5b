import { ContentLoadError } from "~/components/admin/content-load-error";
import { StoryForm, type StoryFormLast } from "~/components/admin/story-form";
import { LearnerPageHeader } from "~/components/learner/page-header";
import { STORY_TOASTS } from "~/domain/admin/stories.constants";
import { storySchema } from "~/domain/admin/stories.schema";
import { requirePermission } from "~/domain/auth/session.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { pageTitle } from "~/lib/meta";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/stories-new";
import { submitStoryForm } from "./stories-form.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "stories.manage");
  return {
    formKey: crypto.randomUUID(),
    constraints: formConstraints({ "story-form": storySchema }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, request, "stories.manage");
  return submitStoryForm(context.get(servicesContext), request, user, { mode: "create" });
}

export default function NewStory({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <LearnerPageHeader title="Add story" description="A farmer's success, in their own words." />
      <StoryForm
        mode="create"
        formKey={loaderData.formKey}
        last={actionData as StoryFormLast | undefined}
        defaults={{ name: "", role: "", location: "", content: "", rating: 5, featured: false }}
      />
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Add story") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ContentLoadError
      title="Add story"
      toast={STORY_TOASTS.fetchFailed}
      error={error}
      back={{ to: "/admin-dashboard/stories", label: "Back to stories" }}
    />
  );
}
