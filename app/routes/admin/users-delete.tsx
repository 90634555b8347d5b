import { data } from "react-router";
import { useAdminPageError } from "~/components/admin/page-errors";
import { UserDeleteWarning } from "~/components/admin/user-delete-dialog";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Button, buttonClasses, useIsPending } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import { TrashIcon } from "~/components/ui/icons";
import { Form, Link } from "~/components/ui/link";
import { deleteUserByStaff, getUserForAdmin, userActions } from "~/domain/admin/users.server";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminUsers } from "~/i18n/messages/admin-users";
import { metaT } from "~/i18n/meta";
import { useOptionalT, useT } from "~/i18n/react";
import { forbidden, notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/page-title";
import { requirePermission } from "~/routes/middleware/guards.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/users-delete";

const LIST = "/admin-dashboard/users";

type DeleteActionData = { alert: { title: string; description: string } };

/**
 * The confirmation page: what the dialog asks, as a page with a plain form, for browsers without
 * JavaScript (the Delete link leads here) and as the place a refused deletion explains itself.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = requirePermission(context, request, "users.manage");
  const { db } = context.get(servicesContext);
  const locale = context.get(localeContext);
  const t = translate(locale, adminUsers);
  const target = await getUserForAdmin(db, params.userId);
  if (!target) throw notFound(t.rules.notFound);
  if (target.id === actor.id) {
    throw forbidden(t.rules.selfDelete);
  }
  if (!userActions(actor, target).delete) {
    throw forbidden(t.rules.adminTarget);
  }
  return {
    ...messagesFor(locale, adminUsers),
    user: { id: target.id, name: target.name, email: target.email },
  };
}

function failure(title: string, description: string, status: number) {
  return data({ alert: { title, description } } satisfies DeleteActionData, { status });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = requirePermission(context, request, "users.manage");
  const services = context.get(servicesContext);
  const t = translate(context.get(localeContext), adminUsers);
  const fail = (description: string, status: number) =>
    failure(t.toasts.deletionFailed, description, status);
  let outcome: Awaited<ReturnType<typeof deleteUserByStaff>>;
  try {
    outcome = await deleteUserByStaff(services, actor, params.userId);
  } catch (error) {
    services.logger.error({ err: error, userId: params.userId }, "user deletion failed");
    return fail(t.rules.failed, 500);
  }
  switch (outcome.status) {
    case "deleted":
      return redirectWithToast(services.toasts, request, LIST, {
        title: t.toasts.deleted,
        description: t.toasts.deletedDescription({ email: outcome.email }),
      });
    case "not-found":
      return fail(t.rules.notFound, 404);
    case "forbidden":
      return fail(t.rules[outcome.reason], 403);
    case "conflict":
      return fail(t.rules[outcome.reason], 409);
  }
}

export default function UserDelete({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData;
  const pending = useIsPending();
  const last = actionData as DeleteActionData | undefined;
  const t = useT(adminUsers).delete;
  return (
    <Card className="mx-auto max-w-xl border-danger-border">
      <CardContent className="space-y-4">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t.dialogTitle}</h1>
        <FormAlert alert={last?.alert} />
        <p className="text-ink-muted">
          <UserDeleteWarning name={user.name} email={user.email} />
        </p>
        <Form method="post" className="flex flex-wrap justify-end gap-3">
          <Link to={LIST} className={buttonClasses({ variant: "outline" })}>
            {t.cancel}
          </Link>
          <Button type="submit" variant="destructive" pending={pending}>
            <TrashIcon className="size-5" />
            {t.confirm}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, metaT(matches, adminUsers)?.delete.title ?? "Delete user") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const pageError = useAdminPageError("user");
  const t = useOptionalT(adminUsers);
  return (
    <RouteErrorPanel error={error} heading={t?.delete.title ?? "Delete user"} {...pageError} />
  );
}
