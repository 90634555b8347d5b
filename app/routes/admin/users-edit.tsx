import { data } from "react-router";
import { USER_PAGE_ERROR } from "~/components/admin/page-errors";
import { UserRoleBadge, UserStatusBadge } from "~/components/admin/user-badges";
import { UserDeleteButton } from "~/components/admin/user-delete-dialog";
import { UserEditForm, type UserEditLast } from "~/components/admin/user-edit-form";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Avatar } from "~/components/site/avatar";
import { Card, CardContent } from "~/components/ui/card";
import { ChevronLeftIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { USER_RULE_MESSAGES, USER_TOASTS } from "~/domain/admin/users.constants";
import { userUpdateSchema } from "~/domain/admin/users.schema";
import { getUserForAdmin, updateUserByStaff, userActions } from "~/domain/admin/users.server";
import { formConstraints } from "~/lib/form-constraints.server";
import { formatDate } from "~/lib/format";
import { notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission";
import { readForm } from "~/routes/form-body.server";
import { requirePermission } from "~/routes/middleware/guards.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/users-edit";

const LIST = "/admin-dashboard/users";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = requirePermission(context, request, "users.manage");
  const { db } = context.get(servicesContext);
  const target = await getUserForAdmin(db, params.userId);
  if (!target) throw notFound(USER_RULE_MESSAGES.notFound);
  const may = userActions(actor, target);
  // A moderator may not even open an admin's account (it cannot change one).
  if (!may.edit) throw data({ message: USER_RULE_MESSAGES.adminTarget }, { status: 403 });
  return {
    constraints: formConstraints({ "user-edit-form": userUpdateSchema }),
    user: {
      id: target.id,
      name: target.name,
      email: target.email,
      image: target.image,
      role: target.role,
      status: target.status,
      emailVerified: target.emailVerified,
      createdAt: target.createdAt.toISOString(),
      updatedAt: target.updatedAt.toISOString(),
    },
    isSelf: target.id === actor.id,
    roles: may.roles,
    canChangeRoleOrStatus: may.changeRoleOrStatus,
    canDelete: may.delete,
  };
}

function failure(result: UserEditLast["result"], status: number, description?: string) {
  const alert = description ? { title: USER_TOASTS.updateFailed.title, description } : null;
  return data({ result, alert } satisfies UserEditLast, { status });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = requirePermission(context, request, "users.manage");
  const services = context.get(servicesContext);
  const formData = await readForm(request);
  const submission = parseSubmission(formData, { schema: userUpdateSchema });
  if (submission.status !== "success") return failure(submission.reply(), 400);

  let outcome: Awaited<ReturnType<typeof updateUserByStaff>>;
  try {
    outcome = await updateUserByStaff(services, actor, params.userId, submission.value);
  } catch (error) {
    services.logger.error({ err: error, userId: params.userId }, "user update failed");
    return failure(submission.reply(), 500, USER_RULE_MESSAGES.failed);
  }
  switch (outcome.status) {
    case "updated":
      return redirectWithToast(
        services.toasts,
        request,
        `${LIST}/${encodeURIComponent(params.userId)}`,
        USER_TOASTS.updated,
      );
    case "not-found":
      return failure(submission.reply(), 404, USER_RULE_MESSAGES.notFound);
    case "forbidden":
      return failure(submission.reply(), 403, USER_RULE_MESSAGES[outcome.reason]);
    case "conflict":
      return failure(submission.reply(), 409, USER_RULE_MESSAGES[outcome.reason]);
  }
}

export default function UserEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { user, isSelf, roles, canChangeRoleOrStatus, canDelete } = loaderData;
  return (
    <div className="space-y-5">
      <Link
        to={LIST}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline focus-visible:focus-ring"
      >
        <ChevronLeftIcon className="size-4" />
        All users
      </Link>
      <header className="flex min-w-0 items-center gap-4">
        <Avatar name={user.name} email={user.email} image={user.image} size={56} />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink md:text-3xl">
            Edit user
          </h1>
          <p className="break-all text-ink-muted">
            {user.name} · {user.email}
          </p>
        </div>
      </header>

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card>
          <CardContent>
            <h2 className="sr-only">Account details</h2>
            <UserEditForm
              // A saved change brings new defaults: remount so the form shows them.
              key={`${user.name}|${user.role}|${user.status}`}
              user={user}
              roles={roles}
              lockRoleAndStatus={!canChangeRoleOrStatus}
              last={actionData as UserEditLast | undefined}
            />
          </CardContent>
        </Card>
        <div className="space-y-5">
          <Card>
            <CardContent className="space-y-3 text-sm">
              <h2 className="text-base font-bold text-ink">Account</h2>
              <dl className="space-y-2">
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-ink-muted">Role</dt>
                  <dd>
                    <UserRoleBadge role={user.role} />
                  </dd>
                </div>
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-ink-muted">Status</dt>
                  <dd>
                    <UserStatusBadge status={user.status} />
                  </dd>
                </div>
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-ink-muted">E-mail verified</dt>
                  <dd>{user.emailVerified ? "Yes" : "No"}</dd>
                </div>
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-ink-muted">Joined</dt>
                  <dd>{formatDate(user.createdAt)}</dd>
                </div>
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-ink-muted">Last changed</dt>
                  <dd>{formatDate(user.updatedAt)}</dd>
                </div>
              </dl>
            </CardContent>
          </Card>
          {canDelete ? (
            <Card className="border-danger-border">
              <CardContent className="space-y-3 text-sm">
                <h2 className="text-base font-bold text-ink">Delete account</h2>
                <p className="text-ink-muted">
                  Erases this account and its personal data. Consultation bookings stay, no longer
                  linked to it.
                </p>
                <UserDeleteButton user={user} size="md" />
              </CardContent>
            </Card>
          ) : isSelf ? (
            <p className="text-sm text-ink-muted">
              To delete your own account, use{" "}
              <Link
                to="/admin-dashboard/settings"
                className="font-semibold text-brand-700 underline"
              >
                your account settings
              </Link>
              .
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Edit user") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Edit user" {...USER_PAGE_ERROR} />;
}
