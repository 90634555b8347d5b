import type { AdminFormLast } from "~/components/admin/admin-form";
import { STORY_PAGE_ERROR } from "~/components/admin/list-page-errors";
import { StoryForm } from "~/components/admin/story-form";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { storySchema } from "~/domain/admin/stories.schema";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminStories } from "~/i18n/messages/admin-stories";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { formConstraints } from "~/lib/form-constraints.server";
import { oneTimeFormHeaders } from "~/lib/one-time-form-headers";
import { pageTitle } from "~/lib/page-title";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/stories-new";
import { submitStoryForm } from "./stories-form.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "stories.manage");
  return {
    ...messagesFor(context.get(localeContext), adminStories),
    formKey: crypto.randomUUID(),
    constraints: formConstraints({ "story-form": storySchema }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, request, "stories.manage");
  return submitStoryForm(
    context.get(servicesContext),
    request,
    user,
    { mode: "create" },
    context.get(localeContext),
  );
}

export default function NewStory({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminStories);
  return (
    <div className="space-y-6">
      <PageHeader title={t.addTitle} description={t.addDescription} />
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
  const t = metaT(matches, adminStories);
  return [
    { title: pageTitle(matches, t?.addTitle ?? "Add story") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminStories);
  return (
    <RouteErrorPanel error={error} heading={t?.addTitle ?? "Add story"} {...STORY_PAGE_ERROR} />
  );
}

/** The page renders a one-time form key: no cache may keep it. */
export const headers = oneTimeFormHeaders;
