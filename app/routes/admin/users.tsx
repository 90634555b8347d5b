import { AdminListEmpty } from "~/components/admin/admin-list";
import { useAdminPageError } from "~/components/admin/page-errors";
import { UserFiltersForm } from "~/components/admin/user-filters";
import { UserList } from "~/components/admin/user-list";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorPanel } from "~/components/layout/route-error";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DownloadIcon, UsersIcon } from "~/components/ui/icons";
import { Pagination } from "~/components/ui/pagination";
import { parseUserFilters } from "~/domain/admin/list-params";
import { userFiltersQuery } from "~/domain/admin/users.constants";
import { listUsers, userActions } from "~/domain/admin/users.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { adminUsers } from "~/i18n/messages/admin-users";
import { metaT } from "~/i18n/meta";
import { useLocalizePath, useOptionalT, useT } from "~/i18n/react";
import { pageTitle } from "~/lib/page-title";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/users";

const PAGE = "/admin-dashboard/users";

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requirePermission(context, request, "users.manage");
  const { db } = context.get(servicesContext);
  const filters = parseUserFilters(new URL(request.url).searchParams);
  const { users, total, page, pageCount } = await listUsers(db, filters);
  return {
    ...messagesFor(context.get(localeContext), adminUsers),
    filters,
    total,
    page,
    pageCount,
    users: users.map((u) => {
      const may = userActions(actor, u);
      return {
        id: u.id,
        name: u.name,
        email: u.email,
        image: u.image,
        role: u.role,
        status: u.status,
        createdAt: u.createdAt.toISOString(),
        isSelf: u.id === actor.id,
        canEdit: may.edit,
        canDelete: may.delete,
      };
    }),
  };
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { filters, total, page, pageCount, users } = loaderData;
  const filtered = filters.q !== "" || filters.role !== "all" || filters.status !== "all";
  const query = userFiltersQuery(filters);
  const t = useT(adminUsers);
  const localizePath = useLocalizePath();
  const summary = filtered ? t.summaryFiltered({ count: total }) : t.summary({ count: total });
  return (
    <div className="space-y-5">
      <PageHeader
        title={t.title}
        description={summary}
        actions={
          // A plain link: the browser downloads the file (no client-side navigation).
          <a
            href={localizePath(`${PAGE}/export.csv${query}`)}
            download
            className={buttonClasses({ variant: "outline", size: "sm" })}
          >
            <DownloadIcon className="size-4" />
            {t.exportCsv}
          </a>
        }
      />
      <UserFiltersForm action={PAGE} filters={filters} />
      <Card className="overflow-hidden">
        {users.length === 0 ? (
          <EmptyState filtered={filtered} beyondLastPage={page > 1 && total > 0} />
        ) : (
          <UserList users={users} />
        )}
      </Card>
      <Pagination
        label={t.pages}
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => `${PAGE}${userFiltersQuery(filters, { page: p })}`}
      />
    </div>
  );
}

function EmptyState({ filtered, beyondLastPage }: { filtered: boolean; beyondLastPage: boolean }) {
  const t = useT(adminUsers).empty;
  return (
    <AdminListEmpty
      framed={false}
      Icon={UsersIcon}
      title={beyondLastPage ? t.beyondTitle : filtered ? t.filteredTitle : t.noneTitle}
    >
      {beyondLastPage ? t.beyondBody : filtered ? t.filteredBody : t.noneBody}
    </AdminListEmpty>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, metaT(matches, adminUsers)?.title ?? "Users") },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const pageError = useAdminPageError("user");
  const t = useOptionalT(adminUsers);
  return <RouteErrorPanel error={error} heading={t?.title ?? "Users"} {...pageError} />;
}
