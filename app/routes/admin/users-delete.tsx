import { data, useNavigation } from "react-router";
import { USER_PAGE_ERROR } from "~/components/admin/page-errors";
import { DELETE_DIALOG_TITLE, UserDeleteWarning } from "~/components/admin/user-delete-dialog";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { FormAlert } from "~/components/ui/form-alert";
import { TrashIcon } from "~/components/ui/icons";
import { Form, Link } from "~/components/ui/link";
import { USER_RULE_MESSAGES, USER_TOASTS } from "~/domain/admin/users.constants";
import { deleteUserByStaff, getUserForAdmin, userActions } from "~/domain/admin/users.server";
import { notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/meta";
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
  const target = await getUserForAdmin(db, params.userId);
  if (!target) throw notFound(USER_RULE_MESSAGES.notFound);
  if (target.id === actor.id) {
    throw data({ message: USER_RULE_MESSAGES.selfDelete }, { status: 403 });
  }
  if (!userActions(actor, target).delete) {
    throw data({ message: USER_RULE_MESSAGES.adminTarget }, { status: 403 });
  }
  return { user: { id: target.id, name: target.name, email: target.email } };
}

function failure(description: string, status: number) {
  return data(
    { alert: { title: USER_TOASTS.deletionFailed.title, description } } satisfies DeleteActionData,
    { status },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = requirePermission(context, request, "users.manage");
  const services = context.get(servicesContext);
  let outcome: Awaited<ReturnType<typeof deleteUserByStaff>>;
  try {
    outcome = await deleteUserByStaff(services, actor, params.userId);
  } catch (error) {
    services.logger.error({ err: error, userId: params.userId }, "user deletion failed");
    return failure(USER_RULE_MESSAGES.failed, 500);
  }
  switch (outcome.status) {
    case "deleted":
      return redirectWithToast(services.toasts, request, LIST, {
        ...USER_TOASTS.deleted,
        description: `${outcome.email} and their personal data were erased.`,
      });
    case "not-found":
      return failure(USER_RULE_MESSAGES.notFound, 404);
    case "forbidden":
      return failure(USER_RULE_MESSAGES[outcome.reason], 403);
    case "conflict":
      return failure(USER_RULE_MESSAGES[outcome.reason], 409);
  }
}

export default function UserDelete({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData;
  const navigation = useNavigation();
  const last = actionData as DeleteActionData | undefined;
  return (
    <Card className="mx-auto max-w-xl border-danger-border">
      <CardContent className="space-y-4">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{DELETE_DIALOG_TITLE}</h1>
        <FormAlert alert={last?.alert} />
        <p className="text-ink-muted">
          <UserDeleteWarning name={user.name} email={user.email} />
        </p>
        <Form method="post" className="flex flex-wrap justify-end gap-3">
          <Link to={LIST} className={buttonClasses({ variant: "outline" })}>
            Cancel
          </Link>
          <Button type="submit" variant="destructive" pending={navigation.state === "submitting"}>
            <TrashIcon className="size-5" />
            Delete user
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Delete user") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Delete user" {...USER_PAGE_ERROR} />;
}
