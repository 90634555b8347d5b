import { parsePaymentsQuery } from "~/domain/admin/list-params";
import { exportPaymentsCsv, paymentsExportFilename } from "~/domain/payments/admin-payments.server";
import { requirePermission } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/payments-export";

/**
 * payments-{date}.csv of the payments the list shows for the same search and filters, every
 * page of them, streamed as it is read. Personal data and money: never cached, recorded in the
 * audit log.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requirePermission(context, request, "payments.manage");
  const { db } = context.get(servicesContext);
  const { page: _, ...query } = parsePaymentsQuery(new URL(request.url).searchParams);
  const body = await exportPaymentsCsv(db, actor, query);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${paymentsExportFilename()}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
