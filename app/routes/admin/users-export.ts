import { parseUserFilters } from "~/domain/admin/list-params";
import { exportUsers, usersCsv, usersExportFilename } from "~/domain/admin/users.server";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/users-export";

/**
 * users_export_{date}.csv of the accounts the list shows for the same search and
 * filters, every page of them. Personal data: never cached, recorded in the audit log.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requirePermission(context, request, "users.manage");
  const { db } = context.get(servicesContext);
  const filters = parseUserFilters(new URL(request.url).searchParams);
  const rows = await exportUsers(db, actor, filters);
  return new Response(usersCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${usersExportFilename()}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
