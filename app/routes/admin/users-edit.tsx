import { data } from "react-router";
import { useAdminPageError } from "~/components/admin/page-errors";
import { UserRoleBadge, UserStatusBadge } from "~/components/admin/user-badges";
import { UserDeleteButton } from "~/components/admin/user-delete-dialog";
import { UserEditForm, type UserEditLast } from "~/components/admin/user-edit-form";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { Avatar } from "~/components/site/avatar";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { ChevronLeftIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { userUpdateSchema } from "~/domain/admin/users.schema";
import { getUserForAdmin, updateUserByStaff, userActions } from "~/domain/admin/users.server";
import { can } from "~/domain/auth/permissions";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminUsers } from "~/i18n/messages/admin-users";
import { metaT } from "~/i18n/meta";
import { useLocale, useOptionalT, useT } from "~/i18n/react";
import { formConstraints } from "~/lib/form-constraints.server";
import { formatDate } from "~/lib/format";
import { forbidden, notFound } from "~/lib/http.server";
import { pageTitle } from "~/lib/page-title";
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
  const locale = context.get(localeContext);
  const t = translate(locale, adminUsers);
  const target = await getUserForAdmin(db, params.userId);
  if (!target) throw notFound(t.rules.notFound);
  const may = userActions(actor, target);
  // A moderator may not even open an admin's account (it cannot change one).
  if (!may.edit) throw forbidden(t.rules.adminTarget);
  return {
    ...messagesFor(locale, adminUsers),
    constraints: formConstraints({ "user-edit-form": userUpdateSchema }),
    user: {
      id: target.id,
      name: target.name,
      email: target.email,
      image: target.image,
      role: target.role,
      status: target.status,
      isConsultant: target.isConsultant,
      emailVerified: target.emailVerified,
      createdAt: target.createdAt.toISOString(),
      updatedAt: target.updatedAt.toISOString(),
    },
    isSelf: target.id === actor.id,
    roles: may.roles,
    canChangeRoleOrStatus: may.changeRoleOrStatus,
    canSetConsultant: may.setConsultant,
    canDelete: may.delete,
  };
}

function failure(
  title: string,
  result: UserEditLast["result"],
  status: number,
  description?: string,
) {
  const alert = description ? { title, description } : null;
  return data({ result, alert } satisfies UserEditLast, { status });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = requirePermission(context, request, "users.manage");
  const services = context.get(servicesContext);
  const t = translate(context.get(localeContext), adminUsers);
  const fail = (result: UserEditLast["result"], status: number, description?: string) =>
    failure(t.toasts.updateFailed, result, status, description);
  const formData = await readForm(request);
  const submission = parseSubmission(formData, { schema: userUpdateSchema });
  if (submission.status !== "success") return fail(submission.reply(), 400);

  let outcome: Awaited<ReturnType<typeof updateUserByStaff>>;
  try {
    // A moderator's form has no Takes consultations box: what it leaves out stays as it was, and
    // a box sent anyway (ticked) is a request the domain refuses.
    const input = can(actor.role, "users.setConsultant")
      ? submission.value
      : { ...submission.value, isConsultant: formData.has("isConsultant") ? true : undefined };
    outcome = await updateUserByStaff(services, actor, params.userId, input);
  } catch (error) {
    services.logger.error({ err: error, userId: params.userId }, "user update failed");
    return fail(submission.reply(), 500, t.rules.failed);
  }
  switch (outcome.status) {
    case "updated":
      return redirectWithToast(
        services.toasts,
        request,
        `${LIST}/${encodeURIComponent(params.userId)}`,
        { title: t.toasts.updated },
      );
    case "not-found":
      return fail(submission.reply(), 404, t.rules.notFound);
    case "forbidden":
      return fail(submission.reply(), 403, t.rules[outcome.reason]);
    case "conflict":
      return fail(submission.reply(), 409, t.rules[outcome.reason]);
  }
}

export default function UserEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { user, isSelf, roles, canChangeRoleOrStatus, canSetConsultant, canDelete } = loaderData;
  const t = useT(adminUsers).edit;
  const locale = useLocale();
  return (
    <div className="space-y-5">
      <Link
        to={LIST}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline focus-visible:focus-ring"
      >
        <ChevronLeftIcon className="size-4" />
        {t.allUsers}
      </Link>
      <header className="flex min-w-0 items-center gap-4">
        <Avatar name={user.name} email={user.email} image={user.image} size={56} />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink md:text-3xl">
            {t.title}
          </h1>
          <p className="break-all text-ink-muted">
            {user.name} · {user.email}
          </p>
        </div>
      </header>

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card>
          <CardContent>
            <h2 className="sr-only">{t.details}</h2>
            <UserEditForm
              // A saved change brings new defaults: remount so the form shows them.
              key={`${user.name}|${user.role}|${user.status}|${user.isConsultant}`}
              user={user}
              roles={roles}
              lockRoleAndStatus={!canChangeRoleOrStatus}
              showConsultant={canSetConsultant}
              last={actionData as UserEditLast | undefined}
            />
          </CardContent>
        </Card>
        <div className="space-y-5">
          <Card>
            <CardContent className="space-y-3 text-sm">
              <h2 className="text-base font-bold text-ink">{t.account}</h2>
              <dl className="space-y-2">
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-ink-muted">{t.role}</dt>
                  <dd>
                    <UserRoleBadge role={user.role} />
                  </dd>
                </div>
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-ink-muted">{t.status}</dt>
                  <dd>
                    <UserStatusBadge status={user.status} />
                  </dd>
                </div>
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-ink-muted">{t.emailVerified}</dt>
                  <dd>{user.emailVerified ? t.yes : t.no}</dd>
                </div>
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-ink-muted">{t.joined}</dt>
                  <dd>{formatDate(user.createdAt, locale)}</dd>
                </div>
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-ink-muted">{t.lastChanged}</dt>
                  <dd>{formatDate(user.updatedAt, locale)}</dd>
                </div>
              </dl>
            </CardContent>
          </Card>
          {user.isConsultant ? (
            <ButtonLink to={`/admin-dashboard/consulting-hours/${user.id}`} variant="outline">
              {t.consultingHours}
            </ButtonLink>
          ) : null}
          {canDelete ? (
            <Card className="border-danger-border">
              <CardContent className="space-y-3 text-sm">
                <h2 className="text-base font-bold text-ink">{t.deleteTitle}</h2>
                <p className="text-ink-muted">{t.deleteBody}</p>
                <UserDeleteButton user={user} size="md" />
              </CardContent>
            </Card>
          ) : isSelf ? (
            <p className="text-sm text-ink-muted">
              {t.selfDeleteBefore}{" "}
              <Link
                to="/admin-dashboard/settings"
                className="font-semibold text-brand-700 underline"
              >
                {t.selfDeleteLink}
              </Link>
              {t.selfDeleteAfter}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, metaT(matches, adminUsers)?.edit.title ?? "Edit user") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const pageError = useAdminPageError("user");
  const t = useOptionalT(adminUsers);
  return <RouteErrorPanel error={error} heading={t?.edit.title ?? "Edit user"} {...pageError} />;
}
