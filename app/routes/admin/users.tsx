import { AdminListEmpty } from "~/components/admin/admin-list";
import { USER_PAGE_ERROR } from "~/components/admin/page-errors";
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
import { formatNumber } from "~/lib/format";
import { pageTitle } from "~/lib/meta";
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
  const summary = filtered
    ? `${formatNumber(total)} account${total === 1 ? " matches" : "s match"} your search.`
    : `${formatNumber(total)} account${total === 1 ? "" : "s"}, newest first.`;
  return (
    <div className="space-y-5">
      <PageHeader
        title="Users"
        description={summary}
        actions={
          // A plain link: the browser downloads the file (no client-side navigation).
          <a
            href={`${PAGE}/export.csv${query}`}
            download
            className={buttonClasses({ variant: "outline", size: "sm" })}
          >
            <DownloadIcon className="size-4" />
            Export CSV
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
        label="Users pages"
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => `${PAGE}${userFiltersQuery(filters, { page: p })}`}
      />
    </div>
  );
}

function EmptyState({ filtered, beyondLastPage }: { filtered: boolean; beyondLastPage: boolean }) {
  return (
    <AdminListEmpty
      framed={false}
      Icon={UsersIcon}
      title={
        beyondLastPage ? "No users on this page" : filtered ? "No matching users" : "No users yet"
      }
    >
      {beyondLastPage
        ? "This page is past the end of the list. Go back to the first page."
        : filtered
          ? "No account matches this search and these filters. Try fewer words or other filters."
          : "Accounts appear here as people register."}
    </AdminListEmpty>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Users") }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPanel error={error} heading="Users" {...USER_PAGE_ERROR} />;
}
