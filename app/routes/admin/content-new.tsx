import type { AdminFormLast } from "~/components/admin/admin-form";
import { ContentForm } from "~/components/admin/content-form";
import { CONTENT_PAGE_ERROR } from "~/components/admin/list-page-errors";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { dateToLagosLocal } from "~/domain/admin/content.constants";
import { contentSchema } from "~/domain/admin/content.schema";
import { formConstraints } from "~/lib/form-constraints.server";
import { pageTitle } from "~/lib/meta";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/content-new";
import { submitContentForm } from "./content-form.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "content.manage");
  // "Date added" starts at now, in Lagos time, computed here so server and browser agree.
  return {
    now: dateToLagosLocal(new Date()),
    formKey: crypto.randomUUID(),
    constraints: formConstraints({ "content-form": contentSchema }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, request, "content.manage");
  return submitContentForm(context.get(servicesContext), request, user, { mode: "create" });
}

export default function NewContent({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Upload Content"
        description="Add news, an event, a video, a success story or research to the Journey page."
      />
      <ContentForm
        mode="create"
        formKey={loaderData.formKey}
        cancelTo="/admin-dashboard/content"
        last={actionData as AdminFormLast | undefined}
        defaults={{
          title: "",
          description: "",
          type: "article",
          author: "Admin",
          content: "",
          date: loaderData.now,
          location: "",
          speakers: "",
          videoLink: "",
          published: false,
        }}
      />
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Upload Content") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Upload Content" {...CONTENT_PAGE_ERROR} />;
}
