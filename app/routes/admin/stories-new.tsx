import type { AdminFormLast } from "~/components/admin/admin-form";
import { STORY_PAGE_ERROR } from "~/components/admin/list-page-errors";
import { StoryForm } from "~/components/admin/story-form";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { storySchema } from "~/domain/admin/stories.schema";
import { formConstraints } from "~/lib/form-constraints.server";
import { pageTitle } from "~/lib/meta";
import { requirePermission } from "~/routes/middleware/guards.server";
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
      <PageHeader title="Add story" description="A farmer's success, in their own words." />
      <StoryForm
        mode="create"
        formKey={loaderData.formKey}
        last={actionData as AdminFormLast | undefined}
        defaults={{ name: "", role: "", location: "", content: "", rating: 5, featured: false }}
      />
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Add story") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Add story" {...STORY_PAGE_ERROR} />;
}
