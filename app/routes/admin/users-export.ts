import { parseUserFilters } from "~/domain/admin/list-params";
import { exportUsersCsv, usersExportFilename } from "~/domain/admin/users.server";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/users-export";

/**
 * users_export_{date}.csv of the accounts the list shows for the same search and
 * filters, every page of them, streamed as it is read. Personal data: never cached, recorded in
 * the audit log.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requirePermission(context, request, "users.manage");
  const { db } = context.get(servicesContext);
  const filters = parseUserFilters(new URL(request.url).searchParams);
  const body = await exportUsersCsv(db, actor, filters);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${usersExportFilename()}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
