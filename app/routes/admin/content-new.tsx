import type { AdminFormLast } from "~/components/admin/admin-form";
import { ContentForm } from "~/components/admin/content-form";
import { CONTENT_PAGE_ERROR } from "~/components/admin/list-page-errors";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { dateToLagosLocal } from "~/domain/admin/content.constants";
import { contentSchema } from "~/domain/admin/content.schema";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminContent } from "~/i18n/messages/admin-content";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { formConstraints } from "~/lib/form-constraints.server";
import { oneTimeFormHeaders } from "~/lib/one-time-form-headers";
import { pageTitle } from "~/lib/page-title";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/content-new";
import { submitContentForm } from "./content-form.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "content.manage");
  // "Date added" starts at now, in Lagos time, computed here so server and browser agree.
  return {
    ...messagesFor(context.get(localeContext), adminContent),
    now: dateToLagosLocal(new Date()),
    formKey: crypto.randomUUID(),
    constraints: formConstraints({ "content-form": contentSchema }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, request, "content.manage");
  return submitContentForm(
    context.get(servicesContext),
    request,
    user,
    { mode: "create" },
    context.get(localeContext),
  );
}

export default function NewContent({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminContent);
  return (
    <div className="space-y-6">
      <PageHeader title={t.uploadTitle} description={t.uploadDescription} />
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
  const t = metaT(matches, adminContent);
  return [
    { title: pageTitle(matches, t?.uploadTitle ?? "Upload Content") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useOptionalT(adminContent);
  return (
    <RouteErrorPanel
      error={error}
      heading={t?.uploadTitle ?? "Upload Content"}
      {...CONTENT_PAGE_ERROR}
    />
  );
}

/** The page renders a one-time form key: no cache may keep it. */
export const headers = oneTimeFormHeaders;
